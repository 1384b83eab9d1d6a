import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { appUser, emailCode, userSession } from '../../db/schema/index';
import { mailedCode, nextAddress, sendCode } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  // The coarse per-minute limit of auth calls is lifted here so the hourly per-address code limit is what answers.
  t = await createTestApp({ seed: 'none', config: { rateLimit: { perMinute: 10_000, authPerMinute: 10_000 } } });
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Sea bass 2024!';
const form = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  email,
  code,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  nickName: 'Exporter',
  companyName: 'Nordic Fish AS',
  ...extra,
});
const register = (payload: object, remoteAddress = nextAddress()) => call(t, accountsCalls.register, { body: payload }, { remoteAddress });

describe('POST /api/email/send', () => {
  test('mails a 6-digit code to the address, stored only as a hash', async () => {
    const email = 'first@example.com';
    okData(await sendCode(t, email, 'REGISTER'));
    const code = await mailedCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(emailCode)
      .where(sql`${emailCode.email} = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(10 * 60_000);
  });

  test('refuses a bad address, an unknown type, and a second code within 30 seconds', async () => {
    const bad = expectFailure(await sendCode(t, 'not-an-email', 'REGISTER'), 400, 'to');
    expect(bad.msg).toContain(ACCOUNT_MSG.emailFormat);
    expectFailure(await call(t, accountsCalls.sendCode, { body: { to: 'a@example.com', type: 'LOGIN' } }), 400, 'type');
    okData(await sendCode(t, 'twice@example.com', 'REGISTER'));
    const again = await sendCode(t, 'twice@example.com', 'REGISTER');
    expect(expectFailure(again, 429).msg).toBe(ACCOUNT_MSG.codeTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('allows 10 codes an hour from one address, then answers 429', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 10; i++) okData(await sendCode(t, `burst${i}@example.com`, 'REGISTER', ip));
    expect(expectFailure(await sendCode(t, 'burst10@example.com', 'REGISTER', ip), 429).msg).toBe(ACCOUNT_MSG.codeTooMany);
  });
});

describe('POST /api/email/registration', () => {
  test('registers with the mailed code, signs the user in, and keeps only an Argon2id hash', async () => {
    const email = 'Buyer@Example.com';
    okData(await sendCode(t, email, 'REGISTER'));
    const res = await register(form(email, await mailedCode(t, 'buyer@example.com')));
    const user = okData(res);
    expect(user).toMatchObject({ email: 'buyer@example.com', nickName: 'Exporter', companyName: 'Nordic Fish AS', role: 'user' });
    const token = String(res.headers[HEADER_SESSION_TOKEN]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = okData(await call(t, accountsCalls.info, {}, { headers: { [HEADER_SESSION_TOKEN]: token } }));
    expect(info.userId).toBe(user.userId);

    const [stored] = await t.database.db
      .select()
      .from(appUser)
      .where(sql`${appUser.id} = ${user.userId}`);
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const sessions = await t.database.db
      .select()
      .from(userSession)
      .where(sql`${userSession.userId} = ${user.userId}`);
    expect(sessions.map((s) => s.tokenHash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(sessions[0]!.tokenHash).not.toBe(token);
    const dump = JSON.stringify(await t.database.db.execute(sql`select * from app_user, user_session, email_code`));
    expect(dump).not.toContain(PASSWORD);
    expect(dump).not.toContain(token);
  });

  test('a code works once', async () => {
    const email = 'once@example.com';
    okData(await sendCode(t, email, 'REGISTER'));
    const code = await mailedCode(t, email);
    okData(await register(form(email, code)));
    // The same address again, or another address, with the used code: refused.
    expect(expectFailure(await register(form(email, code)), 400, 'code').msg).toBe(ACCOUNT_MSG.codeInvalid);
    const reuse = expectFailure(await register(form('other@example.com', code)), 400, 'code');
    expect(reuse.msg).toBe(ACCOUNT_MSG.codeInvalid);
  });

  test("a wrong code, another e-mail's code, and an expired code are refused", async () => {
    const email = 'careful@example.com';
    okData(await sendCode(t, email, 'REGISTER'));
    const code = await mailedCode(t, email);
    const wrong = code === '000000' ? '000001' : '000000';
    expectFailure(await register(form(email, wrong)), 400, 'code');

    okData(await sendCode(t, 'someone@example.com', 'REGISTER'));
    expectFailure(await register(form(email, await mailedCode(t, 'someone@example.com'))), 400, 'code');

    await t.database.db.execute(sql`update email_code set expires_at = now() - interval '1 second' where email = ${email}`);
    expectFailure(await register(form(email, code)), 400, 'code');
  });

  test('five wrong tries retire the code, even for the right one after them', async () => {
    const email = 'guesser@example.com';
    okData(await sendCode(t, email, 'REGISTER'));
    const code = await mailedCode(t, email);
    const wrong = code === '111111' ? '222222' : '111111';
    for (let i = 0; i < 5; i++) expectFailure(await register(form(email, wrong)), 400, 'code');
    expectFailure(await register(form(email, code)), 400, 'code');
  });

  test('the form follows §5: required fields, matching passwords, 8 to 32 characters', async () => {
    const mismatch = expectFailure(
      await register(form('x@example.com', '123456', { confirmPassword: 'Other pass 1' })),
      400,
      'confirmPassword',
    );
    expect(mismatch.msg).toContain(ACCOUNT_MSG.passwordsInconsistentRegister);
    expect(
      expectFailure(await register(form('x@example.com', '123456', { password: 'short', confirmPassword: 'short' })), 400, 'password').msg,
    ).toContain(ACCOUNT_MSG.passwordLength);
    const long = 'x'.repeat(33);
    expectFailure(await register(form('x@example.com', '123456', { password: long, confirmPassword: long })), 400, 'password');
    expectFailure(await register(form('x@example.com', '123456', { nickName: '' })), 400, 'nickName');
    expectFailure(await register(form('x@example.com', '')), 400, 'code');
    expect(expectFailure(await register(form('x@', '123456')), 400, 'email').msg).toContain(ACCOUNT_MSG.emailFormat);
  });
});
