import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { adminCalls } from '../../../contracts/admin/calls';
import type { AdminUser, AuditEntry } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import { registerUser, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { expectOneAudit, lastAuditId, send, signInAdmin, type AdminSession } from './admin-test-kit';

let t: TestApp;
let admin: AdminSession;
let alice: SignedInUser;
let bob: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await signInAdmin(t);
  alice = await registerUser(t, { nickName: 'Alice Seafood' });
  bob = await registerUser(t, { nickName: 'Bob Meats' });
});
afterAll(() => t?.close());

const as = (headers = admin.headers) => ({
  users: async (query: Record<string, string | number> = {}) =>
    okData<Page<AdminUser>>(await send(t, headers, adminCalls.users, { query })),
  user: async (userId: number) => okData<AdminUser>(await send(t, headers, adminCalls.user, { params: { userId } })),
});
const change = (call: typeof adminCalls.disableUser, userId: number, headers = admin.headers) =>
  send(t, headers, call, { params: { userId } });
const userInfo = (user: SignedInUser) => callAs(t, user.headers, accountsCalls.info);

describe('users: search and view', () => {
  test('lists users newest first with the total, by keyword on e-mail or nickname', async () => {
    const all = await as().users();
    expect(all.total).toBe(3);
    expect(all.list.map((u) => u.userId)).toEqual([bob.userId, alice.userId, admin.userId]);
    expect((await as().users({ keyword: 'alice sea' })).list.map((u) => u.email)).toEqual([alice.email]);
    expect((await as().users({ keyword: bob.email.split('@')[0]!.toUpperCase() })).list.map((u) => u.userId)).toEqual([bob.userId]);
    expect((await as().users({ keyword: '%' })).total).toBe(0);
  });

  test('filters by role and by status, and pages 10 or 20 at a time', async () => {
    expect((await as().users({ role: 'admin' })).list.map((u) => u.userId)).toEqual([admin.userId]);
    expect((await as().users({ role: 'user' })).total).toBe(2);
    expect((await as().users({ status: 'disabled' })).total).toBe(0);
    expect((await as().users({ status: 'active', limit: 20 })).total).toBe(3);
    expect((await as().users({ page: 2, limit: 10 })).list).toEqual([]);
  });

  test('views one user: profile, role, created, sessions; never the password hash', async () => {
    const view = await as().user(alice.userId);
    expect(view).toEqual({
      userId: alice.userId,
      email: alice.email,
      nickName: 'Alice Seafood',
      avatar: '',
      contactMobile: '',
      companyName: '',
      businessCategory: '',
      role: 'user',
      // The language the user's mails and notifications are in (registered from an English page).
      language: 'en',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      disabledAt: null,
      sessionCount: 1,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expectFailure(await send(t, admin.headers, adminCalls.user, { params: { userId: 999_999 } }), 404);
  });

  test.each([
    ['a limit other than 10 or 20', { limit: 15 }, 'limit'],
    ['a limit of 100', { limit: 100 }, 'limit'],
    ['page 0', { page: 0 }, 'page'],
    ['an unknown role', { role: 'root' }, 'role'],
    ['an unknown status', { status: 'gone' }, 'status'],
    ['an over-long keyword', { keyword: 'k'.repeat(101) }, 'keyword'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    expectFailure(await callAs(t, admin.headers, adminCalls.users, { query }), 400, field);
  });

  test('refuses a user id that is not a number', async () => {
    expectFailure(await callAs(t, admin.headers, adminCalls.user, { params: { userId: 'abc' } }), 400, 'userId');
  });
});

describe('users: disable and enable', () => {
  test('disabling ends every session, blocks sign-in, and writes one audit entry', async () => {
    const second = await signIn(t, alice.email, alice.password);
    okData(second);
    const since = await lastAuditId(t);
    const disabled = okData<AdminUser>(await change(adminCalls.disableUser, alice.userId));
    expect(disabled).toMatchObject({ disabledAt: expect.any(String), sessionCount: 0 });
    expectFailure(await userInfo(alice), 401);
    expectFailure(await signIn(t, alice.email, alice.password), 400);
    expect((await as().users({ status: 'disabled' })).list.map((u) => u.userId)).toEqual([alice.userId]);

    const entry = await expectOneAudit(t, since, 'user.disable');
    expect(entry).toMatchObject({ actorId: admin.userId, actorEmail: admin.email, subjectType: 'user', subjectId: String(alice.userId) });
    expect(entry.before).toEqual({ email: alice.email, role: 'user', disabledAt: null });
    expect(entry.after).toEqual({ email: alice.email, role: 'user', disabledAt: disabled.disabledAt });
    expect(entry.requestId).not.toBe('');
  });

  test('enabling lets the user sign in again, with one audit entry', async () => {
    const since = await lastAuditId(t);
    expect(okData<AdminUser>(await change(adminCalls.enableUser, alice.userId)).disabledAt).toBeNull();
    okData(await signIn(t, alice.email, alice.password));
    const entry = await expectOneAudit(t, since, 'user.enable');
    expect(entry.before).toMatchObject({ disabledAt: expect.any(String) });
    expect(entry.after).toMatchObject({ disabledAt: null });
  });

  test('an administrator cannot disable or demote themself; nothing changes and nothing is audited', async () => {
    const since = await lastAuditId(t);
    expectFailure(await change(adminCalls.disableUser, admin.userId), 403);
    expectFailure(await change(adminCalls.removeAdmin, admin.userId), 403);
    expect(await as().user(admin.userId)).toMatchObject({ role: 'admin', disabledAt: null });
    okData(await send(t, admin.headers, adminCalls.me));
    expect(await lastAuditId(t)).toBe(since);
  });

  test('an unknown user is a 404 and writes nothing', async () => {
    const since = await lastAuditId(t);
    expectFailure(await change(adminCalls.disableUser, 999_999), 404);
    expect(await lastAuditId(t)).toBe(since);
  });
});

describe('users: grant and remove admin', () => {
  test('a granted administrator reaches the admin calls; once removed, they get 404 again', async () => {
    expectFailure(await send(t, bob.headers, adminCalls.me), 404);
    let since = await lastAuditId(t);
    expect(okData<AdminUser>(await change(adminCalls.grantAdmin, bob.userId)).role).toBe('admin');
    let entry = await expectOneAudit(t, since, 'user.grantAdmin');
    expect([entry.before, entry.after]).toMatchObject([{ role: 'user' }, { role: 'admin' }]);
    // A role change reaches the sessions the user already has from their next request (decision 0068).
    okData(await send(t, bob.headers, adminCalls.me));

    // Bob, now an administrator, may demote the first one; the first may demote Bob.
    since = await lastAuditId(t);
    expect(okData<AdminUser>(await change(adminCalls.removeAdmin, bob.userId)).role).toBe('user');
    entry = await expectOneAudit(t, since, 'user.removeAdmin');
    expect([entry.before, entry.after]).toMatchObject([{ role: 'admin' }, { role: 'user' }]);
    expectFailure(await send(t, bob.headers, adminCalls.me), 404);
  });
});

describe('the audit log', () => {
  const audit = async (query: Record<string, string | number> = {}) =>
    okData<Page<AuditEntry>>(await send(t, admin.headers, adminCalls.audit, { query }));

  test('lists entries newest first with before and after, filtered by actor, action, subject and dates', async () => {
    const all = await audit();
    // The writes, then the look at Alice's details and the administrator's sign-in (beforeAll).
    expect(all.list.map((e) => e.action)).toEqual([
      'user.removeAdmin',
      'user.grantAdmin',
      'user.enable',
      'user.disable',
      'user.read',
      'user.signIn',
    ]);
    expect(all.list[0]).toMatchObject({
      actorEmail: admin.email,
      before: { role: 'admin' },
      after: { role: 'user' },
      at: expect.stringMatching(/Z$/),
    });
    expect((await audit({ action: 'user.disable' })).total).toBe(1);
    expect((await audit({ actor: admin.email.slice(0, 8) })).total).toBe(6);
    expect((await audit({ actor: String(admin.userId) })).total).toBe(6);
    expect((await audit({ actor: 'nobody@' })).total).toBe(0);
    expect((await audit({ subjectType: 'user', subjectId: String(bob.userId) })).total).toBe(2);
    expect((await audit({ subjectType: 'friendlyLink' })).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit({ from: today, to: today })).total).toBe(6);
    expect((await audit({ to: '2000-01-01' })).total).toBe(0);
    expect((await audit({ limit: 10, page: 2 })).list).toEqual([]);
  });

  test.each([
    ['an unknown action', { action: 'user.delete' }, 'action'],
    ['an unknown subject type', { subjectType: 'warehouse' }, 'subjectType'],
    ['a malformed date', { from: '2024-13-01' }, 'from'],
    ['a limit of 50', { limit: 50 }, 'limit'],
  ])('refuses %s with a 400 naming the field', async (_name, query, field) => {
    expectFailure(await callAs(t, admin.headers, adminCalls.audit, { query }), 400, field);
  });
});
