import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketCalls } from '../../../contracts/market/calls';
import { plant } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createDiscoveryRegistry, registerDiscoveryRoutes, type FeedItem, type SitemapEntry } from './index';
import { SITEMAP_FILE_PAGES, SITEMAP_FILE_URLS } from './xml';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
/** Well-formed XML, parsed: the validator names the line of any fault. */
function parsed(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  return parser.parse(body);
}
const list = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo', config: { publicUrl: 'https://portal.example' } });
});
afterAll(() => t?.close());

describe('robots.txt and the sitemap of the running portal', () => {
  it('keeps crawlers out of the API, the account area and the admin shell, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /api/',
        'Disallow: /account',
        'Disallow: /admin',
        'Disallow: /zh/account',
        'Disallow: /zh/admin',
        'Disallow: /language',
        'Sitemap: https://portal.example/sitemap.xml',
      ]),
    );
  });

  it('lists every demo plant and company, with lastmod, in files the index names', async () => {
    const index = parsed((await t.app.inject('/sitemap.xml')).body);
    const files = list<{ loc: string; lastmod: string }>(index.sitemapindex.sitemap);
    const locs = files.map((f) => f.loc);
    expect(locs).toEqual(
      expect.arrayContaining(['https://portal.example/sitemap-plants-1.xml', 'https://portal.example/sitemap-companies-1.xml']),
    );
    const plants = await t.app.inject('/sitemap-plants-1.xml');
    expect(plants.headers['content-type']).toMatch(/^application\/xml/);
    const urls = list<{ loc: string; lastmod: string; 'xhtml:link': { '@hreflang': string; '@href': string }[] }>(
      parsed(plants.body).urlset.url,
    );
    const [row] = await t.database.db.select({ count: count() }).from(plant);
    // Every plant in both languages; the Chinese page follows its English one and both name each other.
    expect(urls).toHaveLength(row!.count * 2);
    expect(urls[1]?.loc).toBe(urls[0]!.loc.replace('https://portal.example/', 'https://portal.example/zh/'));
    expect(urls[1]?.['xhtml:link'].map((l) => [l['@hreflang'], l['@href']])).toEqual([
      ['en', urls[0]!.loc],
      ['zh-Hans', urls[1]!.loc],
    ]);
    expect(urls[0]?.loc).toMatch(/^https:\/\/portal\.example\/market\/plant\/detail\?accessType=20[12]&plantNo=.+&countryCode=[A-Z]{2}$/);
    expect(urls[0]?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    // The plant it names exists: its detail call answers for the page's parameters.
    const named = Object.fromEntries(new URL(urls[0]!.loc).searchParams);
    const detail = await call(t, marketCalls.plant, { body: { ...named, lang: 'en_us' } });
    expect(detail.json()).toMatchObject({ rspCode: '200', data: { plantNo: named.plantNo } });
  });

  it('answers 404 for a file no source has', async () => {
    expect((await t.app.inject('/sitemap-plants-2.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-unknown-1.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap-plants-x.xml')).statusCode).toBe(404);
  });
});

describe('sitemap files past 50,000 URLs and feeds', () => {
  const app = Fastify();
  const total = SITEMAP_FILE_PAGES + 7;
  beforeAll(async () => {
    const discovery = createDiscoveryRegistry();
    discovery.registerSitemap({
      name: 'articles',
      async *entries() {
        for (let from = 0; from < total; from += 10_000) {
          const batch: SitemapEntry[] = [];
          for (let i = from; i < Math.min(total, from + 10_000); i++) batch.push({ path: `/a?id=${i}&x=<${i}>`, lastmod: '2026-11-20' });
          yield batch;
        }
      },
    });
    const items: FeedItem[] = [
      {
        id: '2',
        title: 'Beef & lamb: "quotas" <new>',
        path: '/news/2',
        summary: 'Tariff cut\u0001 for chilled beef',
        published: '2026-11-20T08:00:00Z',
        updated: '2026-11-21T08:00:00Z',
      },
      { id: '1', title: 'Older', path: '/news/1', summary: 'Older item', published: '2026-11-01', updated: '2026-11-01' },
    ];
    discovery.registerFeed({
      path: '/news/feed.xml',
      title: 'Market News',
      description: 'What moved',
      pagePath: '/news',
      latest: async () => items,
    });
    registerDiscoveryRoutes(app, discovery, 'https://portal.example');
    await app.ready();
  });
  afterAll(() => app.close());

  it('splits a source into files of 50,000 URLs, escaped, each named by the index', async () => {
    const index = parsed((await app.inject('/sitemap.xml')).body);
    expect(list<{ loc: string }>(index.sitemapindex.sitemap).map((f) => f.loc)).toEqual([
      'https://portal.example/sitemap-articles-1.xml',
      'https://portal.example/sitemap-articles-2.xml',
    ]);
    const first = await app.inject('/sitemap-articles-1.xml');
    expect(first.body).toContain('<loc>https://portal.example/a?id=0&amp;x=&lt;0&gt;</loc>');
    expect(list(parsed(first.body).urlset.url)).toHaveLength(SITEMAP_FILE_URLS);
    const second = list<{ loc: string }>(parsed((await app.inject('/sitemap-articles-2.xml')).body).urlset.url);
    // Each page twice: in English and under /zh in Chinese.
    expect(second.map((u) => u.loc)).toHaveLength(14);
    expect(second[0]?.loc).toBe(`https://portal.example/a?id=${SITEMAP_FILE_PAGES}&x=<${SITEMAP_FILE_PAGES}>`);
    expect(second[1]?.loc).toBe(`https://portal.example/zh/a?id=${SITEMAP_FILE_PAGES}&x=<${SITEMAP_FILE_PAGES}>`);
    expect((await app.inject('/sitemap-articles-3.xml')).statusCode).toBe(404);
  });

  it('serves an Atom feed whose entries link to the articles, newest first, with text escaped', async () => {
    const res = await app.inject('/news/feed.xml');
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const feed = parsed(res.body).feed;
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.updated).toBe('2026-11-21T08:00:00Z');
    const entries = list<any>(feed.entry);
    expect(entries.map((e) => e.title)).toEqual(['Beef & lamb: "quotas" <new>', 'Older']);
    expect(entries[0].id).toBe('https://portal.example/news/2');
    expect(entries[0].link['@href']).toBe('https://portal.example/news/2');
    expect(entries[0].summary['#text']).toBe('Tariff cut for chilled beef');
    expect(entries[1].published).toBe('2026-11-01T00:00:00Z');
  });
});
