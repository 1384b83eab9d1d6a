import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { emailCode, mailOutbox } from '../../db/schema/index';
import { mailedCode, nextAddress, registerUser, sendCode } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure } from '../../test-support/envelope';
import { jobsSettled } from '../../test-support/jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { rateLimit: { perMinute: 10_000, authPerMinute: 10_000 } } });
});
afterAll(async () => {
  await t?.close();
});

/** Every mail the app wrote for this address (no SMTP_URL: one .eml file each), once the queue is idle. */
async function mailsTo(email: string): Promise<string[]> {
  await jobsSettled(t);
  const outbox = join(t.config.dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox);
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((mail) => mail.toLowerCase().includes(`\nto: ${email.toLowerCase()}\n`));
}

/** What a caller can see of an answer: its status and its body. */
const seen = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });

describe('asking for a code reveals nothing about accounts', () => {
  test('a reset code: the same status and body for a known and an unknown address; only the account is mailed', async () => {
    const user = await registerUser(t);
    const known = await sendCode(t, user.email, 'RESET');
    const unknown = await sendCode(t, 'nobody-here@example.com', 'RESET');
    expect(seen(unknown)).toEqual(seen(known));
    expect(known.statusCode).toBe(200);
    expect(await mailedCode(t, user.email)).toMatch(/^\d{6}$/);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    // The 30-second limit answers alike too.
    expect(seen(await sendCode(t, 'nobody-here@example.com', 'RESET'))).toEqual(seen(await sendCode(t, user.email, 'RESET')));
  });

  test('a registration code for a registered address answers like any other and mails the owner instead', async () => {
    const user = await registerUser(t);
    // The account was registered a while ago, not within the last 30 s (the resend limit would answer first).
    await t.database.db
      .update(emailCode)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(emailCode.email, user.email));
    const before = (await mailsTo(user.email)).length;
    const taken = await sendCode(t, user.email, 'REGISTER');
    const fresh = await sendCode(t, 'brand-new@example.com', 'REGISTER');
    expect(seen(taken)).toEqual(seen(fresh));
    expect(taken.statusCode).toBe(200);
    const notices = (await mailsTo(user.email)).slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain('already has an account');
    expect(notices[0]).not.toMatch(/verification code is \d{6}/);
    expect(await mailedCode(t, 'brand-new@example.com')).toMatch(/^\d{6}$/);
  });

  test('registering a taken address is refused for the code first, so a guess learns nothing', async () => {
    const user = await registerUser(t);
    const form = { email: user.email, code: '123456', password: 'Pass word 42', confirmPassword: 'Pass word 42', nickName: 'X' };
    const res = await call(t, accountsCalls.register, { body: form }, { remoteAddress: nextAddress() });
    expect(expectFailure(res, 400, 'code').msg).toBe(ACCOUNT_MSG.codeInvalid);
  });

  test('a mailed code leaves the outbox once it is sent: only its metadata stays', async () => {
    await sendCode(t, 'outbox-check@example.com', 'REGISTER');
    const code = await mailedCode(t, 'outbox-check@example.com');
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox-check@example.com'));
    expect(row).toMatchObject({ sensitive: true, text: '', sentAt: expect.any(Date) });
    expect(JSON.stringify(row)).not.toContain(code);
  });
});
