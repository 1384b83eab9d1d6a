import { accountsCalls } from '../../../contracts/accounts/calls';
import { ACCOUNT, DEVICE_COOKIE } from '../../../contracts/accounts/codes';
import type { CallRegistrar } from '../../platform/calls';
import { requestLanguage, setLanguageCookie } from '../../platform/language';
import type { SessionTransport } from '../../platform/session-transport';
import type { AccountsService } from './service';

/** The HTTP edge of accounts: the service decides, this file moves tokens in and out of cookies and headers. */
export function accountsRoutes(http: CallRegistrar, accounts: AccountsService, transport: SessionTransport, https: boolean) {
  // Sent back only to the sign-in call; a year, as a browser stays the user's usual one for long.
  const deviceCookie = {
    path: accountsCalls.login.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: https,
    maxAge: ACCOUNT.deviceCookieMaxAgeS,
  } as const;
  http.handle(accountsCalls.sendCode, async ({ body }, { request }) => {
    await accounts.sendCode(body.to, body.type, request.ip, requestLanguage(request));
    return null;
  });

  http.handle(accountsCalls.register, async ({ body }, { request, reply }) => {
    const client = { token: transport.tokenOf(request), userAgent: request.headers['user-agent'] ?? '' };
    const { user, session } = await accounts.register(body, client, requestLanguage(request));
    transport.give(request, reply, session);
    setLanguageCookie(reply, user.language, https);
    return user;
  });

  http.handle(accountsCalls.login, async ({ body }, { request, reply }) => {
    const device = request.cookies[DEVICE_COOKIE];
    const client = {
      ip: request.ip,
      requestId: request.id,
      token: transport.tokenOf(request),
      userAgent: request.headers['user-agent'] ?? '',
      device,
    };
    const { user, session, device: nextDevice } = await accounts.login(body, client);
    transport.give(request, reply, session);
    if (nextDevice) reply.setCookie(DEVICE_COOKIE, nextDevice, deviceCookie);
    // The profile's language follows the user to this browser: its pages redirect to that language from now on.
    setLanguageCookie(reply, user.language, https);
    return user;
  });

  http.handle(accountsCalls.info, (_input, { user }) => accounts.info(user));

  http.handle(accountsCalls.logout, async (_input, { request, reply }) => {
    await accounts.logout(transport.tokenOf(request));
    transport.clear(reply);
    return null;
  });

  http.handle(accountsCalls.resetPassword, async ({ body }, { reply }) => {
    await accounts.resetPassword(body);
    transport.clear(reply);
    return null;
  });

  http.handle(accountsCalls.changePassword, async ({ body }, { user, reply }) => {
    await accounts.updatePassword(body, user);
    transport.clear(reply);
    return null;
  });

  http.handle(accountsCalls.updateProfile, ({ body }, { user }) => accounts.updateUser(body, user));
}
