import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminCalls } from '../../contracts/admin/calls';
import { siteCalls } from '../../contracts/site/calls';
import { pathOf } from '../../contracts/core/calls';
import { registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { callAs } from '../test-support/calls';
import { createAdmin } from '../test-support/factories';
import { okData } from '../test-support/envelope';

/** A portal on a real socket: the front sits in the HTTP server, which app.inject does not pass through. */
let t: TestApp;
let base: string;
let admin: SignedInUser;
let user: SignedInUser;
const PER_MINUTE = 40;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { trustProxy: true, rateLimit: { perMinute: PER_MINUTE, authPerMinute: 50 } } });
  [admin, user] = await Promise.all([createAdmin(t), registerUser(t)]);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

let address = 0;
/** Each test counts under an address of its own, so one test's requests do not use up another's allowance. */
const nextAddress = () => `198.51.100.${++address}`;

const linksUrl = pathOf(siteCalls.links, { page: 1, limit: 10 });
function links(from: string, body = '{}', headers: Record<string, string> = {}) {
  return fetch(base + linksUrl, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...headers },
  });
}
const namesOf = async (res: Response) =>
  ((await res.json()) as { data: { list: { linkName: string }[] } }).data.list.map((l) => l.linkName);

describe('the cache front', () => {
  test('answers a repeated read from the stored answer, with the headers of the miss and an id of its own', async () => {
    const from = nextAddress();
    okData(await callAs(t, admin.headers, adminCalls.addLink, { body: { linkName: 'Front link', linkUrl: 'https://example.com/' } }));
    const miss = await links(from);
    expect(miss.status).toBe(200);
    const hit = await links(from, '{ }', { 'x-request-id': 'client-chosen-id-1' });
    expect(hit.headers.get('x-cache')).toBe('hit');
    // The same JSON body however it is spaced; the client's request id is kept, as Fastify keeps it.
    expect(hit.headers.get('x-request-id')).toBe('client-chosen-id-1');
    expect(await namesOf(hit)).toEqual(await namesOf(miss));
    expect(await namesOf(await links(from))).toContain('Front link');
    for (const name of ['content-type', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'x-ratelimit-limit']) {
      expect(hit.headers.get(name), name).toBe(miss.headers.get(name));
    }
    // The miss is this address's first request of the minute and the hit its second, counted as the plugin counts.
    expect([miss.headers.get('x-ratelimit-remaining'), hit.headers.get('x-ratelimit-remaining')]).toEqual([
      String(PER_MINUTE - 1),
      String(PER_MINUTE - 2),
    ]);
    expect(Number(hit.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(Number(hit.headers.get('x-ratelimit-reset'))).toBeLessThanOrEqual(60);
  });

  test('a miss behind the front still reads its whole body: a different body is its own entry', async () => {
    const from = nextAddress();
    const small = await links(from, JSON.stringify({}));
    expect(small.status).toBe(200);
    const bad = await fetch(base + linksUrl, {
      method: 'POST',
      body: '{"page": ',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { rspCode: string }).rspCode).not.toBe('200');
    // A page size the contract refuses is validated by Fastify, never taken for the cached answer.
    const refused = await fetch(base + pathOf(siteCalls.links, { page: 1, limit: 100_000 }), {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    });
    expect(refused.status).toBe(400);
  });

  test('drops an answer the moment an admin edits what it shows', async () => {
    const from = nextAddress();
    const link = okData<{ id: number; linkUrl: string }>(
      await callAs(t, admin.headers, adminCalls.addLink, { body: { linkName: 'Front edit', linkUrl: 'https://example.com/e' } }),
    );
    await links(from);
    expect((await links(from)).headers.get('x-cache')).toBe('hit');
    const renamed = `Front renamed ${Date.now()}`;
    okData(
      await callAs(t, admin.headers, adminCalls.updateLink, {
        params: { id: link.id },
        body: { linkName: renamed, linkUrl: link.linkUrl },
      }),
    );
    const after = await links(from);
    expect(after.headers.get('x-cache')).not.toBe('hit');
    expect(await namesOf(after)).toContain(renamed);
  });

  test("a signed-in user's request, or one with an unknown session cookie, never gets the stored answer", async () => {
    const from = nextAddress();
    await links(from);
    expect((await links(from)).headers.get('x-cache')).toBe('hit');
    for (const headers of [user.headers, { cookie: 'cmsp_session=unknown' }, { authorization: 'Bearer x' }]) {
      const res = await links(from, '{}', headers);
      expect(res.headers.get('x-cache'), JSON.stringify(headers)).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  test('a cross-site POST is refused as without the cache', async () => {
    const from = nextAddress();
    await links(from);
    expect((await links(from)).headers.get('x-cache')).toBe('hit');
    const res = await links(from, '{}', { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
  });

  test('hits count against the per-IP limit like any request, and the one over it gets 429', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    const caches: (string | null)[] = [];
    for (let i = 0; i < PER_MINUTE + 1; i++) {
      const res = await links(from);
      statuses.push(res.status);
      caches.push(res.headers.get('x-cache'));
      await res.arrayBuffer();
    }
    expect(caches.filter((c) => c === 'hit').length).toBeGreaterThan(PER_MINUTE / 2);
    expect(statuses.slice(0, PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(statuses[PER_MINUTE]).toBe(429);
    // Another address still has its own allowance.
    expect((await links(nextAddress())).status).toBe(200);
  });
});
