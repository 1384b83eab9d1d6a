import { redirect } from 'react-router';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { UserInfo } from '../../../contracts/accounts/models';
import { type Api, ApiError } from '../../lib/api';
import { signInHref } from '../../lib/redirect';

/** Release forms need a session (§6): a visitor is sent to sign in and comes back to the form afterwards. */
export async function requireUser(api: Api, request: Request): Promise<UserInfo> {
  try {
    return await api.call(accountsCalls.info);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInHref(`${url.pathname}${url.search}`));
    }
    throw err;
  }
}
