import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { MSG } from '../../../contracts/core/codes';

export interface PanelSource {
  /** Who published what the widget shows. */
  source: string;
  /** The date of its newest entry; absent when the widget is empty. */
  asOf?: string;
}

/** A home page widget: its heading with a More link, its content, and where the content comes from and how fresh it is. */
export function HomePanel({
  id,
  title,
  more,
  source,
  className,
  children,
}: {
  id: string;
  title: string;
  more?: { to: string; label?: string };
  source: PanelSource;
  className?: string;
  children: ReactNode;
}) {
  const root = useRouteLoaderData<{ siteInfo?: { demoData?: boolean } }>('root');
  return (
    <section className={`home-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="home-panel__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more.to} className="home-panel__more" aria-label={more.label ?? `More ${title}`}>
            More
          </Link>
        )}
      </header>
      {children}
      <p className="home-panel__source">
        Source: {source.source}
        {source.asOf && (
          <>
            {' '}
            · as of <time dateTime={source.asOf}>{source.asOf}</time>
          </>
        )}
        {root?.siteInfo?.demoData && <span className="demo-tag">{MSG.demoData}</span>}
      </p>
    </section>
  );
}
