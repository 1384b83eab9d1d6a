/**
 * Where sign-in returns to (§6: a visitor stopped by a sign-in gate comes back to the page it was on).
 * The target travels as /login?redirect=..., so it is attacker-controllable: only a same-site path is
 * followed, never another origin (an open redirect would lend the portal's name to phishing links).
 */

export const REDIRECT_PARAM = 'redirect';

/**
 * The path to go to, or the fallback. Accepts '/x...' only: '//host' and '/\host' are other origins to a
 * browser, and anything with a scheme or control characters is refused outright.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || target.length > 2000) return fallback;
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Tabs and newlines are dropped by URL parsers, so '/\t/host' would become '//host'.
  if ([...target].some((c) => c < ' ' || c === '\u007f')) return fallback;
  // The sign-in pages themselves would loop.
  if (/^\/(login|register)(?:[/?#]|$)/.test(target)) return fallback;
  return target;
}

/** /login (or /register) carrying the page to return to; the home page needs no parameter. */
export function signInHref(returnTo: string | null | undefined, page: '/login' | '/register' = '/login'): string {
  const target = safeRedirect(returnTo, '');
  if (!target || target === '/') return page;
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** The path, query and hash of a location, as sign-in should restore it. */
export const pathOfLocation = (location: { pathname: string; search: string; hash: string }) =>
  `${location.pathname}${location.search}${location.hash}`;
