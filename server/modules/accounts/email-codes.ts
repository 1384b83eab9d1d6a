import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT, ACCOUNT_MSG, type EmailCodeType } from '../../../contracts/accounts/codes';
import { PRODUCT_NAME } from '../../../contracts/core/codes';
import type { Db } from '../../db/client';
import { AppError, badRequest, TooManyRequests } from '../../platform/envelope';
import type { Mailer } from '../../platform/mailer';
import { WindowCounter } from '../../platform/limits';
import * as queries from './queries';

const SUBJECT: Record<EmailCodeType, string> = {
  REGISTER: `Your ${PRODUCT_NAME} registration code`,
  RESET: `Your ${PRODUCT_NAME} password reset code`,
};

const PURPOSE_TEXT: Record<EmailCodeType, string> = {
  REGISTER: 'to finish registering',
  RESET: 'to set a new password',
};

/**
 * Mailed verification codes: 6 digits, valid 10 minutes, once, only for their e-mail and purpose,
 * 5 wrong tries. A code is stored as an HMAC keyed by the session secret: a million possible codes
 * would fall to a plain hash at once, the keyed one needs the secret too.
 */
export function createEmailCodes(db: Db, mailer: Mailer, secret: string, now: () => Date = () => new Date()) {
  const perIp = new WindowCounter(ACCOUNT.codesPerHourPerIp, 60 * 60_000);
  const digest = (email: string, purpose: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${email}\n${code}`).digest('hex');

  return {
    /** Mails a new code; `deliver` false records the request (limits apply) without mailing, for unknown accounts. */
    async send(email: string, purpose: EmailCodeType, ip: string, deliver = true): Promise<void> {
      const ipWait = perIp.retryAfter(ip);
      if (ipWait) throw new TooManyRequests(ACCOUNT_MSG.codeTooMany, ipWait);
      const at = now();
      // Per e-mail and purpose: REGISTER goes only to new addresses and RESET only to accounts, so an address
      // receives at most one code per 30 s; keying by purpose lets a user who has just registered reset at once.
      const last = await queries.latestCodeSentAt(db, email, purpose);
      const sinceLast = last ? at.getTime() - last.getTime() : Infinity;
      if (sinceLast < ACCOUNT.codeResendSeconds * 1000) {
        throw new TooManyRequests(ACCOUNT_MSG.codeTooSoon, Math.ceil((ACCOUNT.codeResendSeconds * 1000 - sinceLast) / 1000));
      }
      perIp.hit(ip);
      const code = String(randomInt(0, 10 ** ACCOUNT.codeLength)).padStart(ACCOUNT.codeLength, '0');
      const expiresAt = new Date(at.getTime() + ACCOUNT.codeLifetimeMs);
      await queries.replaceCode(db, { email, purpose, codeHash: digest(email, purpose, code), createdAt: at, expiresAt });
      if (!deliver) return;
      try {
        await mailer.send({
          to: email,
          subject: SUBJECT[purpose],
          text: [
            `Your verification code is ${code}`,
            '',
            `Enter it on ${PRODUCT_NAME} ${PURPOSE_TEXT[purpose]}. It works once and expires in ${ACCOUNT.codeLifetimeMs / 60_000} minutes.`,
            'If you did not ask for it, you can ignore this mail.',
          ].join('\n'),
        });
      } catch (err) {
        // The code was never seen by anyone: retire it and let the user ask again.
        await queries.retireCodes(db, email, purpose, at);
        throw Object.assign(new AppError(503, ACCOUNT_MSG.mailFailed), { cause: err });
      }
    },

    /** Uses up the code or throws a 400 naming `field`. Wrong tries count; the fifth wrong one retires the code. */
    async consume(email: string, purpose: EmailCodeType, code: string, field: string): Promise<void> {
      const at = now();
      const active = await queries.findActiveCode(db, email, purpose, at);
      const refuse = () => badRequest(ACCOUNT_MSG.codeInvalid, [{ field, message: ACCOUNT_MSG.codeInvalid }]);
      if (!active || active.attempts >= ACCOUNT.codeMaxWrongTries) throw refuse();
      const expected = Buffer.from(active.codeHash, 'hex');
      const given = Buffer.from(digest(email, purpose, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        await queries.countWrongTry(db, active.id);
        throw refuse();
      }
      if (!(await queries.useCode(db, active.id, at))) throw refuse();
    },
  };
}

export type EmailCodes = ReturnType<typeof createEmailCodes>;
