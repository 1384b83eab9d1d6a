import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../contracts/accounts/calls';
import { COMMENTS_TYPE } from '../../contracts/comments/codes';
import { commentCalls } from '../../contracts/comments/calls';
import { callKey } from '../../contracts/core/calls';
import { topicCalls } from '../../contracts/forum/calls';
import { marketCalls } from '../../contracts/market/calls';
import { communityTopic, plant } from '../db/schema/index';
import { nextAddress, registerUser, type SignedInUser } from '../test-support/accounts';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { okData } from '../test-support/envelope';
import { invalidate } from './response-cache';

/**
 * A cached page carries the tags of the calls its loaders made (in-process.ts), so a write drops the pages that show
 * its area and keeps the others; and the views a cached detail page shows are counted at each of its hits. A stand-in
 * for the page handler (a page route of the anonymous cache) makes the calls a topic or plant page's loader makes.
 */
const PAGE = '/test-only/cached';
let t: TestApp;
let user: SignedInUser;
let topic: { id: number; code: string };
let plantBody: { accessType: string; countryCode: string; plantNo: string };

beforeAll(async () => {
  t = await createTestApp({
    seed: 'demo',
    beforeReady: (app) => {
      const config = { page: true, cache: { tags: [] } };
      app.get(`${PAGE}/topic`, { schema: { hide: true }, config }, async (request) => {
        const { code } = request.query as { code: string };
        return (await app.inProcessCalls.answer(callKey(topicCalls.detail), { query: { code } }, request)).json;
      });
      app.get(`${PAGE}/plant`, { schema: { hide: true }, config }, async (request) => {
        return (await app.inProcessCalls.answer(callKey(marketCalls.plant), { body: plantBody }, request)).json;
      });
    },
  });
  user = await registerUser(t);
  const db = t.database.db;
  const [approved] = await db
    .select({ id: communityTopic.id, code: communityTopic.code })
    .from(communityTopic)
    .where(eq(communityTopic.checkStatus, 2))
    .orderBy(asc(communityTopic.id))
    .limit(1);
  topic = approved!;
  const [first] = await db
    .select({ accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo })
    .from(plant)
    .orderBy(asc(plant.id))
    .limit(1);
  plantBody = first!;
});
afterAll(async () => {
  await t?.close();
});

/** How a visitor was served: 'hit', 'stale' (while another made it again), 'miss' (made and kept), or undefined (made, not kept). */
async function served(url: string) {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res.headers['x-cache'];
}
const topicPage = () => served(`${PAGE}/topic?code=${topic.code}`);
const plantPage = () => served(`${PAGE}/plant`);
async function plantCall() {
  const res = await call(t, marketCalls.plant, { body: plantBody }, { remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return res.headers['x-cache'];
}

/** Every page and call made again, from an empty cache, then served from it. */
async function cachedAgain() {
  await invalidate();
  expect([await topicPage(), await plantPage(), await plantCall()]).toEqual(['miss', 'miss', 'miss']);
  expect([await topicPage(), await plantPage(), await plantCall()]).toEqual(['hit', 'hit', 'hit']);
}

describe('a write drops the pages and calls that show its area, and keeps the others', () => {
  test('a new comment on a topic drops the topic page; the plant page and call stay cached', async () => {
    await cachedAgain();
    const body = { commentsType: COMMENTS_TYPE.COMMUNITY, ownerId: String(topic.id), messageContent: 'Which port, please?' };
    expect((await call(t, commentCalls.add, { body }, user)).json()).toMatchObject({ rspCode: '200' });
    expect(await plantPage()).toBe('hit');
    expect(await plantCall()).toBe('hit');
    expect(await topicPage()).toBe('miss');
  });

  test('a favourite of a topic drops the topic page and keeps the plant page', async () => {
    await cachedAgain();
    expect(okData(await call(t, topicCalls.collect, { body: { topicId: topic.id } }, user))).toBeGreaterThan(0);
    expect(await plantPage()).toBe('hit');
    expect(await topicPage()).toBe('miss');
  });

  test('a write that names no narrower area drops every page and call', async () => {
    await cachedAgain();
    okData(await call(t, accountsCalls.updateProfile, { body: { nickName: 'Renamed' } }, user));
    expect([await topicPage(), await plantPage(), await plantCall()]).toEqual(['miss', 'miss', 'miss']);
  });
});

describe('after a write, one visitor makes a page again (decision 0072)', () => {
  const together = (ask: () => Promise<unknown>) => Promise.all(Array.from({ length: 8 }, ask));

  test('the visitors who ask while it is made get the page as it was; the next get the new one', async () => {
    await cachedAgain();
    const body = { commentsType: COMMENTS_TYPE.COMMUNITY, ownerId: String(topic.id), messageContent: 'Still open?' };
    expect((await call(t, commentCalls.add, { body }, user)).json()).toMatchObject({ rspCode: '200' });
    const ways = await together(topicPage);
    expect(ways.filter((way) => way === 'miss')).toHaveLength(1);
    expect(ways.filter((way) => way === 'stale').length).toBeGreaterThan(0);
    expect(ways.filter((way) => way !== 'miss' && way !== 'stale' && way !== 'hit')).toEqual([]);
    expect(await topicPage()).toBe('hit');
  });

  test('a page nobody asked for yet is made once for visitors who ask for it together', async () => {
    const ways = await together(() => served(`${PAGE}/plant?first=${Date.now()}`));
    expect(ways.filter((way) => way === 'miss')).toHaveLength(1);
    expect(ways.filter((way) => way === 'hit')).toHaveLength(7);
  });
});

describe('a cached detail page counts its views', () => {
  test('each hit of the topic page adds one view, written within a minute', { timeout: 90_000 }, async () => {
    const count = async () =>
      (await t.database.db.select({ n: communityTopic.viewsCount }).from(communityTopic).where(eq(communityTopic.id, topic.id)))[0]!.n;
    await invalidate();
    // Views counted before (the tests above) are written first, so the count below starts from a settled one.
    let before = await count();
    for (let settled = false; !settled;) {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const now = await count();
      settled = now === before;
      before = now;
    }
    const ways = [];
    for (let i = 0; i < 10; i += 1) ways.push(await topicPage());
    expect(ways).toEqual(['miss', ...Array<string>(9).fill('hit')]);
    const started = Date.now();
    while (Date.now() - started < 60_000 && (await count()) < before + 10) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await count()).toBe(before + 10);
  });
});
