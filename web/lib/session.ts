import { useCallback } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { accountsCalls } from '../../contracts/accounts/calls';
import type { UserInfo } from '../../contracts/accounts/models';
import { DEFAULT_APP_ID, HEADER_APP_ID, MSG } from '../../contracts/core/codes';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';
import { kitFeedback } from '../ui/kit/feedback';
import { pathOfLocation, signInHref } from './redirect';

/**
 * The browser side of the session (§4). The token lives in an HttpOnly cookie the page cannot read;
 * the signed-in user comes from the root loader, which asks the API with the visitor's cookie.
 */

/** True when a request's cookie header may hold a session, so a loader asks for user info only then. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && cookieHeader.includes(`${SESSION_COOKIE}=`);
}

let leaving = false;

/**
 * Ends the session and goes to /login with a full page load, so every loader (the header's user too) starts
 * afresh. Used by 'exit' and whenever a call answers 401 'invalid token'; the latter passes the page to come
 * back to. Uses fetch directly: the API client calls this, and must not be needed by it.
 */
export async function logoutAndGoToLogin(returnTo?: string): Promise<void> {
  if (leaving) return;
  leaving = true;
  try {
    await fetch(accountsCalls.logout.path, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', [HEADER_APP_ID]: DEFAULT_APP_ID },
      body: '{}',
    });
  } finally {
    window.location.assign(signInHref(returnTo));
  }
}

/** The status of a failed call, without importing the API client (which imports this file). */
const statusOf = (err: unknown) =>
  err && typeof err === 'object' && 'status' in err && typeof err.status === 'number' ? err.status : undefined;

/**
 * The session for pages and widgets: the signed-in user (null for a visitor), a sign-in gate for actions that
 * need one (comment, favourite, subscribe, like, release: §6), and the spec's warning when a call fails.
 * Sign-in returns to this page afterwards.
 */
export function useSession() {
  const user = useRouteLoaderData<{ user: UserInfo | null }>('root')?.user ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const here = pathOfLocation(location);

  const toSignIn = useCallback(() => void navigate(signInHref(here)), [navigate, here]);
  /** Runs the action for a signed-in user; a visitor is sent to sign in instead. */
  const gate = useCallback((action: () => void) => (user ? action() : toSignIn()), [user, toSignIn]);
  /** Warns with the server's message (§4); a dead session is already on its way to sign in (web/lib/api). */
  const failed = useCallback((err: unknown) => {
    const text = statusOf(err) === 401 ? MSG.invalidToken : err instanceof Error && err.message ? err.message : MSG.unknownError;
    void kitFeedback().then(({ message }) => message.warning(text, 3));
  }, []);
  return { user, toSignIn, gate, failed };
}
