import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pathOf, type CallDefinition } from '../../contracts/core/calls';
import { topicCalls } from '../../contracts/forum/calls';
import { knowledgeCalls } from '../../contracts/knowledge/calls';
import { NEWS_SOURCE, NEWS_STATE } from '../../contracts/news/codes';
import { newsCalls } from '../../contracts/news/calls';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { communityTopic, knowledgeArticle, newsItem } from '../db/schema/index';
import { nextAddress } from '../test-support/accounts';
import { openTemplateCopy, type TestDatabase } from '../test-support/app';

/**
 * Views are counted apart from the answers that show them (decision 0066): the detail calls are served from the
 * anonymous cache, every answer (a hit too) counts one view in memory, and the counts are added to the rows every few
 * seconds and when the app closes. Two apps over one database stand for two processes behind a proxy.
 */
let testDatabase: TestDatabase;
let database: Database;
let first: FastifyInstance;
let second: FastifyInstance;

const open = async () => {
  const app = await buildApp(testDatabase.config, database, { pages: false, jobs: false });
  await app.ready();
  return app;
};

beforeAll(async () => {
  ({ testDatabase, database } = await openTemplateCopy({ seed: 'demo' }));
  [first, second] = [await open(), await open()];
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await database?.close();
  await testDatabase?.dispose();
});

/** A visitor's GET of a detail call, from an address of its own: answers the x-cache header. */
async function view(app: FastifyInstance, definition: CallDefinition, query: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url: pathOf(definition), query, remoteAddress: nextAddress() });
  expect(res.statusCode, res.body).toBe(200);
  return String(res.headers['x-cache']);
}

async function views(newsId: number, topicId: number, articleId: number) {
  const db = database.db;
  const [news] = await db.select({ n: newsItem.views }).from(newsItem).where(eq(newsItem.id, newsId));
  const [topic] = await db.select({ n: communityTopic.viewsCount }).from(communityTopic).where(eq(communityTopic.id, topicId));
  const [article] = await db.select({ n: knowledgeArticle.contentHit }).from(knowledgeArticle).where(eq(knowledgeArticle.id, articleId));
  return [news!.n, topic!.n, article!.n];
}

/** A published market news item, an approved topic and a public article of the demo, each its own row. */
async function subjects(offset: number) {
  const db = database.db;
  const published = and(eq(newsItem.newsSource, NEWS_SOURCE.MARKET), eq(newsItem.state, NEWS_STATE.PUBLISHED));
  const [news] = await db.select({ id: newsItem.id }).from(newsItem).where(published).orderBy(newsItem.id).offset(offset).limit(1);
  const [topic] = await db
    .select({ id: communityTopic.id, code: communityTopic.code })
    .from(communityTopic)
    .where(eq(communityTopic.checkStatus, 2))
    .orderBy(communityTopic.id)
    .offset(offset)
    .limit(1);
  const [article] = await db
    .select({ id: knowledgeArticle.id })
    .from(knowledgeArticle)
    .where(and(eq(knowledgeArticle.state, 'published'), eq(knowledgeArticle.contentDisplay, 'DISPLAY')))
    .orderBy(knowledgeArticle.id)
    .offset(offset)
    .limit(1);
  return { news: news!, topic: topic!, article: article! };
}

describe('views counted apart from the cached detail answers', () => {
  test('100 views from visitors add 100 to a news item, a topic and an article within a minute', { timeout: 90_000 }, async () => {
    const { news, topic, article } = await subjects(0);
    const before = await views(news.id, topic.id, article.id);
    const served: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      served.push(await view(first, newsCalls.areaNewsDetail, { id: String(news.id) }));
      served.push(await view(first, topicCalls.detail, { code: topic.code }));
      served.push(await view(first, knowledgeCalls.detail, { id: String(article.id) }));
    }
    // Each detail was made once; the other 99 views of each were cache hits, and counted all the same.
    expect(served.filter((s) => s === 'miss')).toHaveLength(3);
    expect(served.filter((s) => s === 'hit')).toHaveLength(297);
    const started = Date.now();
    const wanted = before.map((n) => n + 100);
    let now = before;
    while (Date.now() - started < 60_000 && now.some((n, i) => n < wanted[i]!)) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      now = await views(news.id, topic.id, article.id);
    }
    expect(now).toEqual(wanted);
  });

  test("two processes add to one row; each writes what it counted when it closes, before its timer's turn", async () => {
    const { news, topic, article } = await subjects(1);
    const before = await views(news.id, topic.id, article.id);
    for (let i = 0; i < 30; i += 1) {
      await view(first, newsCalls.areaNewsDetail, { id: String(news.id) });
      await view(first, topicCalls.detail, { code: topic.code });
    }
    for (let i = 0; i < 20; i += 1) {
      await view(second, newsCalls.areaNewsDetail, { id: String(news.id) });
      await view(second, knowledgeCalls.detail, { id: String(article.id) });
    }
    // Nothing written yet: the counts wait in each process's memory.
    expect(await views(news.id, topic.id, article.id)).toEqual(before);
    await Promise.all([first.close(), second.close()]);
    expect(await views(news.id, topic.id, article.id)).toEqual([before[0]! + 50, before[1]! + 30, before[2]! + 20]);
    [first, second] = [await open(), await open()];
  });
});
