import type { z } from 'zod';
import type { emailLoginBody } from '../../../contracts/accounts/models';
import { ACCOUNT, ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import type { Db } from '../../db/client';
import { badRequest, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { auditActorOf, recordAudit } from '../../shared/audit/index';
import { createDeviceTokens } from './devices';
import type { EmailCodes } from './email-codes';
import { verifyPassword } from './passwords';
import { isAdministrator, maySignIn } from './policies';
import * as queries from './queries';
import type { SessionClient } from './sessions';

type Login = z.output<typeof emailLoginBody>;

/** Who is signing in: their address (for the abuse limits), browser and any token they already hold. */
export interface SignInClient extends SessionClient {
  ip: string;
  /** The request's id, for the audit entry of a sign-in to an administrator's account. */
  requestId: string;
  /** The device cookie the browser holds, if any (devices.ts). */
  device?: string;
}

/** The answer to a browser the account does not know while failures lock it: the same whether or not the password was right. */
const codeMailed = () => badRequest(ACCOUNT_MSG.loginCodeMailed, [{ field: 'code', message: ACCOUNT_MSG.loginCodeMailed }]);
const codeFailed = () => badRequest(ACCOUNT_MSG.loginCodeFailed, [{ field: 'code', message: ACCOUNT_MSG.loginCodeFailed }]);

/**
 * Checks a sign-in's password, its limits and, while failures lock the account, its mailed code (docs/accounts.md
 * 'Sign-in limits'). A browser holding the account's device cookie counts only its own failures. Any other client
 * counts against its address and the account: five failures in a minute from an address answer 429 there; five on
 * the account make every browser it does not know prove it reads the account's mail: the right password mails a
 * one-time sign-in code, and only the password with that code signs in. A guesser elsewhere thus slows the account
 * down but never shuts its owner out, and learns nothing new (a wrong password gets the same answer as a right one).
 * Answers the user allowed in; throws the envelope's error otherwise.
 */
export function createSignInCheck(db: Db, codes: EmailCodes, options: { secret: string; limits: LimitStore }) {
  const devices = createDeviceTokens(options.secret);
  const failedByIp = new WindowCounter(options.limits, 'login-ip', ACCOUNT.loginAttemptsPerMinute, 60_000);
  const failedByAccount = new WindowCounter(options.limits, 'login-account', ACCOUNT.loginAttemptsPerMinute, 60_000);
  const failedByDevice = new WindowCounter(options.limits, 'login-device', ACCOUNT.loginAttemptsPerMinute, 60_000);

  /**
   * Sign-ins to an administrator's account are audited, right or wrong, with the address and browser they came
   * from; the entry's actor is the account the attempt named (who really tried is unknown on a failure).
   */
  async function auditAdminSignIn(
    user: queries.UserRow,
    client: SignInClient,
    action: AuditAction,
    refused?: 'password' | 'disabled' | 'code',
  ) {
    if (!isAdministrator(user)) return;
    const actor = auditActorOf({ userId: user.id, email: user.email, role: 'admin' }, client.requestId);
    const after = { ip: client.ip, userAgent: client.userAgent.slice(0, 300), ...(refused ? { refused } : {}) };
    await recordAudit(db, actor, { action, subjectType: 'user' satisfies AuditSubject, subjectId: user.id, before: null, after });
  }

  /** The account when the password is right, else undefined (the failure counted and audited). */
  async function passwordHolder(form: Login, client: SignInClient, device: string | undefined): Promise<queries.UserRow | undefined> {
    const user = await queries.findUserByEmail(db, form.email);
    if ((await verifyPassword(user?.passwordHash, form.password)) && user) return user;
    if (device) await failedByDevice.hit(device);
    else await Promise.all([failedByIp.hit(client.ip), failedByAccount.hit(form.email)]);
    if (user) await auditAdminSignIn(user, client, 'user.signInFailed', 'password');
    return undefined;
  }

  /** Mails the account a sign-in code, unless one went out moments ago (that one still works) or the address asked too many. */
  async function mailCode(user: queries.UserRow, client: SignInClient): Promise<void> {
    try {
      await codes.send(user.email, 'SIGN_IN', client.ip, queries.languageOfUser(user));
    } catch (err) {
      if (!(err instanceof TooManyRequests)) throw err;
    }
  }

  /** The user a locked account lets in from a browser it does not know: the right password and the mailed code. */
  async function withCode(form: Login, client: SignInClient): Promise<queries.UserRow> {
    const user = await passwordHolder(form, client, undefined);
    if (!user) throw form.code ? codeFailed() : codeMailed();
    if (!form.code) {
      await mailCode(user, client);
      throw codeMailed();
    }
    if (!(await codes.use(user.email, 'SIGN_IN', form.code))) {
      await failedByIp.hit(client.ip);
      await auditAdminSignIn(user, client, 'user.signInFailed', 'code');
      throw codeFailed();
    }
    return user;
  }

  return {
    /** The user signing in and a fresh device cookie for their browser; a refusal is thrown. */
    async check(form: Login, client: SignInClient): Promise<{ user: queries.UserRow; device: string }> {
      const device = devices.trusted(client.device, form.email);
      let user: queries.UserRow | undefined;
      if (device) {
        const wait = await failedByDevice.retryAfter(device);
        if (wait) throw new TooManyRequests(ACCOUNT_MSG.loginTooMany, wait);
        user = await passwordHolder(form, client, device);
      } else {
        const [ipWait, accountWait] = await Promise.all([failedByIp.retryAfter(client.ip), failedByAccount.retryAfter(form.email)]);
        if (ipWait) throw new TooManyRequests(ACCOUNT_MSG.loginTooMany, ipWait);
        user = accountWait ? await withCode(form, client) : await passwordHolder(form, client, undefined);
      }
      if (!user) throw badRequest(ACCOUNT_MSG.loginFailed);
      if (!maySignIn(user)) {
        await auditAdminSignIn(user, client, 'user.signInFailed', 'disabled');
        throw badRequest(ACCOUNT_MSG.accountDisabled);
      }
      await auditAdminSignIn(user, client, 'user.signIn');
      return { user, device: devices.issue(user.email) };
    },
  };
}
