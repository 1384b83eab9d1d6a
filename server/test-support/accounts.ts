import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { HEADER_LANG, HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { langOf, type Language } from '../../contracts/core/languages';
import { type EmailCodeType } from '../../contracts/accounts/codes';
import type { TestApp } from './app';
import { call } from './calls';
import { jobsSettled } from './jobs';
import { readableMail } from './mime';

/** A user registered through the product's own calls, and how to act as them. */
export interface SignedInUser {
  userId: number;
  email: string;
  password: string;
  token: string;
  /** The client address the user's calls come from (each test user gets its own, as real users have). */
  remoteAddress: string;
  /** Headers that act as this user: the documented session header. */
  headers: Record<string, string>;
}

let sequence = 0;

/** A distinct client address per call, so one test's users do not share the per-address limits. */
export function nextAddress(): string {
  sequence += 1;
  return `10.${(process.pid >> 8) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`;
}

/** The code in the newest mail the app wrote to its outbox for this address (no SMTP_URL in tests), once the queue is idle. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  await jobsSettled(t);
  const outbox = join(t.config.dataDir, 'outbox');
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readableMail(readFileSync(join(outbox, name), 'utf8')))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(mail));
  const code = codeIn(mails.at(-1) ?? '');
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** The verification code in a readable mail, in either language. */
export const codeIn = (mail: string): string | undefined => /(?:verification code is|验证码是) (\d{6})/.exec(mail)?.[1];

/** How a test registers a user: the page's language (the lang header of its calls) and where its code is read. */
export interface RegisterOptions {
  email?: string;
  password?: string;
  nickName?: string;
  /** The language of the page the user registers from; English when left out. */
  language?: Language;
  /** Reads the mailed code (an SMTP sink's); the outbox's files when left out. */
  code?: (email: string) => Promise<string>;
}

export async function sendCode(t: TestApp, email: string, type: EmailCodeType, remoteAddress = nextAddress(), language?: Language) {
  return call(t, accountsCalls.sendCode, { body: { to: email, type } }, { remoteAddress, headers: langHeader(language) });
}

/** The spec's lang header of a page in a language; none for the default. */
const langHeader = (language: Language | undefined): Record<string, string> => (language ? { [HEADER_LANG]: langOf(language) } : {});

/** Registers a new user with a mailed code, exactly as the register page does, and returns the session it starts. */
export async function registerUser(t: TestApp, options: RegisterOptions = {}): Promise<SignedInUser> {
  const remoteAddress = nextAddress();
  const email = options.email ?? `user${process.pid}-${sequence}-${Date.now()}@example.com`;
  const password = options.password ?? 'Correct horse 42';
  const sent = await sendCode(t, email, 'REGISTER', remoteAddress, options.language);
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await (options.code ?? ((to: string) => mailedCode(t, to)))(email);
  const body = { email, code, password, confirmPassword: password, nickName: options.nickName ?? 'Tester' };
  const res = await call(t, accountsCalls.register, { body }, { remoteAddress, headers: langHeader(options.language) });
  expect(res.statusCode, res.body).toBe(200);
  const token = String(res.headers[HEADER_SESSION_TOKEN]);
  return { userId: res.json().data.userId, email, password, token, remoteAddress, headers: { [HEADER_SESSION_TOKEN]: token } };
}

/** Signs in through the login call; returns the new session token. */
export async function signIn(t: TestApp, email: string, password: string, remoteAddress = nextAddress()) {
  return call(t, accountsCalls.login, { body: { email, password } }, { remoteAddress });
}
