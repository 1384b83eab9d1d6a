import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { SESSION_COOKIE } from '../../contracts/accounts/codes';
import { adminCalls } from '../../contracts/admin/calls';
import { pathOf, type CallDefinition } from '../../contracts/core/calls';
import { MSG } from '../../contracts/core/codes';
import type { ApiRequest, ApiResponse } from '../../contracts/core/transport';
import { knowledgeCalls } from '../../contracts/knowledge/calls';
import { marketCalls } from '../../contracts/market/calls';
import { siteCalls } from '../../contracts/site/calls';
import { nextAddress, registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { callAs } from '../test-support/calls';
import { okData } from '../test-support/envelope';
import { createAdmin } from '../test-support/factories';
import { runsDirectly } from './direct-call';
import { injectTransport, inProcessTransport } from './pages';
import { invalidate, UNCACHEABLE_HEADER } from './response-cache';

/**
 * A stand-in for the page handler: it makes the calls a loader would, with the transport pages get (a read runs
 * directly) or with every call over app.inject, and answers what the loader saw.
 */
const PAGE = '/test-only/page';
type Via = 'direct' | 'http';
interface PageAnswer {
  answers: ApiResponse[];
  pageUncacheable: boolean;
}

/** Page views a visitor may make a minute: every page() below comes from an address of its own. */
const PER_MINUTE = 3;

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    config: { rateLimit: { perMinute: PER_MINUTE, authPerMinute: 10 } },
    beforeReady: (app) => {
      // `page`: like the real page routes, a NUL in the input marks the page instead of refusing it.
      app.post(PAGE, { schema: { hide: true }, config: { page: true } }, async (request): Promise<PageAnswer> => {
        const { via, calls } = request.body as { via: Via; calls: ApiRequest[] };
        const transport = via === 'direct' ? inProcessTransport(app, request) : injectTransport(app, request);
        const answers: ApiResponse[] = [];
        for (const call of calls) answers.push(await transport(call));
        return { answers, pageUncacheable: request.pageUncacheable === true };
      });
    },
  });
  [admin, user] = await Promise.all([createAdmin(t), registerUser(t)]);
});
afterAll(async () => {
  await t?.close();
});

/** A loader's call of a definition, as web/lib/api/client.ts sends it. */
function callOf(definition: CallDefinition, input: { params?: Record<string, unknown>; query?: ApiRequest['query']; body?: unknown } = {}) {
  return {
    method: definition.method,
    path: pathOf(definition, input.params),
    query: input.query,
    body: definition.method === 'GET' ? undefined : (input.body ?? {}),
  } satisfies ApiRequest;
}

/** The page's answer, and how many of its calls went over app.inject. */
async function page(via: Via, calls: ApiRequest[], headers: Record<string, string> = {}): Promise<PageAnswer & { injected: number }> {
  const inject = vi.spyOn(t.app, 'inject');
  try {
    const res = await t.app.inject({ method: 'POST', url: PAGE, payload: { via, calls }, headers, remoteAddress: nextAddress() });
    expect(res.statusCode, res.body).toBe(200);
    // The first inject is the page request itself.
    return { ...res.json<PageAnswer>(), injected: inject.mock.calls.length - 1 };
  } finally {
    inject.mockRestore();
  }
}

/** What a loader and the page handler read of an answer: status, body, and the headers that decide or describe caching. */
const HEADERS = ['content-type', 'cache-control', 'set-cookie', 'vary', 'retry-after', 'x-cache', UNCACHEABLE_HEADER];
function seen(answer: ApiResponse) {
  return {
    status: answer.status,
    json: answer.json,
    headers: Object.fromEntries(HEADERS.flatMap((name) => (answer.headers[name] === undefined ? [] : [[name, answer.headers[name]]]))),
  };
}

/** The call over HTTP and directly, each from an empty cache: the loader sees the same; the direct answer is returned. */
async function same(call: ApiRequest, headers: Record<string, string> = {}) {
  await invalidate();
  const http = await page('http', [call], headers);
  await invalidate();
  const direct = await page('direct', [call], headers);
  expect(http.injected).toBe(1);
  expect(direct.injected).toBe(0);
  expect(seen(direct.answers[0]!)).toEqual(seen(http.answers[0]!));
  expect(direct.pageUncacheable).toBe(http.pageUncacheable);
  return { answer: direct.answers[0]!, pageUncacheable: direct.pageUncacheable };
}

