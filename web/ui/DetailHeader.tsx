import type { ReactNode } from 'react';

/**
 * The head of a detail page: a picture, the title (the page's h1, with the id its article is labelled by),
 * lines about the subject under it, and the actions (subscribe, like) at the right, below on phones.
 */
export function DetailHeader({
  media,
  title,
  titleId,
  children,
  actions,
}: {
  media?: ReactNode;
  title: ReactNode;
  titleId: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="ui-detail-head">
      {media}
      <div className="ui-detail-head__title">
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
      {actions && <div className="ui-detail-head__actions">{actions}</div>}
    </header>
  );
}
