import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { type EmailCodeType } from '../../contracts/accounts/codes';
import type { TestApp } from './app';
import { call } from './calls';
import { jobsSettled } from './jobs';

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
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(mail));
  const code = /verification code is (\d{6})/.exec(mails.at(-1) ?? '')?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

export async function sendCode(t: TestApp, email: string, type: EmailCodeType, remoteAddress = nextAddress()) {
  return call(t, accountsCalls.sendCode, { body: { to: email, type } }, { remoteAddress });
}

/** Registers a new user with a mailed code, exactly as the register page does, and returns the session it starts. */
export async function registerUser(
  t: TestApp,
  options: { email?: string; password?: string; nickName?: string } = {},
): Promise<SignedInUser> {
  const remoteAddress = nextAddress();
  const email = options.email ?? `user${process.pid}-${sequence}-${Date.now()}@example.com`;
  const password = options.password ?? 'Correct horse 42';
  const sent = await sendCode(t, email, 'REGISTER', remoteAddress);
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await mailedCode(t, email);
  const body = { email, code, password, confirmPassword: password, nickName: options.nickName ?? 'Tester' };
  const res = await call(t, accountsCalls.register, { body }, { remoteAddress });
  expect(res.statusCode, res.body).toBe(200);
  const token = String(res.headers[HEADER_SESSION_TOKEN]);
  return { userId: res.json().data.userId, email, password, token, remoteAddress, headers: { [HEADER_SESSION_TOKEN]: token } };
}

/** Signs in through the login call; returns the new session token. */
export async function signIn(t: TestApp, email: string, password: string, remoteAddress = nextAddress()) {
  return call(t, accountsCalls.login, { body: { email, password } }, { remoteAddress });
}
