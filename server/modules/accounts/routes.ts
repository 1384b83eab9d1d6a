import type { FastifyReply } from 'fastify';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { CallRegistrar } from '../../platform/calls';
import type { SessionTransport } from '../../platform/session-transport';
import { TooManyRequests } from './email-codes';
import type { AccountsService } from './service';

/** A refused-for-now answer says when to come back. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TooManyRequests) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

/** The HTTP edge of accounts: the service decides, this file moves tokens in and out of cookies and headers. */
export function accountsRoutes(http: CallRegistrar, accounts: AccountsService, transport: SessionTransport) {
  http.handle(accountsCalls.sendCode, async ({ body }, { request, reply }) => {
    await withRetryAfter(reply, () => accounts.sendCode(body.to, body.type, request.ip));
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
    const { user, session } = await withRetryAfter(reply, () => accounts.login(body, client));
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
