import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailLoginBody,
  emailSendBody,
  emptyResponse,
  forgetPasswordBody,
  registrationBody,
  updatePasswordBody,
  updateUserBody,
  userInfoResponse,
} from '../../../contracts/accounts';
import { HEADER_SESSION_TOKEN } from '../../../contracts/codes';
import { ok } from '../../platform/envelope';
import { authRateLimit } from '../../platform/rate-limit';
import { TooManyRequests } from './email-codes';
import type { AccountsService } from './service';

const TAGS = ['accounts'];
const SIGNED_IN = `Needs a session: the session cookie, or the \`${HEADER_SESSION_TOKEN}\` header. Without a live one: 401 'invalid token'.`;
const STARTS_SESSION = `Starts a session: answers with the session cookie (HttpOnly, SameSite=Lax) and the token in the \`${HEADER_SESSION_TOKEN}\` header for API clients.`;

/** A refused-for-now answer says when to come back. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TooManyRequests) reply.header('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

export async function accountsRoutes(fastify: FastifyInstance, accounts: AccountsService, authPerMinute: number) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const strict = authRateLimit(authPerMinute);

  app.post(
    '/api/email/send',
    {
      config: strict,
      schema: {
        tags: TAGS,
        summary: 'Mail a 6-digit code (REGISTER or RESET): valid 10 minutes, once; again after 30 s per e-mail, 10 an hour per address',
        body: emailSendBody,
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      await withRetryAfter(reply, () => accounts.sendCode(request.body.to, request.body.type, request.ip));
      return ok(null);
    },
  );

  app.post(
    '/api/email/registration',
    {
      config: strict,
      schema: {
        tags: TAGS,
        summary: `Register with the mailed code. ${STARTS_SESSION}`,
        body: registrationBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => ok(await accounts.register(request.body, request, reply)),
  );

  app.post(
    '/api/user/emailLogin',
    {
      config: strict,
      schema: {
        tags: TAGS,
        summary: `Sign in with e-mail and password; 5 failures a minute per address or account answer 429. ${STARTS_SESSION}`,
        body: emailLoginBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request, reply) => ok(await withRetryAfter(reply, () => accounts.login(request.body, request, reply))),
  );

  app.get(
    '/api/user/info',
    { schema: { tags: TAGS, summary: `The signed-in user. ${SIGNED_IN}`, response: { 200: userInfoResponse } } },
    async (request) => ok(await accounts.info(request)),
  );

  app.post(
    '/api/user/logout',
    {
      schema: {
        tags: TAGS,
        summary: 'End the session (cookie or header) and clear the cookie; answers success with or without one',
        body: z.object({}).passthrough().nullish(),
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      await accounts.logout(request, reply);
      return ok(null);
    },
  );

  app.post(
    '/api/user/emailForgetPassword',
    {
      config: strict,
      schema: {
        tags: TAGS,
        summary: 'Set a new password with a mailed RESET code; ends every session of the account',
        body: forgetPasswordBody,
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body, reply);
      return ok(null);
    },
  );

  app.post(
    '/api/user/updateEmailPassword',
    {
      config: strict,
      schema: {
        tags: TAGS,
        summary: `Change the password; ends every session of the account, this one too. ${SIGNED_IN}`,
        body: updatePasswordBody,
        response: { 200: emptyResponse },
      },
    },
    async (request, reply) => {
      await accounts.updatePassword(request.body, request, reply);
      return ok(null);
    },
  );

  app.post(
    '/api/email/updateUser',
    {
      schema: {
        tags: TAGS,
        summary: `Edit the profile of the signed-in user (the e-mail is read-only). ${SIGNED_IN}`,
        body: updateUserBody,
        response: { 200: userInfoResponse },
      },
    },
    async (request) => ok(await accounts.updateUser(request.body, request)),
  );
}
