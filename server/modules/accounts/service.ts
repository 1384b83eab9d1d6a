import type { z } from 'zod';
import type {
  emailLoginBody,
  forgetPasswordBody,
  registrationBody,
  updatePasswordBody,
  updateUserBody,
  UserInfo,
} from '../../../contracts/accounts/models';
import { ACCOUNT_MSG, type EmailCodeType } from '../../../contracts/accounts/codes';
import { type UserRole } from '../../../contracts/core/codes';
import type { Language } from '../../../contracts/core/languages';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, unauthorized } from '../../platform/envelope';
import type { JobQueue } from '../../shared/jobs/index';
import { attachUploads, type UploadSubject } from '../../shared/uploads/index';
import type { MailOutbox } from '../../shared/mail/index';
import { createEmailCodes } from './email-codes';
import { type LimitStore } from '../../platform/limits';
import { createSignInCheck, type SignInClient } from './sign-in';
import { hashPassword, refuseWeakPassword, verifyPassword } from './passwords';
import * as queries from './queries';
import { authorize } from '../../platform/policy';
import { accountPolicy } from './policies';
import { createSessions, type NewSession, type SessionChanges, type SessionClient } from './sessions';

type Registration = z.output<typeof registrationBody>;
type Login = z.output<typeof emailLoginBody>;
type ForgetPassword = z.output<typeof forgetPasswordBody>;
type UpdatePassword = z.output<typeof updatePasswordBody>;
type UpdateUser = z.output<typeof updateUserBody>;

/** The files a user's profile uses: their avatar. */
const avatarOf = (id: number): UploadSubject => ({ type: 'user', id });

export interface AccountsOptions {
  /** Keys the hashes of mailed codes and signs device cookies (SESSION_SECRET). */
  secret: string;
  /** Links in mails point here. */
  publicUrl: string;
  /** Where the sign-in and code limits count (database or Redis), so restarts and other processes see them. */
  limits: LimitStore;
  /** How the other processes hear that a user's sessions changed (sessions.ts). */
  sessionChanges?: SessionChanges;
}

export type { SignInClient } from './sign-in';

/** A sign-in's answer: the user, and the session the route hands to the client. */
export interface SignedIn {
  user: UserInfo;
  session: NewSession;
  /** A fresh device cookie for the browser that signed in. */
  device?: string;
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
    language: queries.languageOfUser(user),
  };
}

