import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { ACCOUNT_MSG, DEVICE_COOKIE } from '../../../contracts/accounts/codes';
import { mailedCode, nextAddress, registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { jobsSettled } from '../../test-support/jobs';
import { readableMail } from '../../test-support/mime';
import { outboxMails } from '../../test-support/outbox';

/**
 * Nobody locks out anyone (docs/accounts.md 'Sign-in limits'): a guesser's failures from other addresses make the
 * account ask browsers it does not know for a mailed sign-in code; the rightful user gets in from a fresh browser with
 * password and code, while the guesser stays throttled and never gets in.
 */
let t: TestApp;
let victim: SignedInUser;
const ATTACKER = ['198.51.100.160', '198.51.100.161', '198.51.100.162', '198.51.100.163', '198.51.100.164'];
const FRESH_BROWSER = '198.51.100.165';
const SECOND_BROWSER = '198.51.100.166';
const ATTACKER_ELSEWHERE = '198.51.100.167';

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  victim = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

const login = (remoteAddress: string, password: string, code?: string) =>
  call(t, accountsCalls.login, { body: { email: victim.email, password, ...(code ? { code } : {}) } }, { remoteAddress });

const signInCodeMails = async () =>
  (await outboxMails(t)).map(readableMail).filter((mail) => mail.includes(`To: ${victim.email}`) && /sign-in code/.test(mail));

describe('a guesser elsewhere cannot lock the rightful user out', () => {
  test('after failures from other addresses, a fresh browser of the user gets in with the mailed code; the guesser does not', async () => {
    // The guesser: one failure from each of five addresses locks the account for browsers it does not know...
    for (const ip of ATTACKER) expect(expectFailure(await login(ip, 'Guessed password 1'), 400).msg).toBe(ACCOUNT_MSG.loginFailed);
    // ...and it keeps guessing from the first, which it locks too.
    for (let i = 0; i < 4; i++) expectFailure(await login(ATTACKER[0]!, `Guessed password 1${i}`), 400);

    // The user, from a new browser with the right password: no session yet, a code is mailed.
    const asked = await login(FRESH_BROWSER, victim.password);
    const refusal = expectFailure(asked, 400);
    expect(refusal.msg).toBe(ACCOUNT_MSG.loginCodeMailed);
    expect(asked.cookies.find((c) => c.name === DEVICE_COOKIE)).toBeUndefined();
    await jobsSettled(t);
    expect(await signInCodeMails()).toHaveLength(1);
    const code = await mailedCode(t, victim.email);

    // The guesser's wrong password gets the very same answer (it learns nothing) and mails nothing.
    const guessed = expectFailure(await login(ATTACKER_ELSEWHERE, 'Guessed password 2'), 400);
    expect(guessed).toEqual(refusal);
    await jobsSettled(t);
    expect(await signInCodeMails()).toHaveLength(1);
    // A wrong password with the real code (or any code) does not sign in either.
    expect(expectFailure(await login(ATTACKER_ELSEWHERE, 'Guessed password 3', code), 400).msg).toBe(ACCOUNT_MSG.loginCodeFailed);

    // The user types the code with the password: signed in, and the browser is trusted from now on.
    const signedIn = await login(FRESH_BROWSER, victim.password, code);
    expect(okData(signedIn)).toMatchObject({ userId: victim.userId });
    expect(signedIn.cookies.find((c) => c.name === DEVICE_COOKIE)?.value).toBeTruthy();

    // The code works once: the right password with the used code, from another new browser, is refused.
    expect(expectFailure(await login(SECOND_BROWSER, victim.password, code), 400).msg).toBe(ACCOUNT_MSG.loginCodeFailed);
    // The guesser's own addresses stay throttled, even with the right password.
    expect(expectFailure(await login(ATTACKER[0]!, victim.password), 429).msg).toBe(ACCOUNT_MSG.loginTooMany);
  });

  test('a guesser who knows the password still needs the code from the mailbox; five wrong codes retire it', async () => {
    const ip = SECOND_BROWSER;
    // Failures again, so the account is locked whatever time the first test took.
    for (let i = 0; i < 5; i++) expectFailure(await login(nextAddress(), 'Guessed password 4'), 400);
    // The first code was asked over 30 s ago (the resend wait), so the right password mails a new one.
    await t.database.db.execute(sql`update email_code set created_at = created_at - interval '1 minute' where email = ${victim.email}`);
    expect(expectFailure(await login(ip, victim.password), 400).msg).toBe(ACCOUNT_MSG.loginCodeMailed);
    await jobsSettled(t);
    expect(await signInCodeMails()).toHaveLength(2);
    for (const guess of ['000000', '111111', '222222', '333333', '444444'])
      expect(expectFailure(await login(nextAddress(), victim.password, guess), 400).msg).toBe(ACCOUNT_MSG.loginCodeFailed);
    // Retired: even the mailed code no longer works.
    const retired = await mailedCode(t, victim.email);
    expect(expectFailure(await login(ip, victim.password, retired), 400).msg).toBe(ACCOUNT_MSG.loginCodeFailed);
  });
});
