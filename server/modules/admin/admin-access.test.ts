import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { registerUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { expectFailure, okData } from '../../test-support/envelope';
import { lastAuditId, signInAdmin, type Headers } from './admin-test-kit';

let t: TestApp;
let userHeaders: Headers;
let adminHeaders: Headers;
let userId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const user = await registerUser(t);
  userHeaders = user.headers;
  userId = user.userId;
  adminHeaders = (await signInAdmin(t)).headers;
});
afterAll(() => t?.close());

/** A request each call would accept from an administrator: valid path values and bodies. */
function requestOf(definition: CallDefinition) {
  const url = definition.path.replace(':userId', String(userId)).replace(':id', '1');
  const payload: Record<string, object> = {
    [adminCalls.saveSiteInfo.path]: {
      companyName: 'X',
      logo: '/logo.svg',
      email: 'a@b.co',
      contactPhone: '',
      address: '',
      host: 'https://m.example.com',
      icpRecordNumber: '',
    },
    [adminCalls.addLink.path]: { linkName: 'X', linkUrl: 'https://x.example.com' },
    [adminCalls.updateLink.path]: { linkName: 'X', linkUrl: 'https://x.example.com' },
    [adminCalls.sortLinks.path]: { ids: [1] },
    [adminCalls.updateAgreement.path]: { name: 'X', content: '<p>X</p>' },
    [adminCalls.saveNotice.path]: { rollMessage: 'X', redirectUrl: '' },
  };
  return { method: definition.method, url, ...(definition.method === 'POST' ? { payload: payload[definition.path] ?? {} } : {}) };
}

const calls = Object.entries(adminCalls);

describe('the admin calls do not exist for anyone but an administrator', () => {
  test('every admin call is registered with admin access', () => {
    expect(calls.length).toBeGreaterThanOrEqual(18);
    for (const [, definition] of calls) expect(definition.access).toBe('admin');
  });

  test.each(calls)('%s answers a visitor 404 in the envelope, as an unknown path does', async (_name, definition) => {
    const res = await t.app.inject(requestOf(definition));
    const body = expectFailure(res, 404);
    const unknown = await t.app.inject({ method: definition.method, url: '/api/admin/no-such-call' });
    expect(body).toEqual(unknown.json());
  });

  test.each(calls)('%s answers a signed-in non-administrator 404', async (_name, definition) => {
    expectFailure(await t.app.inject({ ...requestOf(definition), headers: userHeaders }), 404);
  });

  test('none of those refused calls changed anything or wrote to the audit log', async () => {
    expect(await lastAuditId(t)).toBe(0);
    const user = okData(await t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}`, headers: adminHeaders }));
    expect(user).toMatchObject({ role: 'user', disabledAt: null });
  });

  test('every administrators-only route of the app, from every area, answers 404 before validating its input', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    const adminOnly = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.description?.startsWith('Administrators only'))
        .map(([method, _operation]) => ({
          method: method.toUpperCase() as 'GET' | 'POST',
          url: path.replace(/\{[^}]+\}/g, 'not-a-number'),
        })),
    );
    // The admin shell's own calls, and the areas' (news, knowledge, banners, comments, uploads).
    expect(adminOnly.length).toBeGreaterThan(calls.length + 20);
    for (const request of adminOnly) {
      const malformed = {
        ...request,
        url: `${request.url}?page=-1&limit=x`,
        payload: request.method === 'POST' ? '{"page": -1, "content": 7}' : undefined,
      };
      for (const headers of [{}, userHeaders]) {
        const res = await t.app.inject({ ...malformed, headers: { ...headers, 'content-type': 'application/json' } });
        expect(res.statusCode, `${request.method} ${request.url} ${res.body}`).toBe(404);
      }
    }
  });

  test('a session that ended is a visitor again: 404, not 401', async () => {
    expectFailure(await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { 'x-session-token': 'x'.repeat(43) } }), 404);
  });

  test('an administrator reaches GET /api/admin/me', async () => {
    expect(okData(await t.app.inject({ method: 'GET', url: '/api/admin/me', headers: adminHeaders }))).toMatchObject({ nickName: 'Admin' });
  });
});
