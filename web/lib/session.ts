import { useCallback } from 'react';
import { useNavigate, useRouteLoaderData } from 'react-router';
import { accountsCalls } from '../../contracts/accounts/calls';
import type { UserInfo } from '../../contracts/accounts/models';
import { DEFAULT_APP_ID, HEADER_APP_ID } from '../../contracts/core/codes';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';

/**
 * The browser side of the session (§4). The token lives in an HttpOnly cookie the page cannot read;
 * the signed-in user comes from the root loader, which asks the API with the visitor's cookie.
 */

/** True when a request's cookie header may hold a session, so a loader asks for user info only then. */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return !!cookieHeader && cookieHeader.includes(`${SESSION_COOKIE}=`);
}

/** The signed-in user from the root loader, or null for a visitor. */
export function useUser(): UserInfo | null {
  return useRouteLoaderData<{ user: UserInfo | null }>('root')?.user ?? null;
}

let leaving = false;

/**
 * Ends the session and goes to /login with a full page load, so every loader (the header's user too) starts
 * afresh. Used by 'exit' and whenever a call answers 401 'invalid token'. Uses fetch directly: the API
 * client calls this, and must not be needed by it.
 */
export async function logoutAndGoToLogin(): Promise<void> {
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
    window.location.assign('/login');
  }
}

/**
 * For actions that need a session (comment, favourite, subscribe, like, release): runs the action for a
 * signed-in user; a visitor is sent to sign in instead (§6).
 */
export function useSignInGate() {
  const user = useUser();
  const navigate = useNavigate();
  return useCallback(
    (action: () => void) => {
      if (user) action();
      else void navigate('/login');
    },
    [user, navigate],
  );
}
