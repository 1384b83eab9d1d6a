import { and, count, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentCalls } from '../../../contracts/comments/calls';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import { customsUpdate, newsItem } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { newsFeeds, newsSitemaps } from './index';
import { itemForm, writeItem } from './news-test-kit';

let t: TestApp;
let admin: SignedInUser;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { publicUrl: 'https://portal.example' } });
  admin = await createAdmin(t);
  user = await registerUser(t);
});
afterAll(() => t?.close());

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

async function published(table: typeof newsItem | typeof customsUpdate, newsSource?: number) {
  const where =
    table === newsItem ? and(eq(newsItem.state, 'published'), eq(newsItem.newsSource, newsSource!)) : eq(customsUpdate.state, 'published');
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

describe('news in the sitemap and feeds', () => {
  it('gives every published item of each kind to the sitemap, with its page and last change', async () => {
    const draft = await writeItem(t, admin, 'market-news', itemForm(), true);
    const [market, factory, updates] = newsSitemaps(t.database.db);
    const entriesOf = async (source: typeof market) => {
      const all = [];
      for await (const batch of source!.entries()) all.push(...batch);
      return all;
    };
    const marketEntries = await entriesOf(market);
    expect(marketEntries).toHaveLength(await published(newsItem, 8080));
    expect(marketEntries.map((e) => e.path)).not.toContain(`/news/market-news/detail?id=${draft}`);
    expect(marketEntries[0]).toEqual({
      path: expect.stringMatching(/^\/news\/market-news\/detail\?id=\d+$/),
      lastmod: expect.stringMatching(/Z$/),
    });
    expect(await entriesOf(factory)).toHaveLength(await published(newsItem, 164));
    const updateEntries = await entriesOf(updates);
    expect(updateEntries).toHaveLength(await published(customsUpdate));
    expect(updateEntries[0]!.path).toMatch(/^\/news\/supervision\/detail\?id=\d+$/);

    const index = parser.parse((await t.app.inject('/sitemap.xml')).body);
    const files = list(index.sitemapindex.sitemap).map((s: any) => s.loc);
    for (const name of ['market-news', 'factory-news', 'gacc-updates'])
      expect(files).toContain(`https://portal.example/sitemap-${name}-1.xml`);
  });

  it('serves three Atom feeds of the newest 50 published items with plain-text summaries', async () => {
    const feeds = newsFeeds(t.database.db);
    expect(feeds.map((f) => f.path)).toEqual(['/news/market-news/feed.xml', '/news/factory-news/feed.xml', '/news/supervision/feed.xml']);
    for (const feed of feeds) {
      const items = await feed.latest();
      expect(items).toHaveLength(NEWS_PAGE_SIZE.feed);
      for (const item of items) {
        expect(item.summary).not.toMatch(/[<>]/);
        expect(item.summary.length).toBeGreaterThan(20);
        expect(item.path.startsWith(feed.pagePath)).toBe(true);
      }
      const published = items.map((i) => i.published);
      expect(published).toEqual([...published].sort().reverse());
      const res = await t.app.inject(feed.path);
      expect(res.statusCode).toBe(200);
      expect(XMLValidator.validate(res.body)).toBe(true);
      expect(list(parser.parse(res.body).feed.entry)).toHaveLength(NEWS_PAGE_SIZE.feed);
    }
  });
});

describe('comments on news (FACTORY_NEWS, AREA_NEWS)', () => {
  it('work on published items through the shared comments calls, and count in commentsCount', async () => {
    const id = await writeItem(t, admin, 'market-news', itemForm());
    const add = (commentsType: string, ownerId: number) =>
      call(t, commentCalls.add, { body: { commentsType, ownerId: String(ownerId), messageContent: 'Is this frozen only?' } }, user);
    const added = await add('AREA_NEWS', id);
    expect(added.json(), added.body).toMatchObject({ rspCode: '200', msg: 'Successfully!' });
    const detail = okData(await call(t, newsCalls.areaNewsDetail, { query: { id } }));
    expect(detail.commentsCount).toBe(1);
    const thread = okData(
      await call(t, commentCalls.list, { query: { commentsType: 'AREA_NEWS', ownerId: String(id), page: 1, limit: 500 } }),
    );
    expect(thread.list.map((c: any) => c.messageContent)).toEqual(['Is this frozen only?']);

    // Not on a factory-news id under AREA_NEWS, not on a draft.
    expectFailure(await add('FACTORY_NEWS', id), 404);
    okData(await call(t, newsAdminCalls.unpublishItem, { params: { kind: 'market-news', id }, body: {} }, admin));
    expectFailure(await add('AREA_NEWS', id), 404);
  });
});
