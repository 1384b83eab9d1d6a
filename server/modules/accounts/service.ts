import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  emailLoginBody,
  forgetPasswordBody,
  registrationBody,
  updatePasswordBody,
  updateUserBody,
  UserInfo,
} from '../../../contracts/accounts';
import { ACCOUNT, MSG, type EmailCodeType, type UserRole } from '../../../contracts/codes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, forbidden, unauthorized } from '../../platform/envelope';
import type { Mailer } from '../../platform/mailer';
import { createEmailCodes, TooManyRequests } from './email-codes';
import { WindowCounter } from './limits';
import { hashPassword, verifyPassword } from './passwords';
import * as queries from './queries';
import { createSessions } from './sessions';

type Registration = z.output<typeof registrationBody>;
type Login = z.output<typeof emailLoginBody>;
type ForgetPassword = z.output<typeof forgetPasswordBody>;
type UpdatePassword = z.output<typeof updatePasswordBody>;
type UpdateUser = z.output<typeof updateUserBody>;

export interface AccountsOptions {
  https: boolean;
  /** Keys the hashes of mailed codes (SESSION_SECRET). */
  secret: string;
}

/** What leaves the server about a user (§3 'User info'): never the hash, never the session. */
export function userInfoOf(user: queries.UserRow): UserInfo {
  return {
    userId: user.id,
    email: user.email,
    nickName: user.nickName,
    avatar: user.avatar,
    contactMobile: user.contactMobile,
    companyName: user.companyName,
    businessCategory: user.businessCategory,
    userName: user.email,
    realName: user.realName,
    mobileNum: user.contactMobile,
    role: user.role as UserRole,
  };
}

export function createAccountsService(db: Db, mailer: Mailer, options: AccountsOptions) {
  const sessions = createSessions(db, { https: options.https });
  const codes = createEmailCodes(db, mailer, options.secret);
  // Failed sign-ins per address and per account; after 5 in a minute, even a right password waits.
  const failedByIp = new WindowCounter(ACCOUNT.loginAttemptsPerMinute, 60_000);
  const failedByAccount = new WindowCounter(ACCOUNT.loginAttemptsPerMinute, 60_000);

  async function signedInUser(request: FastifyRequest): Promise<queries.UserRow> {
    const user = request.user && (await queries.findUserById(db, request.user.userId));
    if (!user) throw unauthorized();
    return user;
  }

  return {
    sessions,
    resolveSession: (request: FastifyRequest): Promise<SessionUser | null> => sessions.resolve(request),

    /**
     * A code for registration goes only to a new address, one for a reset only to an existing account.
     * A reset asked for an unknown address answers the same as a known one, so the call reveals no accounts.
     */
    async sendCode(to: string, type: EmailCodeType, ip: string): Promise<void> {
      const existing = await queries.findUserByEmail(db, to);
      if (type === 'REGISTER' && existing) throw conflict(MSG.emailRegistered);
      await codes.send(to, type, ip, type === 'REGISTER' || existing !== undefined);
    },

    async register(form: Registration, request: FastifyRequest, reply: FastifyReply): Promise<UserInfo> {
      if (await queries.findUserByEmail(db, form.email)) throw conflict(MSG.emailRegistered);
      await codes.consume(form.email, 'REGISTER', form.code, 'code');
      const user = await queries.insertUser(db, {
        email: form.email,
        passwordHash: await hashPassword(form.password),
        nickName: form.nickName,
        contactMobile: form.contactMobile,
        companyName: form.companyName,
      });
      if (!user) throw conflict(MSG.emailRegistered);
      await sessions.start(request, reply, user.id);
      return userInfoOf(user);
    },

    async login(form: Login, request: FastifyRequest, reply: FastifyReply): Promise<UserInfo> {
      const wait = Math.max(failedByIp.retryAfter(request.ip), failedByAccount.retryAfter(form.email));
      if (wait) throw new TooManyRequests(MSG.loginTooMany, wait);
      const user = await queries.findUserByEmail(db, form.email);
      if (!(await verifyPassword(user?.passwordHash, form.password)) || !user) {
        failedByIp.hit(request.ip);
        failedByAccount.hit(form.email);
        throw badRequest(MSG.loginFailed);
      }
      await sessions.start(request, reply, user.id);
      return userInfoOf(user);
    },

    logout: (request: FastifyRequest, reply: FastifyReply) => sessions.end(request, reply),

    async info(request: FastifyRequest): Promise<UserInfo> {
      return userInfoOf(await signedInUser(request));
    },

    async updateUser(form: UpdateUser, request: FastifyRequest): Promise<UserInfo> {
      const user = await signedInUser(request);
      if (form.userId !== undefined && form.userId !== user.id) throw forbidden();
      if (form.email !== undefined && form.email !== user.email) {
        throw badRequest(MSG.emailReadOnly, [{ field: 'email', message: MSG.emailReadOnly }]);
      }
      const { nickName, contactMobile, companyName, businessCategory } = form;
      const updated = await queries.updateProfile(db, user.id, { nickName, contactMobile, companyName, businessCategory });
      return userInfoOf(updated ?? user);
    },

    /** A new password ends every session of the account, this one included: the user signs in again. */
    async updatePassword(form: UpdatePassword, request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const user = await signedInUser(request);
      if (!(await verifyPassword(user.passwordHash, form.currentPassword))) {
        throw badRequest(MSG.currentPasswordWrong, [{ field: 'currentPassword', message: MSG.currentPasswordWrong }]);
      }
      await queries.updatePassword(db, user.id, await hashPassword(form.password));
      await sessions.endAllOf(user.id, reply);
    },

    async resetPassword(form: ForgetPassword, reply: FastifyReply): Promise<void> {
      await codes.consume(form.email, 'RESET', form.emailCode, 'emailCode');
      const user = await queries.findUserByEmail(db, form.email);
      // A RESET code is only ever mailed to an existing account; one deleted since then has nothing to reset.
      if (!user) throw badRequest(MSG.codeInvalid, [{ field: 'emailCode', message: MSG.codeInvalid }]);
      await queries.updatePassword(db, user.id, await hashPassword(form.password));
      await sessions.endAllOf(user.id, reply);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
