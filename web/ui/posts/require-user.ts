import { redirect } from 'react-router';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { UserInfo } from '../../../contracts/accounts/models';
import { splitLanguage } from '../../../contracts/core/languages';
import { type Api, ApiError } from '../../lib/api';
import { signInHref } from '../../lib/redirect';

/**
 * Release forms and the account area need a session (§6): a visitor is sent to sign in and comes back to the page
 * afterwards. The way back is stored without the page's /zh prefix (the router adds it to the redirect itself).
 */
export async function requireUser(api: Api, request: Request): Promise<UserInfo> {
  try {
    return await api.call(accountsCalls.info);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) {
      const url = new URL(request.url);
      throw redirect(signInHref(`${splitLanguage(url.pathname).path}${url.search}`));
    }
    throw err;
  }
}
