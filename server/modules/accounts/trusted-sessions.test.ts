import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { registerUser, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createSessions, TRUST_MS } from './sessions';

// Sessions trusted in the process for a while (decision 0068): what ends or changes them applies at once; what the
// process cannot know of (a change written by another process whose message was lost) applies after TRUST_MS.
let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await registerUser(t);
});
afterAll(() => t?.close());

const info = (token: string) => call(t, accountsCalls.info, {}, { headers: { [HEADER_SESSION_TOKEN]: token } });
const setRole = (role: string) => t.database.db.execute(sql`update app_user set role = ${role} where id = ${user.userId}`);

describe('a session the process trusts', () => {
  test('signed out, it ends at once', async () => {
    const token = String((await signIn(t, user.email, user.password)).headers[HEADER_SESSION_TOKEN]);
    okData(await info(token));
    okData(await info(token));
    okData(await callAs(t, { [HEADER_SESSION_TOKEN]: token }, accountsCalls.logout));
    expect((await info(token)).statusCode).toBe(401);
  });

  test('a new password ends the other sessions of the account at once', async () => {
    const other = String((await signIn(t, user.email, user.password)).headers[HEADER_SESSION_TOKEN]);
    okData(await info(other));
    const password = 'Another horse 43';
    const body = { currentPassword: user.password, password, confirmPassword: password };
    okData(await callAs(t, user.headers, accountsCalls.changePassword, { body }));
    expect((await info(other)).statusCode).toBe(401);
    expect((await info(user.token)).statusCode).toBe(401);
    user.password = password;
    user.token = String((await signIn(t, user.email, password)).headers[HEADER_SESSION_TOKEN]);
    user.headers = { [HEADER_SESSION_TOKEN]: user.token };
  });

  test('a change the process was not told of is read after the trust period, and a forget applies at once', async () => {
    let clock = Date.now();
    const sessions = createSessions(t.database.db, () => new Date(clock));
    expect(await sessions.resolve(user.token)).toMatchObject({ userId: user.userId, role: 'user' });
    await setRole('admin');
    // Trusted: the database is not asked again within the period.
    clock += TRUST_MS - 1;
    expect((await sessions.resolve(user.token))?.role).toBe('user');
    clock += 1;
    expect((await sessions.resolve(user.token))?.role).toBe('admin');
    // What this process (or the bus) is told of applies from the next request.
    await setRole('user');
    await sessions.forget(user.userId);
    expect((await sessions.resolve(user.token))?.role).toBe('user');
  });

  test('a read that overlapped a change is answered but not trusted afterwards', async () => {
    const sessions = createSessions(t.database.db);
    const reading = sessions.resolve(user.token);
    // The change lands while the read is under way: the read may have seen the old row, so it is not kept.
    await sessions.forget(user.userId);
    expect((await reading)?.userId).toBe(user.userId);
    await setRole('admin');
    try {
      expect((await sessions.resolve(user.token))?.role).toBe('admin');
    } finally {
      await setRole('user');
    }
  });

  test("another process's message drops the user's sessions here; one that names nobody drops them all", async () => {
    const sessions = createSessions(t.database.db);
    await sessions.resolve(user.token);
    await setRole('admin');
    try {
      sessions.heard(String(user.userId + 1));
      expect((await sessions.resolve(user.token))?.role).toBe('user');
      sessions.heard(String(user.userId));
      expect((await sessions.resolve(user.token))?.role).toBe('admin');
      await setRole('user');
      sessions.heard('garbled');
      expect((await sessions.resolve(user.token))?.role).toBe('user');
    } finally {
      await setRole('user');
    }
  });
});
