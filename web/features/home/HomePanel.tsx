import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { specMessages } from '../../../contracts/core/codes';
import { useMessages, useT } from '../../lib/i18n';
import { homeMessages } from './messages';

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
  const t = useT(homeMessages);
  const msg = useMessages(specMessages).msg;
  return (
    <section className={`home-panel${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <header className="home-panel__head">
        <h2 id={id}>{title}</h2>
        {more && (
          <Link to={more.to} className="home-panel__more" aria-label={more.label ?? t('panel.moreLabel', { title })}>
            {t('panel.more')}
          </Link>
        )}
      </header>
      {children}
      <p className="home-panel__source">
        {t('panel.source', { source: source.source })}
        {source.asOf && (
          <>
            {' '}
            · {t('panel.asOf')} <time dateTime={source.asOf}>{source.asOf}</time>
          </>
        )}
        {root?.siteInfo?.demoData && <span className="demo-tag">{msg.demoData}</span>}
      </p>
    </section>
  );
}
