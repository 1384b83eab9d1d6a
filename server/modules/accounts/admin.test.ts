import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { adminCalls } from '../../../contracts/admin/calls';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { registerUser, signIn } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { ensureAdmin } from './admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(async () => {
  await t?.close();
});

const forget = (id: number) => t.app.forgetSessionsOf(id);

describe('ensureAdmin (ADMIN_EMAIL and ADMIN_PASSWORD at start, npm run admin:create)', () => {
  test('creates the administrator, who signs in with the role admin', async () => {
    await expect(ensureAdmin(t.database.db, 'Admin@Example.com', 'Admin pass 123', forget)).resolves.toBe('created');
    expect(okData(await signIn(t, 'admin@example.com', 'Admin pass 123')).role).toBe('admin');
  });

  test('an unchanged password keeps the sessions; a new one replaces the hash and ends them', async () => {
    const token = String((await signIn(t, 'admin@example.com', 'Admin pass 123')).headers[HEADER_SESSION_TOKEN]);
    const headers = { [HEADER_SESSION_TOKEN]: token };
    await expect(ensureAdmin(t.database.db, 'admin@example.com', 'Admin pass 123', forget)).resolves.toBe('unchanged');
    okData(await call(t, accountsCalls.info, {}, { headers }));
    await expect(ensureAdmin(t.database.db, 'admin@example.com', 'New admin pass 1', forget)).resolves.toBe('updated');
    expectFailure(await call(t, accountsCalls.info, {}, { headers }), 401);
    expectFailure(await signIn(t, 'admin@example.com', 'Admin pass 123'), 400);
    okData(await signIn(t, 'admin@example.com', 'New admin pass 1'));
  });

  test('promotes an existing user, whose session the running portal already trusts', async () => {
    const user = await registerUser(t);
    expect(okData(await call(t, accountsCalls.info, {}, { headers: user.headers })).role).toBe('user');
    await expect(ensureAdmin(t.database.db, user.email, user.password, forget)).resolves.toBe('updated');
    // The same session reaches the administrators' calls from its next request.
    okData(await call(t, adminCalls.me, {}, { headers: user.headers }));
    const { rows } = (await t.database.db.execute(sql`select role from app_user where id = ${user.userId}`)) as unknown as {
      rows: { role: string }[];
    };
    expect(rows[0]!.role).toBe('admin');
  });

  test('refuses a bad e-mail or a password outside 8 to 32 characters', async () => {
    await expect(ensureAdmin(t.database.db, 'not-an-email', 'Admin pass 123', forget)).rejects.toThrow();
    await expect(ensureAdmin(t.database.db, 'short@example.com', 'short', forget)).rejects.toThrow(/8 to 32/);
  });
});