describe('which calls a page runs directly', () => {
  test('reads that answer JSON without an upload or a limit of their own; never writes, downloads or limited calls', () => {
    expect(runsDirectly(marketCalls.plants)).toBe(true);
    expect(runsDirectly(siteCalls.dictionary)).toBe(true);
    expect(runsDirectly(accountsCalls.login)).toBe(false);
    expect(runsDirectly(adminCalls.updateLink)).toBe(false);
    expect(runsDirectly(marketCalls.exportCsv)).toBe(false);
  });
});

describe("a page's direct calls answer what the same calls over HTTP answer", () => {
  test('a public list read with a query', async () => {
    const { answer, pageUncacheable } = await same(callOf(siteCalls.dictionary, { query: { dicCode: 'feedback_type' } }));
    expect(answer.status).toBe(200);
    expect((answer.json as { data: { list: unknown[] } }).data.list.length).toBeGreaterThan(0);
    expect(answer.headers['x-cache']).toBe('miss');
    expect(pageUncacheable).toBe(false);
  });

  test("the market plant list, its filters in the body and the visitor's language", async () => {
    const call = callOf(marketCalls.plants, { body: { page: 1, limit: 10, countryCode: 'BR', status: undefined } });
    const { answer } = await same(call, { lang: 'zh_cn' });
    expect(answer.status).toBe(200);
    expect((answer.json as { data: { total: number } }).data.total).toBeGreaterThan(0);
  });

  test('invalid input: the 400 envelope naming the field, as validation words it', async () => {
    const refused = callOf(siteCalls.dictionary, { query: { dicCode: 'no_such_code' } });
    const { answer } = await same(refused);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ rspCode: '400', msg: expect.stringContaining('dicCode') });
    // The cache is asked before validation, as over HTTP, but a refusal is never kept: asked again, it is refused
    // again rather than served from the cache.
    const again = await page('direct', [refused, refused], {});
    expect(again.answers.map((a) => [a.status, a.headers['x-cache']])).toEqual([
      [400, undefined],
      [400, undefined],
    ]);
    const missing = await same(callOf(siteCalls.dictionary));
    expect(missing.answer.json).toMatchObject({ data: { errors: [{ field: 'dicCode', message: 'is required' }] } });
    const badParams = await same(callOf(siteCalls.links, { params: { page: 'first', limit: 10 } }));
    expect(badParams.answer.status).toBe(400);
  });

  test('a NUL character in the input: the 400 of the input check', async () => {
    const { answer } = await same(callOf(marketCalls.plants, { body: { page: 1, limit: 10, plantNo: 'a\u0000b' } }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ data: { errors: [{ field: 'plantNo' }] } });
  });

  test("a read that needs a session: 401 signed out; the user's own answer, never shared, by header or cookie", async () => {
    const info = callOf(accountsCalls.info);
    const signedOut = await same(info);
    expect(signedOut.answer.status).toBe(401);
    expect(signedOut.answer.json).toEqual({ rspCode: '401', msg: MSG.invalidToken, data: null });

    const byHeader = await same(info, user.headers);
    expect(byHeader.answer.status).toBe(200);
    expect(byHeader.answer.json).toMatchObject({ data: { email: user.email } });
    expect(byHeader.answer.headers['cache-control']).toBe('no-store');
    expect(byHeader.pageUncacheable).toBe(true);

    const byCookie = await same(info, { cookie: `${SESSION_COOKIE}=${user.token}` });
    expect(byCookie.answer.json).toMatchObject({ data: { email: user.email } });

    const deadSession = await same(info, { cookie: `${SESSION_COOKIE}=not-a-live-token` });
    expect(deadSession.answer.status).toBe(401);
  });

  test('an administrators-only read: 404 for anyone else (even with bad input), the list for an administrator', async () => {
    const users = callOf(adminCalls.users, { query: { page: 1, limit: 10 } });
    expect((await same(users)).answer.status).toBe(404);
    expect((await same(users, user.headers)).answer.status).toBe(404);
    expect((await same(callOf(adminCalls.users, { query: { page: 'x' } }), user.headers)).answer.status).toBe(404);
    const asAdmin = await same(users, admin.headers);
    expect(asAdmin.answer.status).toBe(200);
    expect((await same(callOf(adminCalls.users, { query: { page: 'x' } }), admin.headers)).answer.status).toBe(400);
  });

  test('an id nothing has: the 404 envelope; a read that counts a view keeps its page out of the cache', async () => {
    const { answer, pageUncacheable } = await same(callOf(knowledgeCalls.detail, { query: { id: 987654321 } }));
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ rspCode: '404', data: null });
    expect(pageUncacheable).toBe(true);
    const plant = await same(callOf(marketCalls.plant, { body: { plantNo: 'NO-SUCH-PLANT', countryCode: 'BR' } }));
    expect(plant.answer.status).toBe(404);
  });

  test('a cached read: each path serves what the other stored, and a write drops it for both', async () => {
    const link = okData<{ id: number; linkUrl: string }>(
      await callAs(t, admin.headers, adminCalls.addLink, { body: { linkName: 'Direct link', linkUrl: 'https://example.com/direct' } }),
    );
    const links = callOf(siteCalls.links, { params: { page: 1, limit: 100 } });
    const names = (answer: ApiResponse) => (answer.json as { data: { list: { linkName: string }[] } }).data.list.map((l) => l.linkName);

    const httpMiss = (await page('http', [links])).answers[0]!;
    expect(httpMiss.headers['x-cache']).toBe('miss');
    const directHit = (await page('direct', [links])).answers[0]!;
    const httpHit = (await page('http', [links])).answers[0]!;
    expect(directHit.headers['x-cache']).toBe('hit');
    expect(seen(directHit)).toEqual(seen(httpHit));
    expect(names(directHit)).toContain('Direct link');

    const renamed = `Direct probe ${Date.now()}`;
    okData(
      await callAs(t, admin.headers, adminCalls.updateLink, {
        params: { id: link.id },
        body: { linkName: renamed, linkUrl: link.linkUrl },
      }),
    );
    const directMiss = await page('direct', [links]);
    expect(directMiss.answers[0]!.headers['x-cache']).toBe('miss');
    expect(names(directMiss.answers[0]!)).toContain(renamed);
    expect(directMiss.pageUncacheable).toBe(false);
    const httpAfter = (await page('http', [links])).answers[0]!;
    expect(httpAfter.headers['x-cache']).toBe('hit');
    expect(httpAfter.json).toEqual(directMiss.answers[0]!.json);
    expect(seen({ ...directMiss.answers[0]!, json: null })).toEqual(seen({ ...httpMiss, json: null }));
  });

  test("a page's write still goes over app.inject, and what it changed shows at once to the direct reads", async () => {
    const nickName = `Direct ${Date.now() % 100000}`;
    const write = await page('direct', [callOf(accountsCalls.updateProfile, { body: { nickName } })], user.headers);
    expect(write.answers[0]!.status, JSON.stringify(write.answers[0]!.json)).toBe(200);
    expect(write.injected).toBe(1);
    const after = await page('direct', [callOf(accountsCalls.info)], user.headers);
    expect(after.answers[0]!.json).toMatchObject({ data: { nickName } });
  });
});

describe("the visitor's limit", () => {
  test('counts a page view once, however many direct calls it makes', async () => {
    const calls = Array.from({ length: 5 }, () => callOf(siteCalls.info));
    const remoteAddress = nextAddress();
    const view = () => t.app.inject({ method: 'POST', url: PAGE, payload: { via: 'direct', calls }, remoteAddress });
    for (let n = 1; n <= PER_MINUTE; n += 1) {
      const res = await view();
      expect(res.statusCode).toBe(200);
      expect(res.json<PageAnswer>().answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    }
    expect((await view()).statusCode).toBe(429);
  });
});
