import { Link } from 'react-router';
import { PAGER_WINDOW, pagerItems } from './pager-items';
import { grouped } from '../../contracts/core/format';
import { useT } from '../lib/i18n';
import { uiMessages } from './messages';

/**
 * Page links (plain URLs, so they work before and without JavaScript): the pages around the current one,
 * the first and the last, and 'Page 6 of 165'. Prev/next arrows only when there are more than five pages (§9).
 */
export function Pager({
  page,
  total,
  pageSize,
  hrefFor,
}: {
  page: number;
  total: number;
  pageSize: number;
  hrefFor: (page: number) => string;
}) {
  const t = useT(uiMessages);
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const current = Math.min(Math.max(1, page), pages);
  const arrows = pages > PAGER_WINDOW;
  return (
    <nav className="ui-pager" aria-label={t('pager.label')}>
      <span className="ui-pager__total">
        {t('pager.summary', { total: grouped(total), current: grouped(current), pages: grouped(pages) })}
      </span>
      <span className="ui-pager__links">
        {arrows && current > 1 && (
          <Link to={hrefFor(current - 1)} rel="prev" aria-label={t('pager.previous')}>
            «
          </Link>
        )}
        {pagerItems(current, pages).map((item, i) =>
          item === 'gap' ? (
            <span key={`gap-${i}`} className="ui-pager__gap" aria-hidden="true">
              …
            </span>
          ) : item === current ? (
            <span key={item} aria-current="page" className="ui-pager__current">
              {item}
            </span>
          ) : (
            <Link key={item} to={hrefFor(item)}>
              {item}
            </Link>
          ),
        )}
        {arrows && current < pages && (
          <Link to={hrefFor(current + 1)} rel="next" aria-label={t('pager.next')}>
            »
          </Link>
        )}
      </span>
    </nav>
  );
}
