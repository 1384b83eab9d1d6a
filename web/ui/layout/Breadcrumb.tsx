import { Link, useLocation, useMatches } from 'react-router';
import { MY_ACCOUNT_PATH } from '../../lib/paths';
import { useT } from '../../lib/i18n';
import { langOfText } from '../posts/written-in';
import { layoutMessages } from './messages';
import en from './messages/en.json';

export interface Crumb {
  label: string;
  to: string;
}

/** 'My Account' opens the page the header's 'My Account' opens (§2 'Account area'). */
const crumbTarget = (path: string) => (path === '/account' ? MY_ACCOUNT_PATH : path);

/**
 * Bounds on what a trail echoes of the address: each crumb repeats the path up to it, so a trail grows with the
 * square of the path. The portal's deepest page has four segments and a short path; an address past either bound
 * is no page (a 404) and gets no trail, so a made-up path of thousands of segments costs nothing to render.
 */
const MAX_SEGMENTS = 8;
const MAX_PATH_LENGTH = 512;

type Segment = keyof typeof en.segments;
const isSegment = (segment: string): segment is Segment => Object.hasOwn(en.segments, segment);

/**
 * One crumb per path segment, each linking to the path up to it; none for a path no page of the portal has. A
 * segment the catalogue names gets its name (in the page's language); others (an id) are shown as written.
 */
export function crumbsFor(pathname: string, name: (segment: Segment) => string): Crumb[] {
  if (pathname.length > MAX_PATH_LENGTH) return [];
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > MAX_SEGMENTS) return [];
  return segments.map((segment, i) => ({
    label: isSegment(segment) ? name(segment) : decodeURIComponent(segment),
    to: crumbTarget('/' + segments.slice(0, i + 1).join('/')),
  }));
}

/** Hidden when the path has one segment or fewer (§2). */
export function Breadcrumb() {
  const t = useT(layoutMessages);
  const { pathname } = useLocation();
  const match = useMatches().at(-1);
  const crumbs = crumbsFor(pathname, (segment) => t(`segments.${segment}`));
  // A route may name its page from its data (see RouteHandle.crumb in root.tsx): the title, not the id in the path.
  const named = (match?.handle as { crumb?: (data: unknown) => string | undefined } | undefined)?.crumb?.(match?.loaderData);
  const last = crumbs.at(-1);
  if (named && last) last.label = named;
  if (crumbs.length <= 1) return null;
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb.label')}>
      <ol>
        <li>
          <Link to="/">{t('breadcrumb.home')}</Link>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={crumb.to}>
            {i === crumbs.length - 1 ? (
              // A title from the data (an article with no Chinese version) says its own language.
              <span aria-current="page" lang={named ? langOfText(named) : undefined}>
                {crumb.label}
              </span>
            ) : (
              <Link to={crumb.to}>{crumb.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
