import { Link } from 'react-router';
import { type ListParams, withParams } from './params';

/** Pages shown around the current one (§9 'pager count 5'). */
const WINDOW = 5;

/** Page links that keep the filters; prev/next only when there are more than five pages (§9). */
export function Pager({
  params,
  total,
  pageSize,
  hrefFor = (page) => withParams(params, { page }),
}: {
  params: Pick<ListParams, 'page'> & Partial<ListParams>;
  total: number;
  pageSize: number;
  /** The link of a page; by default the list's filters with the page changed. */
  hrefFor?: (page: number) => string;
}) {
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  const current = Math.min(params.page, pages);
  const first = Math.max(1, Math.min(current - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const numbers = Array.from({ length: Math.min(WINDOW, pages) }, (_, i) => first + i);
  const arrows = pages > WINDOW;
  return (
    <nav className="market-pager" aria-label="Pages">
      <span className="market-pager__total">{total.toLocaleString('en')} in all</span>
      {arrows && current > 1 && (
        <Link to={hrefFor(current - 1)} rel="prev">
          ‹ Prev
        </Link>
      )}
      {numbers.map((n) =>
        n === current ? (
          <span key={n} aria-current="page" className="market-pager__current">
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)}>
            {n}
          </Link>
        ),
      )}
      {arrows && current < pages && (
        <Link to={hrefFor(current + 1)} rel="next">
          Next ›
        </Link>
      )}
    </nav>
  );
}
