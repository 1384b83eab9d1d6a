import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';
import { adminCalls } from '../../contracts/admin/calls';
import { callKey, type CallDefinition } from '../../contracts/core/calls';
import { MSG } from '../../contracts/core/codes';
import type { ApiResponse, CallParts } from '../../contracts/core/transport';
import { knowledgeCalls } from '../../contracts/knowledge/calls';
import { marketCalls } from '../../contracts/market/calls';
import { siteCalls } from '../../contracts/site/calls';
import { nextAddress, registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { callAs } from '../test-support/calls';
import { okData } from '../test-support/envelope';
import { createAdmin } from '../test-support/factories';
import { invalidate } from './response-cache';

/**
 * A page's loaders call the API in process (in-process.ts): the same calls as a browser makes over HTTP, the same
 * answers. A stand-in for the page handler makes the calls a loader would and answers what the loader saw.
 */
const PAGE = '/test-only/page';
interface PageAnswer {
  answers: ApiResponse[];
  pageUncacheable: boolean;
}

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    beforeReady: (app) => {
      app.post(PAGE, { schema: { hide: true }, config: { page: true } }, async (request): Promise<PageAnswer> => {
        const { calls } = request.body as { calls: { key: string; input: CallParts }[] };
        const answers: ApiResponse[] = [];
        for (const call of calls) answers.push(await app.inProcessCalls.answer(call.key, call.input, request));
        return { answers, pageUncacheable: request.pageUncacheable === true };
      });
    },
  });
  [admin, user] = await Promise.all([createAdmin(t), registerUser(t)]);
});
afterAll(async () => {
  await t?.close();
});

const callOf = (definition: CallDefinition, input: CallParts = {}) => ({ definition, input });
type Call = ReturnType<typeof callOf>;

async function page(calls: Call[], headers: Record<string, string> = {}): Promise<PageAnswer> {
  const payload = { calls: calls.map(({ definition, input }) => ({ key: callKey(definition), input })) };
  const res = await t.app.inject({ method: 'POST', url: PAGE, payload, headers, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PageAnswer>();
}

/** The call from a page and over HTTP, each from an empty cache: the loader sees what a browser would. */
async function same({ definition, input }: Call, headers: Record<string, string> = {}) {
  await invalidate();
  const fromPage = await page([{ definition, input }], headers);
  await invalidate();
  const http = await callAs(t, headers, definition, input as Parameters<typeof callAs>[3]);
  const answer = fromPage.answers[0]!;
  expect({ status: answer.status, json: answer.json }).toEqual({ status: http.statusCode, json: http.json() });
  return { answer, pageUncacheable: fromPage.pageUncacheable };
}

describe("a page's calls answer what the same calls over HTTP answer", () => {
  test('a public list read with a query, and a list whose filters travel in the body', async () => {
    const dictionary = await same(callOf(siteCalls.dictionary, { query: { dicCode: 'feedback_type' } }));
    expect((dictionary.answer.json as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
    expect(dictionary.pageUncacheable).toBe(false);
    const plants = await same(callOf(marketCalls.plants, { body: { page: 1, limit: 10, countryCode: 'BR' } }), { lang: 'zh_cn' });
    expect((plants.answer.json as { data: { total: number } }).data.total).toBeGreaterThan(0);
  });

  test('refused input: the 400 envelope naming the field; a missing field "is required"; a NUL refused', async () => {
    const refused = await same(callOf(siteCalls.dictionary, { query: { dicCode: 'no_such_code' } }));
    expect(refused.answer.json).toMatchObject({ rspCode: '400', msg: expect.stringContaining('dicCode') });
    const missing = await same(callOf(siteCalls.dictionary));
    expect(missing.answer.json).toMatchObject({ data: { errors: [{ field: 'dicCode', message: 'is required' }] } });
    expect((await same(callOf(siteCalls.links, { params: { page: 'first', limit: 10 } }))).answer.status).toBe(400);
  });

  test("a read that needs a session: 401 signed out; the user's own answer by header or cookie, never shared", async () => {
    const info = callOf(accountsCalls.info);
    expect((await same(info)).answer.json).toEqual({ rspCode: '401', msg: MSG.invalidToken, data: null });
    const byHeader = await same(info, user.headers);
    expect(byHeader.answer.json).toMatchObject({ data: { email: user.email } });
    expect(byHeader.pageUncacheable).toBe(true);
    const byCookie = await same(info, { cookie: `${SESSION_COOKIE}=${user.token}` });
    expect(byCookie.answer.json).toMatchObject({ data: { email: user.email } });
    expect((await same(info, { cookie: `${SESSION_COOKIE}=not-a-live-token` })).answer.status).toBe(401);
  });

  test('an administrators-only read: 404 for anyone else, even with bad input; the list for an administrator', async () => {
    expect((await same(callOf(adminCalls.users, { query: { page: 1, limit: 10 } }))).answer.status).toBe(404);
    expect((await same(callOf(adminCalls.users, { query: { page: 'x' } }), user.headers)).answer.status).toBe(404);
    expect((await same(callOf(adminCalls.users, { query: { page: 1, limit: 10 } }), admin.headers)).answer.status).toBe(200);
    expect((await same(callOf(adminCalls.users, { query: { page: 'x' } }), admin.headers)).answer.status).toBe(400);
  });

  test('an id nothing has: the 404 envelope; a read that counts a view may be shared (its views are counted apart)', async () => {
    const { answer, pageUncacheable } = await same(callOf(knowledgeCalls.detail, { query: { id: 987654321 } }));
    expect(answer.json).toMatchObject({ rspCode: '404', data: null });
    expect(pageUncacheable).toBe(false);
  });
});

describe("a page's public reads are kept for the next page", () => {
  test('until a write of their area drops them, here and for HTTP', async () => {
    const links = callOf(siteCalls.links, { params: { page: 1, limit: 100 } });
    const names = (answer: ApiResponse) => (answer.json as { data: { list: { linkName: string }[] } }).data.list.map((l) => l.linkName);
    await invalidate();
    const before = (await page([links])).answers[0]!;
    // Changed behind the portal's back (no invalidation): the page's next call is served what was kept.
    const sneaked = `Sneaked ${Date.now()}`;
    await t.database.db.execute(sql`update friendly_link set link_name = ${sneaked}`);
    const kept = await page([links]);
    expect(names(kept.answers[0]!)).toEqual(names(before));
    expect(kept.pageUncacheable).toBe(false);

    const added = okData<{ id: number }>(
      await callAs(t, admin.headers, adminCalls.addLink, { body: { linkName: 'In-process link', linkUrl: 'https://example.com/ip' } }),
    );
    expect(added.id).toBeGreaterThan(0);
    const after = names((await page([links])).answers[0]!);
    expect(after).toContain('In-process link');
    expect(after).toContain(sneaked);
  });
});
