import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWS_FEEDS } from '../../contracts/news/pages';
import { createTestApp, type TestApp } from '../test-support/app';
import { registerErrorHandling } from './envelope';
import { registerRateLimit } from './rate-limit';
import { memoryCounts } from './request-counts';

/** Issue 30, "everything counted": what crawlers and feed readers fetch falls under the per-address limit. */
const LIMIT = 60;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', config: { rateLimit: { perMinute: LIMIT, authPerMinute: 10 } } });
});
afterAll(() => t?.close());

const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

describe('sitemaps, feeds and robots.txt under the per-address limit', () => {
  it('answers 429 in the envelope to the sitemap requests past the limit, and never to the health checks', async () => {
    const flood = '198.51.100.70';
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) statuses.push((await get('/sitemap.xml', flood)).statusCode);
    expect(statuses.slice(0, LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(LIMIT)).toEqual(Array(70 - LIMIT).fill(429));
    const refused = await get('/sitemap.xml', flood);
    expect(refused.json()).toMatchObject({ rspCode: '429' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (const path of ['/healthz', '/readyz']) expect((await get(path, flood)).statusCode).toBe(200);
    // Another address has its own allowance.
    expect((await get('/sitemap.xml', '198.51.100.71')).statusCode).toBe(200);
  });

  it('counts sitemap files, feeds, robots.txt and calls in one allowance', async () => {
    const reader = '198.51.100.72';
    const mix = ['/sitemap-plants-1.xml', NEWS_FEEDS.marketNews, '/robots.txt', '/api/site-info/detail'];
    for (let i = 0; i < LIMIT; i++) expect((await get(mix[i % mix.length]!, reader)).statusCode).not.toBe(429);
    for (const path of mix) expect((await get(path, reader)).statusCode).toBe(429);
  });
});

describe('static files under an allowance of their own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts built files apart from calls and pages, each against its own limit', async () => {
    writeFileSync(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const app = Fastify();
    registerErrorHandling(app);
    await registerRateLimit(app, { perMinute: 2, filesPerMinute: 5 }, memoryCounts());
    await app.register(fastifyStatic, { root: dir, wildcard: false });
    app.get('/api/ping', async () => ({ ok: true }));
    app.get('/healthz', async () => ({ status: 'ok' }));
    const status = async (url: string) => (await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.73' })).statusCode;

    for (let i = 0; i < 5; i++) expect(await status('/logo.svg')).toBe(200);
    expect(await status('/logo.svg')).toBe(429);
    // Files used up their allowance, not the calls': and calls use up theirs without touching the files'.
    expect([await status('/api/ping'), await status('/api/ping'), await status('/api/ping')]).toEqual([200, 200, 429]);
    // A missing file is a path no route answers: counted with the calls.
    expect(await status('/missing.svg')).toBe(429);
    expect(await status('/healthz')).toBe(200);
    await app.close();
  });
});
