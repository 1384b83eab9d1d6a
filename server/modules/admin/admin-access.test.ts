import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../../contracts/admin/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { registerUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { lastAuditId, signInAdmin, type Headers } from './admin-test-kit';

let t: TestApp;
let userHeaders: Headers;
let adminHeaders: Headers;
let userId: number;
/** The audit log's last entry before the refused calls: the administrator's sign-in. */
let auditBefore: number;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const user = await registerUser(t);
  userHeaders = user.headers;
  userId = user.userId;
  adminHeaders = (await signInAdmin(t)).headers;
  auditBefore = await lastAuditId(t);
});
afterAll(() => t?.close());

/** The input each call would accept from an administrator: valid path values and bodies. */
function inputOf(definition: CallDefinition): AnyInput {
  const params = { userId, id: 1 };
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
  return { params, body: payload[definition.path] };
}

const calls = Object.entries(adminCalls);

describe('the admin calls do not exist for anyone but an administrator', () => {
  test('every admin call is registered with admin access', () => {
    expect(calls.length).toBeGreaterThanOrEqual(18);
    for (const [, definition] of calls) expect(definition.access).toBe('admin');
  });

  test.each(calls)('%s answers a visitor 404 in the envelope, as an unknown path does', async (_name, definition) => {
    const res = await callAs(t, {}, definition, inputOf(definition));
    const body = expectFailure(res, 404);
    // eslint-disable-next-line no-restricted-syntax -- Raw: an unknown path, which no definition names.
    const unknown = await t.app.inject({ method: definition.method, url: '/api/admin/no-such-call' });
    expect(body).toEqual(unknown.json());
  });

  test.each(calls)('%s answers a signed-in non-administrator 404', async (_name, definition) => {
    expectFailure(await callAs(t, userHeaders, definition, inputOf(definition)), 404);
  });

  test('none of those refused calls changed anything or wrote to the audit log', async () => {
    expect(await lastAuditId(t)).toBe(auditBefore);
    const user = okData(await callAs(t, adminHeaders, adminCalls.user, { params: { userId } }));
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
        // Raw: every route of the OpenAPI document with unparsable path values and a body no schema accepts.
        const res = await t.app.inject({ ...malformed, headers: { ...headers, 'content-type': 'application/json' } });
        expect(res.statusCode, `${request.method} ${request.url} ${res.body}`).toBe(404);
      }
    }
  });

  test('a session that ended is a visitor again: 404, not 401', async () => {
    expectFailure(await callAs(t, { 'x-session-token': 'x'.repeat(43) }, adminCalls.me), 404);
  });

  test('an administrator reaches GET /api/admin/me', async () => {
    expect(okData(await callAs(t, adminHeaders, adminCalls.me))).toMatchObject({ nickName: 'Admin' });
  });
});
