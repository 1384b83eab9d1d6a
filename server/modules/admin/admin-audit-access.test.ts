import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { registerUser, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, callAs, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { ensureAdmin } from '../accounts/index';

/** Who gets into the admin shell and whose details an administrator opens are in the audit log (issue 30). */
let t: TestApp;
let alice: SignedInUser;
const admin = { email: 'audited-admin@example.com', password: 'Admin pass 123' };
let adminId: number;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await ensureAdmin(t.database.db, admin.email, admin.password, (id) => t.app.forgetSessionsOf(id));
  alice = await registerUser(t, { nickName: 'Alice Seafood' });
});
afterAll(() => t?.close());

describe('the audit log of admin access', () => {
  test("an administrator's sign-in is recorded with the address and browser it came from", async () => {
    const since = await lastAuditId(t);
    const res = await signIn(t, admin.email, admin.password, '203.0.113.40');
    adminId = okData<{ userId: number }>(res).userId;
    adminHeaders = { [HEADER_SESSION_TOKEN]: String(res.headers[HEADER_SESSION_TOKEN]) };
    const entries = await auditSince(t, since);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.signIn',
        actorId: adminId,
        actorEmail: admin.email,
        subjectType: 'user',
        subjectId: String(adminId),
        after: expect.objectContaining({ ip: '203.0.113.40' }),
        requestId: expect.any(String),
      }),
    ]);
    expect(entries[0]!.requestId).not.toBe('');
  });

  test("a wrong password for an administrator's account is recorded as a failed sign-in", async () => {
    const since = await lastAuditId(t);
    expect(expectFailure(await signIn(t, admin.email, 'Not the password 1', '203.0.113.41'), 400).msg).toBe(ACCOUNT_MSG.loginFailed);
    const entries = await auditSince(t, since);
    expect(entries.map((e) => [e.action, e.subjectId, e.after])).toEqual([
      ['user.signInFailed', String(adminId), expect.objectContaining({ ip: '203.0.113.41', refused: 'password' })],
    ]);
  });

  test('sign-ins to ordinary accounts, right or wrong, and to unknown addresses are not audited', async () => {
    const since = await lastAuditId(t);
    okData(await signIn(t, alice.email, alice.password));
    expectFailure(await signIn(t, alice.email, 'Not the password 1'), 400);
    expectFailure(await signIn(t, 'nobody-here@example.com', 'Not the password 1'), 400);
    expect(await auditSince(t, since)).toEqual([]);
  });

  test("an administrator's look at one user's details is recorded; the list, a missing user and their own are not", async () => {
    const since = await lastAuditId(t);
    okData(await callAs(t, adminHeaders, adminCalls.users));
    expect(okData<{ email: string }>(await callAs(t, adminHeaders, adminCalls.user, { params: { userId: alice.userId } })).email).toBe(
      alice.email,
    );
    expectFailure(await callAs(t, adminHeaders, adminCalls.user, { params: { userId: 999_999 } }), 404);
    okData(await callAs(t, adminHeaders, adminCalls.user, { params: { userId: adminId } }));
    const entries = await auditSince(t, since);
    expect(entries.map((e) => [e.action, e.actorId, e.subjectType, e.subjectId])).toEqual([
      ['user.read', adminId, 'user', String(alice.userId)],
    ]);
  });

  test('the audit list offers the new actions as filters', async () => {
    const page = okData<{ total: number }>(await callAs(t, adminHeaders, adminCalls.audit, { query: { action: 'user.read' } }));
    expect(page.total).toBe(1);
  });
});
