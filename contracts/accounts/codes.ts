import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Accounts and sessions: limits, codes and messages (§4, §5, §8). */

/** The session cookie; over https it is `__Host-` prefixed (Secure, Path=/, no Domain). */
export const SESSION_COOKIE = 'cmsp_session';
export const SESSION_COOKIE_HTTPS = `__Host-${SESSION_COOKIE}`;
/** The device cookie (OWASP): names the account a browser signed in to, so guessers elsewhere cannot lock it out. */
export const DEVICE_COOKIE = 'cmsp_device';

/** Accounts: passwords, mailed codes, sessions and their abuse limits. */
export const ACCOUNT = {
  /** §5 caps passwords at 32; 8 is the floor OWASP asks of a password-only sign-in. */
  passwordMin: 8,
  passwordMax: 32,
  nickNameMax: 50,
  fieldMax: 100,
  codeLength: 6,
  codeLifetimeMs: 10 * 60_000,
  codeMaxWrongTries: 5,
  /** The verify-code countdown (§9 'verify-code countdown 30 s'). */
  codeResendSeconds: 30,
  codesPerHourPerIp: 10,
  loginAttemptsPerMinute: 5,
  /** How long a browser stays trusted for its account after a sign-in (the device cookie's life), in seconds. */
  deviceCookieMaxAgeS: 365 * 24 * 60 * 60,
  /** A session ends after this long without a request... */
  sessionIdleMs: 12 * 60 * 60_000,
  /** ...and in any case this long after sign-in. */
  sessionLifetimeMs: 7 * 24 * 60 * 60_000,
  /** last_seen_at is written at most this often. */
  sessionTouchMs: 60_000,
  /** 'login success' shows this long before the page moves on (§8). */
  loginSuccessMs: 1_000,
} as const;

/** Purposes of a mailed code (§7 'POST email send: to, type'). */
export const EMAIL_CODE_TYPES = ['REGISTER', 'RESET'] as const;
export type EmailCodeType = (typeof EMAIL_CODE_TYPES)[number];
/**
 * Every purpose a code is mailed for: the two a visitor may ask for, a company application's work e-mail
 * (docs/companies.md), and the sign-in of a browser the account does not know while failures lock it (docs/accounts.md).
 */
export type EmailCodePurpose = EmailCodeType | 'WORK_EMAIL' | 'SIGN_IN';

/** Messages of the account forms and calls: the spec's words (§5, §8), the portal's own where it shows none. */
export const accountMessages = messageTable('spec-accounts', en, zh, {
  passwordLength: { min: ACCOUNT.passwordMin, max: ACCOUNT.passwordMax },
  codeTooSoon: { seconds: ACCOUNT.codeResendSeconds },
});
export const ACCOUNT_MSG = accountMessages.texts.en;
