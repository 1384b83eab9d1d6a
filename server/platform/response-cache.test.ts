import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { adminCalls } from '../../contracts/admin/calls';
import { siteCalls } from '../../contracts/site/calls';
import { registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { call, callAs } from '../test-support/calls';
import { createAdmin } from '../test-support/factories';
import { okData } from '../test-support/envelope';
import { POPULAR_HITS } from './compression';
import { invalidate } from './response-cache';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  [admin, user] = await Promise.all([createAdmin(t), registerUser(t)]);
});
afterAll(async () => {
  await t?.close();
});

const links = (headers: Record<string, string> = {}) =>
  call(t, siteCalls.links, { params: { page: 1, limit: 10 } }, { headers: { 'accept-encoding': 'br', ...headers } });
const namesOf = (res: { rawPayload: Buffer; headers: Record<string, unknown> }) => {
  const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
  return (JSON.parse(body.toString()) as { data: { list: { linkName: string }[] } }).data.list.map((l) => l.linkName);
};

describe('the anonymous cache', () => {
  test('serves a public read to a visitor from the cache, compressed, and drops it the moment an admin edits', async () => {
    const link = okData<{ id: number; linkUrl: string }>(
      await callAs(t, admin.headers, adminCalls.addLink, { body: { linkName: 'Cache link', linkUrl: 'https://example.com/' } }),
    );
    const first = await links();
    const second = await links();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['content-encoding']).toBe(first.headers['content-encoding']);
    expect(namesOf(second)).toEqual(namesOf(first));
    expect(namesOf(second)).toContain('Cache link');

    const renamed = `Cache probe ${Date.now()}`;
    const edit = await callAs(t, admin.headers, adminCalls.updateLink, {
      params: { id: link.id },
      body: { linkName: renamed, linkUrl: link.linkUrl },
    });
    okData(edit);
    const after = await links();
    expect(after.headers['x-cache']).not.toBe('hit');
    expect(namesOf(after)).toContain(renamed);
  });

  test('a signed-in user never receives a cached answer, and theirs carry Cache-Control: no-store', async () => {
    await links();
    expect((await links()).headers['x-cache']).toBe('hit');
    const signedIn = await links(user.headers);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const byCookie = await links({ cookie: `cmsp_session=${user.token}` });
    expect(byCookie.headers['x-cache']).toBeUndefined();
  });

  test('invalidate() from outside the calls (imports, jobs) drops the entries', async () => {
    await call(t, siteCalls.info);
    expect((await call(t, siteCalls.info)).headers['x-cache']).toBe('hit');
    await invalidate(['site']);
    expect((await call(t, siteCalls.info)).headers['x-cache']).toBe('miss');
  });

  test('an answer read again is sent in fewer brotli bytes from then on, decoding to the same text', async () => {
    const countries = () => call(t, siteCalls.countries, { query: { lang: 'en_us' } }, { headers: { 'accept-encoding': 'br' } });
    await invalidate(['site']);
    const miss = await countries();
    const firstHit = await countries();
    // The better bytes are made after the first hit has gone out.
    await new Promise((resolve) => setImmediate(resolve));
    const laterHit = await countries();
    expect([miss.headers['x-cache'], firstHit.headers['x-cache'], laterHit.headers['x-cache']]).toEqual(['miss', 'hit', 'hit']);
    expect(firstHit.rawPayload.equals(miss.rawPayload)).toBe(true);
    expect(laterHit.rawPayload.length).toBeLessThan(firstHit.rawPayload.length);
    expect(brotliDecompressSync(laterHit.rawPayload).toString()).toBe(brotliDecompressSync(miss.rawPayload).toString());
    expect(laterHit.headers['content-length']).toBe(String(laterHit.rawPayload.length));
  });

  test('a popular answer is compressed a last time, smaller again, and still decodes to the same text', async () => {
    const countries = () => call(t, siteCalls.countries, { query: { lang: 'en_us' } }, { headers: { 'accept-encoding': 'br' } });
    await invalidate(['site']);
    const miss = await countries();
    await countries();
    await new Promise((resolve) => setImmediate(resolve));
    const reused = (await countries()).rawPayload.length;
    for (let i = 0; i < POPULAR_HITS; i += 1) await countries();
    // The best bytes are made on the thread pool; hits keep the reuse bytes until they are ready.
    await expect.poll(async () => (await countries()).rawPayload.length).toBeLessThan(reused);
    const popular = await countries();
    expect(popular.headers['x-cache']).toBe('hit');
    expect(brotliDecompressSync(popular.rawPayload).toString()).toBe(brotliDecompressSync(miss.rawPayload).toString());
    expect(popular.headers['content-length']).toBe(String(popular.rawPayload.length));
  });

  test('a sign-in, which changes nothing a visitor sees, leaves the cache alone', async () => {
    await links();
    await call(t, accountsCalls.login, { body: { email: user.email, password: user.password } });
    expect((await links()).headers['x-cache']).toBe('hit');
  });
});
