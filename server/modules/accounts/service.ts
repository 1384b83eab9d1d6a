import type { z } from 'zod';
import type {
  emailLoginBody,
  forgetPasswordBody,
  registrationBody,
  updatePasswordBody,
  updateUserBody,
  UserInfo,
} from '../../../contracts/accounts/models';
import { ACCOUNT, ACCOUNT_MSG, type EmailCodeType } from '../../../contracts/accounts/codes';
import { type UserRole } from '../../../contracts/core/codes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, TooManyRequests, unauthorized } from '../../platform/envelope';
import type { Mailer } from '../../platform/mailer';
import { createEmailCodes } from './email-codes';
import { WindowCounter } from '../../platform/limits';
import { hashPassword, verifyPassword } from './passwords';
import * as queries from './queries';
import { accountPolicy } from './policies';
import { createSessions, type NewSession, type SessionClient } from './sessions';

type Registration = z.output<typeof registrationBody>;
type Login = z.output<typeof emailLoginBody>;
type ForgetPassword = z.output<typeof forgetPasswordBody>;
type UpdatePassword = z.output<typeof updatePasswordBody>;
type UpdateUser = z.output<typeof updateUserBody>;

export interface AccountsOptions {
  /** Keys the hashes of mailed codes (SESSION_SECRET). */
  secret: string;
}

/** Who is signing in: their address (for the abuse limits), browser and any token they already hold. */
export interface SignInClient extends SessionClient {
  ip: string;
}

/** A sign-in's answer: the user, and the session the route hands to the client. */
export interface SignedIn {
  user: UserInfo;
  session: NewSession;
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
  const sessions = createSessions(db);
  const codes = createEmailCodes(db, mailer, options.secret);
  // Failed sign-ins per address and per account; after 5 in a minute, even a right password waits.
  const failedByIp = new WindowCounter(ACCOUNT.loginAttemptsPerMinute, 60_000);
  const failedByAccount = new WindowCounter(ACCOUNT.loginAttemptsPerMinute, 60_000);

  async function signedInUser(actor: SessionUser): Promise<queries.UserRow> {
    const user = await queries.findUserById(db, actor.userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    resolveSession: (token: string): Promise<SessionUser | null> => sessions.resolve(token),
    endSessionsOf: (userId: number) => sessions.endAllOf(userId),

    /**
     * A code for registration goes only to a new address, one for a reset only to an existing account.
     * A reset asked for an unknown address answers the same as a known one, so the call reveals no accounts.
     */
    async sendCode(to: string, type: EmailCodeType, ip: string): Promise<void> {
      const existing = await queries.findUserByEmail(db, to);
      if (type === 'REGISTER' && existing) throw conflict(ACCOUNT_MSG.emailRegistered);
      await codes.send(to, type, ip, type === 'REGISTER' || existing !== undefined);
    },

    async register(form: Registration, client: SessionClient): Promise<SignedIn> {
      if (await queries.findUserByEmail(db, form.email)) throw conflict(ACCOUNT_MSG.emailRegistered);
      await codes.consume(form.email, 'REGISTER', form.code, 'code');
      const user = await queries.insertUser(db, {
        email: form.email,
        passwordHash: await hashPassword(form.password),
        nickName: form.nickName,
        contactMobile: form.contactMobile,
        companyName: form.companyName,
      });
      if (!user) throw conflict(ACCOUNT_MSG.emailRegistered);
      return { user: userInfoOf(user), session: await sessions.start(user.id, client) };
    },

    async login(form: Login, client: SignInClient): Promise<SignedIn> {
      const wait = Math.max(failedByIp.retryAfter(client.ip), failedByAccount.retryAfter(form.email));
      if (wait) throw new TooManyRequests(ACCOUNT_MSG.loginTooMany, wait);
      const user = await queries.findUserByEmail(db, form.email);
      if (!(await verifyPassword(user?.passwordHash, form.password)) || !user) {
        failedByIp.hit(client.ip);
        failedByAccount.hit(form.email);
        throw badRequest(ACCOUNT_MSG.loginFailed);
      }
      if (!accountPolicy.maySignIn(user)) throw badRequest(ACCOUNT_MSG.accountDisabled);
      return { user: userInfoOf(user), session: await sessions.start(user.id, client) };
    },

    logout: (token: string | undefined) => sessions.end(token),

    async info(actor: SessionUser): Promise<UserInfo> {
      return userInfoOf(await signedInUser(actor));
    },

    async updateUser(form: UpdateUser, actor: SessionUser): Promise<UserInfo> {
      accountPolicy.assertActsAsSelf(actor, form.userId);
      const user = await signedInUser(actor);
      if (form.email !== undefined && form.email !== user.email) {
        throw badRequest(ACCOUNT_MSG.emailReadOnly, [{ field: 'email', message: ACCOUNT_MSG.emailReadOnly }]);
      }
      const { nickName, contactMobile, companyName, businessCategory } = form;
      const updated = await queries.updateProfile(db, user.id, { nickName, contactMobile, companyName, businessCategory });
      return userInfoOf(updated ?? user);
    },

    /** A new password ends every session of the account, this one included: the user signs in again. */
    async updatePassword(form: UpdatePassword, actor: SessionUser): Promise<void> {
      const user = await signedInUser(actor);
      if (!(await verifyPassword(user.passwordHash, form.currentPassword))) {
        throw badRequest(ACCOUNT_MSG.currentPasswordWrong, [{ field: 'currentPassword', message: ACCOUNT_MSG.currentPasswordWrong }]);
      }
      await queries.updatePassword(db, user.id, await hashPassword(form.password));
      await sessions.endAllOf(user.id);
    },

    async resetPassword(form: ForgetPassword): Promise<void> {
      await codes.consume(form.email, 'RESET', form.emailCode, 'emailCode');
      const user = await queries.findUserByEmail(db, form.email);
      // A RESET code is only ever mailed to an existing account; one deleted since then has nothing to reset.
      if (!user) throw badRequest(ACCOUNT_MSG.codeInvalid, [{ field: 'emailCode', message: ACCOUNT_MSG.codeInvalid }]);
      await queries.updatePassword(db, user.id, await hashPassword(form.password));
      await sessions.endAllOf(user.id);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
