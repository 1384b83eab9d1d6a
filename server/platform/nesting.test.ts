import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf } from '../../contracts/core/calls';
import { siteCalls } from '../../contracts/site/calls';
import { createTestApp, type TestApp } from '../test-support/app';
import { expectFailure, okData } from '../test-support/envelope';
import { FRONT_MAX_BODY } from './cache-front';
import { MAX_JSON_DEPTH, nestsTooDeep, TOO_DEEP_MESSAGE } from './json-depth';

/** Listening on a port as well: the cache front sits in the HTTP server, which app.inject does not pass through. */
let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

const arrays = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const linksUrl = pathOf(siteCalls.links, { page: 1, limit: 10 });
const post = (payload: string) => t.app.inject({ method: 'POST', url: linksUrl, headers: { 'content-type': 'application/json' }, payload });

describe('the depth scan', () => {
  test('counts arrays and objects to the bound, and not brackets inside strings', () => {
    expect(nestsTooDeep(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsTooDeep(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsTooDeep(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsTooDeep(`[{"a":[${arrays(MAX_JSON_DEPTH - 3)}]}]`)).toBe(false);
    expect(nestsTooDeep(JSON.stringify({ text: '['.repeat(1_000), quoted: '"[{\\"'.repeat(500) }))).toBe(false);
    // Siblings do not add up: depth is how far in, not how many.
    expect(nestsTooDeep(`[${Array.from({ length: 1_000 }, () => arrays(10)).join(',')}]`)).toBe(false);
  });
});

describe('a body nested too deeply', () => {
  test('10,000 arrays or objects deep answers 400 in the envelope, not 500', async () => {
    for (const payload of [arrays(10_000), objects(10_000), `{"searchKey":${arrays(10_000)}}`]) {
      const body = expectFailure(await post(payload), 400);
      expect(body).toEqual({ rspCode: '400', msg: TOO_DEEP_MESSAGE, data: null });
    }
  });

  test('a call with normal input still answers, brackets in its text included', async () => {
    okData(await post('{}'));
    okData(await post(JSON.stringify({ searchKey: '[[[{{{' })));
  });

  test('through the cache front (a visitor POST read on a port), the same 400, and the server still answers', async () => {
    const payload = arrays(8_000);
    // Small enough for the front to read it for a cache key.
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(FRONT_MAX_BODY);
    const send = (body: string) => fetch(base + linksUrl, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    okData(await t.app.inject({ method: 'POST', url: linksUrl, payload: {} }));
    const deep = await send(payload);
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ rspCode: '400', msg: TOO_DEEP_MESSAGE, data: null });
    const normal = await send('{}');
    expect(normal.status).toBe(200);
    expect(((await normal.json()) as { rspCode: string }).rspCode).toBe('200');
  });
});
