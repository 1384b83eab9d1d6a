import { useCallback } from 'react';
import { useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { accountsCalls } from '../../contracts/accounts/calls';
import type { UserInfo } from '../../contracts/accounts/models';
import { DEFAULT_APP_ID, HEADER_APP_ID, specMessages } from '../../contracts/core/codes';
import { localText } from '../../contracts/core/messages';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';
import { kitFeedback } from '../ui/kit/feedback';
import { pathOfLocation, signInHref } from './redirect';
import { documentPath, useLanguage } from './i18n';

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
    window.location.assign(documentPath(signInHref(returnTo)));
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
  const language = useLanguage();

  const toSignIn = useCallback(() => void navigate(signInHref(here)), [navigate, here]);
  /** Runs the action for a signed-in user; a visitor is sent to sign in instead. */
  const gate = useCallback((action: () => void) => (user ? action() : toSignIn()), [user, toSignIn]);
  /**
   * Warns with the server's message (§4) in the page's language; a dead session is already on its way to sign in
   * (web/lib/api). The same words as `errorText` (web/lib/api/messages.ts), which this file cannot import: the API
   * client imports it.
   */
  const failed = useCallback(
    (err: unknown) => {
      const msg = specMessages.texts[language].msg;
      const text =
        statusOf(err) === 401
          ? msg.invalidToken
          : err instanceof Error && err.message
            ? localText(language, err.message)
            : msg.unknownError;
      void kitFeedback().then(({ message }) => message.warning(text, 3));
    },
    [language],
  );
  return { user, toSignIn, gate, failed };
}
