import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { mailedCode, nextAddress, registerUser, sendCode, signIn } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { insertUser } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
const newEmail = () => `strength${process.pid}-${++n}@example.com`;

const codes = new Map<string, string>();

/** Registers with the address's one mailed code (a refused password does not use it up). */
async function register(email: string, password: string) {
  const remoteAddress = nextAddress();
  if (!codes.has(email)) {
    expect((await sendCode(t, email, 'REGISTER', remoteAddress)).statusCode).toBe(200);
    codes.set(email, await mailedCode(t, email));
  }
  return call(
    t,
    accountsCalls.register,
    { body: { email, code: codes.get(email), password, confirmPassword: password, nickName: 'Strength' } },
    { remoteAddress },
  );
}

describe('new passwords', () => {
  test('one of the most common passwords is refused at the password field, and the code stays usable', async () => {
    const email = newEmail();
    for (const weak of ['password1234', 'qwertyuiop', '123456789']) {
      const body = expectFailure(await register(email, weak), 400, 'password');
      expect(body.msg).toContain(ACCOUNT_MSG.passwordTooCommon);
    }
    okData(await register(email, 'Frozen prawns 2026'));
  });

  test("the user's own e-mail address (or its name part) is refused", async () => {
    const email = newEmail();
    expectFailure(await register(email, email), 400, 'password');
    const body = expectFailure(await register(email, `${email.split('@')[0]}!`), 400, 'password');
    expect(body.msg).toContain(ACCOUNT_MSG.passwordHasEmail);
  });

  test('a changed password is held to the same rule', async () => {
    const user = await registerUser(t);
    const res = await call(
      t,
      accountsCalls.changePassword,
      { body: { currentPassword: user.password, password: 'iloveyou', confirmPassword: 'iloveyou' } },
      { headers: user.headers },
    );
    expectFailure(res, 400, 'password');
  });

  test('a password is matched whatever Unicode form the device typed it in (NFC before hashing and checking)', async () => {
    const composed = 'Café crème 42 brûlée';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    const user = await registerUser(t, { password: decomposed });
    okData(await signIn(t, user.email, composed));
    okData(await signIn(t, user.email, decomposed));
  });

  test('an account whose hash was made before normalisation still signs in with the password as typed', async () => {
    const typed = 'Ångström pass 77'.normalize('NFD');
    const email = newEmail();
    await insertUser(t.database.db, { email, passwordHash: await hash(typed), nickName: 'Legacy' });
    okData(await signIn(t, email, typed));
  });
});