export function createAccountsService(db: Db, deps: { queue: JobQueue; mail: MailOutbox }, options: AccountsOptions) {
  const sessions = createSessions(db, undefined, options.sessionChanges);
  const codes = createEmailCodes(db, { ...deps, secret: options.secret, publicUrl: options.publicUrl, limits: options.limits });
  const signIn = createSignInCheck(db, codes, { secret: options.secret, limits: options.limits });

  async function signedInUser(actor: SessionUser): Promise<queries.UserRow> {
    const user = await queries.findUserById(db, actor.userId);
    if (!user) throw unauthorized();
    return user;
  }

  return {
    resolveSession: (token: string): Promise<SessionUser | null> => sessions.resolve(token),
    endSessionsOf: (userId: number) => sessions.endAllOf(userId),
    /** After a change of the user's role or status: their sessions answer it from the next request, in every process. */
    refreshSessionsOf: (userId: number) => sessions.forget(userId),
    /** What another process said on the sessions' bus. */
    heardSessionChange: (message: string) => sessions.heard(message),

    /**
     * A code for registration goes only to a new address, one for a reset only to an existing account; the
     * answer is the same either way, in content and in the work done before it (see email-codes.ts).
     */
    sendCode: (to: string, type: EmailCodeType, ip: string, language: Language): Promise<void> => codes.send(to, type, ip, language),

    /** A company application's work e-mail (docs/companies.md): the same codes, under a purpose of their own. */
    workEmailCodes: {
      send: (to: string, ip: string, language: Language): Promise<void> => codes.send(to, 'WORK_EMAIL', ip, language),
      consume: (to: string, code: string, field: string): Promise<void> => codes.consume(to, 'WORK_EMAIL', code, field),
    },

    /** `language` is the page's the user registers from: their mails and notifications are written in it. */
    async register(form: Registration, client: SessionClient, language: Language): Promise<SignedIn> {
      refuseWeakPassword(form.password, form.email);
      // The code first: only someone holding a code mailed to the address learns whether it is registered.
      await codes.consume(form.email, 'REGISTER', form.code, 'code');
      if (await queries.findUserByEmail(db, form.email)) throw conflict(ACCOUNT_MSG.emailRegistered);
      const user = await queries.insertUser(db, {
        email: form.email,
        passwordHash: await hashPassword(form.password),
        nickName: form.nickName,
        contactMobile: form.contactMobile,
        companyName: form.companyName,
        language,
      });
      if (!user) throw conflict(ACCOUNT_MSG.emailRegistered);
      return { user: userInfoOf(user), session: await sessions.start(user.id, client) };
    },

    async login(form: Login, client: SignInClient): Promise<SignedIn> {
      const { user, device } = await signIn.check(form, client);
      return { user: userInfoOf(user), session: await sessions.start(user.id, client), device };
    },

    logout: (token: string | undefined) => sessions.end(token),

    /** The language switch, used by a signed-in reader: the profile keeps the choice for the next sign-in and the mails. */
    async rememberLanguage(token: string | undefined, language: Language): Promise<void> {
      const actor = token ? await sessions.resolve(token) : null;
      if (actor) await queries.setLanguage(db, actor.userId, language);
    },

    async info(actor: SessionUser): Promise<UserInfo> {
      authorize(actor, 'read', accountPolicy.of({ id: actor.userId }));
      return userInfoOf(await signedInUser(actor));
    },

    async updateUser(form: UpdateUser, actor: SessionUser): Promise<UserInfo> {
      // The spec's clients may name the account (userId): only their own.
      authorize(actor, 'update', accountPolicy.of({ id: form.userId ?? actor.userId }));
      const user = await signedInUser(actor);
      if (form.email !== undefined && form.email !== user.email) {
        throw badRequest(ACCOUNT_MSG.emailReadOnly, [{ field: 'email', message: ACCOUNT_MSG.emailReadOnly }]);
      }
      const { nickName, contactMobile, companyName, businessCategory } = form;
      const avatar = form.avatar ?? user.avatar;
      const updated = await db.transaction(async (tx) => {
        if (avatar !== user.avatar) {
          // The avatar is one of the user's own uploads (docs/uploads.md); the one it replaces is let go of.
          const attached = await attachUploads(tx, {
            userId: user.id,
            purpose: 'avatar',
            urls: avatar ? [avatar] : [],
            subject: avatarOf(user.id),
          });
          if (!attached.ok) throw badRequest(attached.reason, [{ field: 'avatar', message: attached.reason }]);
        }
        return queries.updateProfile(tx, user.id, { nickName, contactMobile, companyName, businessCategory, avatar });
      });
      // The session answers the new name from the next request on.
      await sessions.forget(user.id);
      return userInfoOf(updated ?? user);
    },

    /** A new password ends every session of the account, this one included: the user signs in again. */
    async updatePassword(form: UpdatePassword, actor: SessionUser): Promise<void> {
      authorize(actor, 'update', accountPolicy.of({ id: actor.userId }));
      const user = await signedInUser(actor);
      if (!(await verifyPassword(user.passwordHash, form.currentPassword))) {
        throw badRequest(ACCOUNT_MSG.currentPasswordWrong, [{ field: 'currentPassword', message: ACCOUNT_MSG.currentPasswordWrong }]);
      }
      refuseWeakPassword(form.password, user.email);
      await queries.updatePassword(db, user.id, await hashPassword(form.password));
      await sessions.endAllOf(user.id);
    },

    async resetPassword(form: ForgetPassword): Promise<void> {
      refuseWeakPassword(form.password, form.email);
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
