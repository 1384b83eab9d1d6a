import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT, ACCOUNT_MSG, type EmailCodePurpose } from '../../../contracts/accounts/codes';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contracts/core/languages';
import type { Db } from '../../db/client';
import { badRequest, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import type { JobQueue } from '../../shared/jobs/index';
import { insertMail, type MailOutbox } from '../../shared/mail/index';
import { codeMail, registeredNoticeMail } from './code-mails';
import * as queries from './queries';

export const ACCOUNT_CODE_JOB = 'account-code';

/** What a code request row holds until its job has decided: no code matches it (a digest is 64 hex digits). */
const undecided = () => `pending:${randomBytes(8).toString('hex')}`;

/**
 * Mailed verification codes: 6 digits, valid 10 minutes, once, only for their e-mail and purpose,
 * 5 wrong tries. A code is stored as an HMAC keyed by the session secret: a million possible codes
 * would fall to a plain hash at once, the keyed one needs the secret too.
 *
 * Asking for a code does the same work whether or not the address has an account (issue 13, 'No account
 * discovery'): the request is recorded and a job queued; the job looks the address up and mails a code, a
 * note to the owner of an address that is already registered, or nothing for a reset of an unknown address.
 */
export function createEmailCodes(
  db: Db,
  deps: { queue: JobQueue; mail: MailOutbox; secret: string; publicUrl: string; limits: LimitStore },
  now: () => Date = () => new Date(),
) {
  const perIp = new WindowCounter(deps.limits, 'codes-per-ip', ACCOUNT.codesPerHourPerIp, 60 * 60_000, () => now().getTime());
  const digest = (email: string, purpose: string, code: string) =>
    createHmac('sha256', deps.secret).update(`${purpose}\n${email}\n${code}`).digest('hex');

  // `language` is the page's that asked: the mail to an address without an account is written in it.
  deps.queue.define<{ requestId: number; language?: string }>(ACCOUNT_CODE_JOB, async ({ requestId, language: asked }) => {
    const request = await queries.findCodeRequest(db, requestId);
    // A newer request retired this one, or its code was decided already (a retried job): nothing more to do.
    if (!request || request.usedAt || !request.codeHash.startsWith('pending:')) return;
    const purpose = request.purpose as EmailCodePurpose;
    const user = await queries.findUserByEmail(db, request.email);
    // A reset or a sign-in code goes only to an account.
    if ((purpose === 'RESET' || purpose === 'SIGN_IN') && !user) return;
    // A mail to an account is in the account's language.
    const language = user ? queries.languageOfUser(user) : isLanguage(asked) ? asked : DEFAULT_LANGUAGE;
    if (purpose === 'REGISTER' && user) {
      // Nobody may register the address again; its owner learns that someone tried, and how to get back in.
      await queries.retireCodes(db, request.email, purpose, now());
      await deps.mail.send(registeredNoticeMail(request.email, `code:${request.id}`, deps.publicUrl, language));
      return;
    }
    const code = String(randomInt(0, 10 ** ACCOUNT.codeLength)).padStart(ACCOUNT.codeLength, '0');
    // The code and its mail are written together: a retried job finds the mail and leaves the code alone.
    const mailId = await db.transaction(async (tx) => {
      const id = await insertMail(tx, codeMail(request.email, purpose, code, `code:${request.id}`, language));
      if (id !== null) await queries.setCodeHash(tx, request.id, digest(request.email, purpose, code));
      return id;
    });
    if (mailId !== null) await deps.mail.dispatch([mailId]);
  });

  async function use(email: string, purpose: EmailCodePurpose, code: string): Promise<boolean> {
    const at = now();
    const active = await queries.findActiveCode(db, email, purpose, at);
    if (!active || active.attempts >= ACCOUNT.codeMaxWrongTries) return false;
    const expected = Buffer.from(active.codeHash, 'hex');
    const given = Buffer.from(digest(email, purpose, code), 'hex');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await queries.countWrongTry(db, active.id);
      return false;
    }
    return queries.useCode(db, active.id, at);
  }

  return {
    /** Records the request (limits apply) and queues the job that decides what to mail. */
    async send(email: string, purpose: EmailCodePurpose, ip: string, language: Language): Promise<void> {
      const ipWait = await perIp.retryAfter(ip);
      if (ipWait) throw new TooManyRequests(ACCOUNT_MSG.codeTooMany, ipWait);
      const at = now();
      // Per e-mail and purpose, so an address receives at most one mail per 30 s whatever is asked of it;
      // keying by purpose lets a user who has just registered reset at once.
      const last = await queries.latestCodeSentAt(db, email, purpose);
      const sinceLast = last ? at.getTime() - last.getTime() : Infinity;
      if (sinceLast < ACCOUNT.codeResendSeconds * 1000) {
        throw new TooManyRequests(ACCOUNT_MSG.codeTooSoon, Math.ceil((ACCOUNT.codeResendSeconds * 1000 - sinceLast) / 1000));
      }
      await perIp.hit(ip);
      const expiresAt = new Date(at.getTime() + ACCOUNT.codeLifetimeMs);
      const requestId = await queries.replaceCode(db, { email, purpose, codeHash: undecided(), createdAt: at, expiresAt });
      await deps.queue.enqueue(ACCOUNT_CODE_JOB, { requestId, language });
    },

    /** Uses up the code or throws a 400 naming `field`. Wrong tries count; the fifth wrong one retires the code. */
    async consume(email: string, purpose: EmailCodePurpose, code: string, field: string): Promise<void> {
      if (!(await use(email, purpose, code))) throw badRequest(ACCOUNT_MSG.codeInvalid, [{ field, message: ACCOUNT_MSG.codeInvalid }]);
    },

    /** Uses up the code and answers true, or answers false (a wrong try counts, as in consume). */
    use: (email: string, purpose: EmailCodePurpose, code: string): Promise<boolean> => use(email, purpose, code),
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
