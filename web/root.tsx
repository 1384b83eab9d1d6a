import type { ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { PAGE_SIZE, specMessages } from '../contracts/core/codes';
import type { UserInfo } from '../contracts/accounts/models';
import type { FriendlyLink, SiteInfo } from '../contracts/site/models';
import { accountsCalls } from '../contracts/accounts/calls';
import { siteCalls } from '../contracts/site/calls';
import { createApi } from './lib/api';
import { pageTitle, shareCardTags } from './lib/meta';
import { alternates, HTML_LANG, languageOfMatches, useLanguage } from './lib/i18n';
import { splitLanguage, type Language } from '../contracts/core/languages';
import { hasSessionCookie } from './lib/session';
import { useNonce } from './lib/nonce';
import { Breadcrumb } from './ui/layout/Breadcrumb';
import { DemoBanner } from './ui/layout/DemoBanner';
import { NavigationProgress, useSlowNavigation } from './ui/layout/NavigationProgress';
import { SkipLink } from './ui/layout/SkipLink';
import { Footer } from './ui/layout/Footer';
import { Header } from './ui/layout/Header';
import { enquiryCalls } from '../contracts/enquiries/calls';
import { notificationCalls } from '../contracts/notifications/calls';
import { ErrorPage, ErrorPageGuard, NotFoundPage } from './ui/ErrorPages';
import { PageStyles } from './styles/PageStyles';

/** The portal's CSS is inline (web/styles/PageStyles.tsx); the UI kit's stylesheet comes with the kit pages (routes/kit.tsx). */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = ({ error, matches }) => {
  const language = languageOfMatches(matches);
  if (!error) return [{ title: pageTitle(undefined, language) }];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const msg = specMessages.texts[language].msg;
  return [{ title: pageTitle(notFound ? msg.pageNotFound : msg.genericError, language) }];
};

interface RootData {
  siteInfo: SiteInfo | undefined;
  links: FriendlyLink[];
  /** The signed-in user, or null for a visitor (or a session that has ended). */
  user: UserInfo | null;
  /** The user's unread notifications (the header badge). */
  unread: number;
  /** The user's unread messages (the header's messages badge). */
  unreadMessages: number;
  /** The page's language (its URL's: /zh is Chinese) and the public origin, for lang and the hreflang alternates. */
  language: Language;
  origin: string;
}

/** Site info and links for the chrome. A failure leaves the chrome with defaults rather than breaking the page. */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  // Input the platform refused (server/platform/input-check.ts) shows the error page with its status.
  if (context.problem) throw data(context.problem.message, { status: context.problem.status });
  const api = createApi(context.api);
  const signedIn = hasSessionCookie(request.headers.get('cookie'));
  const [siteInfo, links, user, unread, unreadMessages] = await Promise.allSettled([
    api.call(siteCalls.info),
    api.call(siteCalls.links, { params: { page: 1, limit: PAGE_SIZE.links }, body: {} }),
    signedIn ? api.call(accountsCalls.info) : Promise.resolve(null),
    signedIn ? api.call(notificationCalls.unreadCount) : Promise.resolve({ count: 0 }),
    signedIn ? api.call(enquiryCalls.countNew) : Promise.resolve({ count: 0 }),
  ]);
  const url = new URL(request.url);
  return {
    language: splitLanguage(url.pathname).language,
    origin: url.origin,
    siteInfo: siteInfo.status === 'fulfilled' ? siteInfo.value : undefined,
    links: links.status === 'fulfilled' ? links.value.list : [],
    user: user.status === 'fulfilled' ? user.value : null,
    unread: unread.status === 'fulfilled' ? unread.value.count : 0,
    unreadMessages: unreadMessages.status === 'fulfilled' ? unreadMessages.value.count : 0,
  };
}

/**
 * The chrome's data changes only when an administrator edits it: no refetch on navigation. Signing in and
 * out reload the page (web/lib/session.ts), which loads the header's user afresh.
 */
export const shouldRevalidate = () => false;

/** Routes that want the login layout (no menu, centred card) say so in their handle. */
export interface RouteHandle {
  /** 'admin': the admin shell draws its own chrome (web/routes/admin/layout.tsx). */
  layout?: LayoutKind;
  /** The breadcrumb's last label from the route's data (an article's title instead of its id in the path). */
  crumb?: (data: unknown) => string | undefined;
}
type LayoutKind = 'default' | 'login' | 'admin';

function useLayoutKind(): LayoutKind {
  const matches = useMatches();
  const handleOf = (i: number) => matches[i]?.handle as RouteHandle | undefined;
  const shell = matches.findIndex((_m, i) => handleOf(i)?.layout === 'admin');
  if (shell >= 0) {
    // Every admin route has a loader: a match without data means one failed (a non-administrator's 404),
    // and that page must be the portal's own 404 with the public chrome, no hint of the shell.
    return matches.slice(shell).every((m) => m.data !== undefined) ? 'admin' : 'default';
  }
  return handleOf(matches.length - 1)?.layout ?? 'default';
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>('root');
  const kind = useLayoutKind();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  // An error page (a 404, a failed loader) has no twin to name: no alternates, and no copies of an unknown path.
  const failed = useRouteError() != null;
  const loading = useSlowNavigation();
  return (
    <html lang={HTML_LANG[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {data?.origin &&
          shareCardTags(data.origin, language).map((tag) => (
            <meta key={tag.property ?? tag.name} property={tag.property} name={tag.name} content={tag.content} />
          ))}
        {data?.origin &&
          !failed &&
          alternates(data.origin, pathname + search).map((link) => (
            <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
          ))}
        <Links />
        <PageStyles />
      </head>
      <body className={`layout-${kind}`}>
        <SkipLink />
        <NavigationProgress shown={loading} />
        {data?.siteInfo?.demoData && <DemoBanner />}
        {kind === 'admin' ? (
          children
        ) : (
          <>
            <Header
              siteInfo={data?.siteInfo}
              user={data?.user ?? null}
              unread={data?.unread ?? 0}
              unreadMessages={data?.unreadMessages ?? 0}
              showMenu={kind === 'default'}
            />
            <main className="site-main" id="main" tabIndex={-1} aria-busy={loading || undefined}>
              {kind === 'default' && <Breadcrumb />}
              {children}
            </main>
            {kind === 'default' && <Footer siteInfo={data?.siteInfo} links={data?.links ?? []} />}
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  let page: ReactNode;
  if (isRouteErrorResponse(error) && error.status === 404) {
    page = <NotFoundPage />;
  } else if (isRouteErrorResponse(error)) {
    page = <ErrorPage status={error.status} message={typeof error.data === 'string' && error.data ? error.data : undefined} />;
  } else {
    page = <ErrorPage />;
  }
  return <ErrorPageGuard>{page}</ErrorPageGuard>;
}
