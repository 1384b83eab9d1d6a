import { accountsCalls } from '../../../contracts/accounts/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { SessionTransport } from '../../platform/session-transport';
import type { AccountsService } from './service';

/** The HTTP edge of accounts: the service decides, this file moves tokens in and out of cookies and headers. */
export function accountsRoutes(http: CallRegistrar, accounts: AccountsService, transport: SessionTransport) {
  http.handle(accountsCalls.sendCode, async ({ body }, { request }) => {
    await accounts.sendCode(body.to, body.type, request.ip);
    return null;
  });

  http.handle(accountsCalls.register, async ({ body }, { request, reply }) => {
    const { user, session } = await accounts.register(body, {
      token: transport.tokenOf(request),
      userAgent: request.headers['user-agent'] ?? '',
    });
    transport.give(request, reply, session);
    return user;
  });

  http.handle(accountsCalls.login, async ({ body }, { request, reply }) => {
    const client = { ip: request.ip, token: transport.tokenOf(request), userAgent: request.headers['user-agent'] ?? '' };
    const { user, session } = await accounts.login(body, client);
    transport.give(request, reply, session);
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
