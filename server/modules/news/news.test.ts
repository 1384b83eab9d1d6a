import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCalls } from '../../../contracts/news/calls';
import { NEWS_PAGE_SIZE } from '../../../contracts/news/codes';
import type { NewsDetail, NewsRow } from '../../../contracts/news/models';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { itemForm, writeItem } from './news-test-kit';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const marketNews = (body: unknown, page = 1, limit: number = NEWS_PAGE_SIZE.marketNews) =>
  call(t, newsCalls.marketNews, { params: { page, limit }, body });
const factoryNews = (body: unknown) => call(t, newsCalls.factoryNews, { body });

const NEWS_ROW = {
  id: expect.any(Number),
  newsSource: 8080,
  contentTitle: expect.any(String),
  enContentTitle: expect.any(String),
  summary: expect.any(String),
  contentKeyword: expect.any(String),
  countryCode: expect.stringMatching(/^[A-Z]{2}$/),
  countryName: expect.any(String),
  accessType: expect.stringMatching(/^20[12]$/),
  companyTags: expect.any(Array),
  views: expect.any(Number),
  commentsCount: expect.any(Number),
  createDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  sourceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  updateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  contentDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  baiduIncluded: expect.any(Number),
};

const newestFirst = (rows: { sourceDate: string; id: number }[]) => {
  for (let i = 1; i < rows.length; i++) {
    const [a, b] = [rows[i - 1]!, rows[i]!];
    expect(a.sourceDate > b.sourceDate || (a.sourceDate === b.sourceDate && a.id > b.id)).toBe(true);
  }
};

describe('POST /api/newsQuery/countryList/{page}/{limit} (market news)', () => {
  it('answers 5 published market news a page, newest first, in the spec field names', async () => {
    const data = okData(await marketNews({ lang: 'en_us', newsSource: 8080 }));
    expect(data.list).toHaveLength(5);
    expect(data.total).toBeGreaterThanOrEqual(300);
    for (const row of data.list) expect(row).toEqual(NEWS_ROW);
    expect(data.list[0]).not.toHaveProperty('content');
    newestFirst(data.list);
  });

  it('takes newsSource as a number (8080, 164) or its text, as the spec clients send accessType', async () => {
    const asNumber = okData(await marketNews({ newsSource: 8080 }));
    const asText = okData(await marketNews({ newsSource: '8080' }));
    expect(asText.total).toBe(asNumber.total);
    expect(asText.list.map((r: { id: string }) => r.id)).toEqual(asNumber.list.map((r: { id: string }) => r.id));
    expectFailure(await marketNews({ newsSource: '164' }), 400, 'newsSource');
    expectFailure(await marketNews({ newsSource: '8080x' }), 400, 'newsSource');
    expect(okData(await factoryNews({ newsSource: '164' })).total).toBe(okData(await factoryNews({ newsSource: 164 })).total);
  });

  it('pages without overlap and filters by country and access type', async () => {
    const first = okData(await marketNews({}, 1, 10));
    const second = okData(await marketNews({}, 2, 10));
    expect(second.total).toBe(first.total);
    const ids = new Set(first.list.map((r: any) => r.id));
    expect(second.list.some((r: any) => ids.has(r.id))).toBe(false);
    newestFirst([...first.list, ...second.list]);

    const brazil = okData(await marketNews({ countryCode: 'BR' }, 1, 50));
    expect(brazil.total).toBeGreaterThan(0);
    expect(brazil.total).toBeLessThan(first.total);
    expect(brazil.list.every((r: any) => r.countryCode === 'BR' && r.countryName === 'Brazil')).toBe(true);
    const seafood = okData(await marketNews({ accessType: '202' }, 1, 50));
    expect(seafood.list.every((r: any) => r.accessType === '202')).toBe(true);
  });

  it('with id and countryCode answers up to 15 recommendations: the item left out, its country first', async () => {
    // A country with a few items (fewer than 15 besides the one read), so others follow them.
    let country = '';
    for (const code of ['FI', 'EE', 'HU', 'AT', 'PT', 'IT', 'MN', 'KZ', 'CR', 'FO', 'IS', 'SN']) {
      const { total } = okData(await marketNews({ countryCode: code }, 1, 1));
      if (total >= 2 && total <= 14) country = code;
      if (country) break;
    }
    expect(country).not.toBe('');
    const [item] = okData(await marketNews({ countryCode: country }, 1, 1)).list;
    const data = okData(await marketNews({ id: item.id, countryCode: country }, 1, NEWS_PAGE_SIZE.recommended));
    expect(data.list).toHaveLength(15);
    expect(data.list.map((r: any) => r.id)).not.toContain(item.id);
    const countries = data.list.map((r: any) => r.countryCode);
    const firstOther = countries.findIndex((c: string) => c !== country);
    expect(firstOther).toBeGreaterThan(0);
    expect(countries.slice(firstOther)).not.toContain(country);
  });

  it('finds a body-only word and a Chinese title fragment, best match first', async () => {
    const bodyOnly = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ content: '<p>The cargo of quokkaberries cleared at Ningbo.</p>' }),
    );
    const inTitle = await writeItem(
      t,
      admin,
      'market-news',
      itemForm({ enContentTitle: 'Quokkaberries reach Tianjin', sourceDate: '2025-02-01' }),
    );
    const chinese = await writeItem(t, admin, 'market-news', itemForm({ contentTitle: '乌拉圭冰鲜牛肉试验批次抵港' }));

    const byWord = okData(await marketNews({ keywords: 'quokkaberries' }, 1, 10));
    // Title words weigh more than body words, whatever the dates.
    expect(byWord.list.map((r: any) => r.id)).toEqual([inTitle, bodyOnly]);
    const stemmed = okData(await marketNews({ keywords: 'quokkaberry cleared' }, 1, 10));
    expect(stemmed.list.map((r: any) => r.id)).toEqual([bodyOnly]);
    const byChinese = okData(await marketNews({ keywords: '试验批次' }, 1, 10));
    expect(byChinese.list.map((r: any) => r.id)).toEqual([chinese]);
  });

  it('ranks demo items by relevance and never fails on odd keywords', async () => {
    const beef = okData(await marketNews({ keywords: 'Brazil beef' }, 1, 10));
    expect(beef.total).toBeGreaterThan(0);
    expect(`${beef.list[0].enContentTitle} ${beef.list[0].summary}`.toLowerCase()).toMatch(/brazil/);
    for (const keywords of [
      '"unclosed quote',
      'beef -pork',
      'a & | ! ( :* )',
      "o'brien",
      '<script>alert(1)</script>',
      'or',
      '%_\\',
      '牛',
    ]) {
      const res = await marketNews({ keywords }, 1, 10);
      expect(res.statusCode, `${keywords}: ${res.body}`).toBe(200);
    }
    expectFailure(await marketNews({ keywords: 'x'.repeat(10_000) }), 400, 'keywords');
    expectFailure(await marketNews({ keywords: 'beef\u0000' }), 400);
  });

  it('refuses bad input with 400 in the envelope', async () => {
    expectFailure(await marketNews({ countryCode: 'Brazil' }), 400, 'countryCode');
    expectFailure(await marketNews({ accessType: '203' }), 400, 'accessType');
    expectFailure(await marketNews({ newsSource: 164 }), 400, 'newsSource');
    expectFailure(await marketNews({ id: 'abc' }), 400, 'id');
    expectFailure(await marketNews({}, 0, 5), 400, 'page');
    expectFailure(await marketNews({}, 1, 0), 400, 'limit');
  });
});

describe('POST /api/factory-news/list and /api/factory-news/related', () => {
  it('answers 5 factory news by default with the companies they concern, filters by access type, country and keyword', async () => {
    const data = okData(await factoryNews({ lang: 'zh_cn', newsSource: 164 }));
    expect(data.list).toHaveLength(NEWS_PAGE_SIZE.factoryNews);
    expect(data.total).toBeGreaterThanOrEqual(300);
    for (const row of data.list) {
      expect(row).toEqual({ ...NEWS_ROW, newsSource: 164 });
      expect(row.companyTags).toHaveLength(1);
      expect(row.contentTitle).not.toBe('');
    }
    const seafood = okData(await factoryNews({ accessType: '202', countryCode: 'NO', limit: 20 }));
    expect(seafood.list.every((r: any) => r.accessType === '202' && r.countryCode === 'NO')).toBe(true);

    const one = data.list[0];
    const byCompany = okData(await factoryNews({ companyTags: one.companyTags, limit: 50 }));
    expect(byCompany.list.map((r: any) => r.id)).toContain(one.id);
    expect(byCompany.list.every((r: any) => r.companyTags.includes(one.companyTags[0]))).toBe(true);
    const byKeyword = okData(await factoryNews({ contentKey: one.contentKeyword, limit: 50 }));
    expect(byKeyword.list.map((r: any) => r.id)).toContain(one.id);
  });

  it('answers related news: up to 15, the item left out, those about the same company first', async () => {
    const id = await writeItem(t, admin, 'factory-news', itemForm({ companyTags: ['CTEST0001'] }));
    const sibling = await writeItem(t, admin, 'factory-news', itemForm({ companyTags: ['CTEST0001'], sourceDate: '2024-03-01' }));
    const data = okData(
      await call(t, newsCalls.relatedFactoryNews, { body: { id, companyTags: 'CTEST0001', lang: 'zh_cn', newsSource: 164 } }),
    );
    expect(data.list).toHaveLength(NEWS_PAGE_SIZE.recommended);
    expect(data.list[0].id).toBe(sibling);
    expect(data.list.map((r: any) => r.id)).not.toContain(id);
    expectFailure(await call(t, newsCalls.relatedFactoryNews, { body: { id: 2_000_000_000 } }), 404);
  });

  it('refuses bad input with 400', async () => {
    expectFailure(await factoryNews({ companyTags: 'C1' }), 400, 'companyTags');
    expectFailure(await factoryNews({ contentKey: 5 }), 400, 'contentKey');
    expectFailure(await factoryNews({ page: 0 }), 400, 'page');
    expectFailure(await call(t, newsCalls.relatedFactoryNews, { body: {} }), 400, 'id');
    expectFailure(await call(t, newsCalls.relatedFactoryNews, { body: { id: 1, limit: 1000 } }), 400, 'limit');
  });
});

describe('GET /api/article/detail and /api/area-news/detail', () => {
  it('answers a published item with its sanitised body; a second read is the cached answer (views: view-counts.test.ts)', async () => {
    const [row] = okData(await marketNews({}, 1, 1)).list;
    const first = okData(await call(t, newsCalls.areaNewsDetail, { query: { id: row.id, lang: 'en_us' } }));
    expect(first).toEqual({ ...NEWS_ROW, content: expect.stringMatching(/^<p>/), plantNos: [], plants: [] });
    const second = okData(await call(t, newsCalls.areaNewsDetail, { query: { id: row.id } }));
    expect(second).toEqual(first);
    // A demo item (the items these tests write are about Uruguay).
    const [factory] = okData(await factoryNews({ limit: 1, countryCode: 'BR' })).list;
    const detail = okData(await call(t, newsCalls.factoryNewsDetail, { query: { id: factory.id } }));
    expect(detail.companyTags).toEqual(factory.companyTags);
    expect(detail.plantNos).toHaveLength(1);
    // The plant it names, as the registry holds it, linked to its page.
    expect(detail.plants).toEqual([
      {
        plantNo: detail.plantNos[0],
        plantName: expect.any(String),
        countryCode: 'BR',
        accessType: detail.accessType,
        status: expect.any(Number),
        link: plantPagePath({ accessType: detail.accessType, countryCode: 'BR', plantNo: detail.plantNos[0] }),
        companyCode: detail.companyTags[0],
        companyName: expect.any(String),
        companyLink: companyPagePath({ accessType: detail.accessType, countryCode: 'BR', companyCode: detail.companyTags[0]! }),
      },
    ]);
  });

  it("names a market news item's plants (all held by the registry), each with its page and its company's", async () => {
    const { list } = okData<{ list: NewsRow[] }>(await marketNews({ keywords: 'registration' }, 1, 30));
    const read = async (id: number) => okData<NewsDetail>(await call(t, newsCalls.areaNewsDetail, { query: { id } }));
    const named = (await Promise.all(list.map((row) => read(row.id)))).filter((d) => d.plantNos.length > 0);
    expect(named.length).toBeGreaterThan(0);
    for (const item of named) {
      expect(item.plants.map((p) => p.plantNo).sort()).toEqual([...item.plantNos].sort());
      const place = { accessType: item.accessType, countryCode: item.countryCode };
      for (const plant of item.plants) {
        const companyLink = companyPagePath({ ...place, companyCode: plant.companyCode });
        expect(plant).toMatchObject({ ...place, link: plantPagePath({ ...place, plantNo: plant.plantNo }), companyLink });
        expect([plant.companyName, item.content.includes(plant.plantNo)]).toEqual([expect.stringMatching(/\S/), true]);
      }
    }
  });

  it('answers 404 for an unknown id, a draft, or an item of the other kind; 400 for a malformed id', async () => {
    const draft = await writeItem(t, admin, 'market-news', itemForm(), true);
    const [factory] = okData(await factoryNews({ limit: 1 })).list;
    expectFailure(await call(t, newsCalls.areaNewsDetail, { query: { id: 2_000_000_000 } }), 404);
    expectFailure(await call(t, newsCalls.areaNewsDetail, { query: { id: draft } }), 404);
    expectFailure(await call(t, newsCalls.areaNewsDetail, { query: { id: factory.id } }), 404);
    expectFailure(await call(t, newsCalls.factoryNewsDetail, { query: { id: draft } }), 404);
    expectFailure(await call(t, newsCalls.factoryNewsDetail, { query: { id: 'abc' } }), 400, 'id');
    expectFailure(await call(t, newsCalls.areaNewsDetail, { query: {} }), 400, 'id');
    expectFailure(await call(t, newsCalls.areaNewsDetail, { query: { id: 1, lang: 'fr' } }), 400, 'lang');
  });
});

describe('POST /api/newsQuery/rollMessage', () => {
  it('answers the 5 newest headlines as {code: the page, value: the headline}', async () => {
    const list = okData(await call(t, newsCalls.rollMessage, { body: {} }));
    expect(list).toHaveLength(NEWS_PAGE_SIZE.rollMessage);
    for (const entry of list) {
      expect(Object.keys(entry).sort()).toEqual(['code', 'value']);
      expect(entry.code).toMatch(/^\/news\/(market-news|supervision)\/detail\?id=\d+$/);
      expect(entry.value.length).toBeGreaterThan(10);
    }
    expectFailure(await call(t, newsCalls.rollMessage, { body: { lang: 'xx' } }), 400, 'lang');
  });
});

describe('GET /api/linkSubmit and POST /api/newsQuery/updateBaiduIcluded', () => {
  it('checks a published news page and marks it announced', async () => {
    const id = await writeItem(t, admin, 'market-news', itemForm());
    const before = okData(await call(t, newsCalls.linkSubmit, { query: { fullPath: `/news/market-news/detail?id=${id}` } }));
    expect(before).toEqual({
      fullPath: `/news/market-news/detail?id=${id}`,
      url: `${t.config.publicUrl}/news/market-news/detail?id=${id}`,
      sitemap: `${t.config.publicUrl}/sitemap.xml`,
      baiduIncluded: 0,
    });
    expect(okData(await call(t, newsCalls.updateBaiduIncluded, { body: { id } }))).toBe(1);
    const after = okData(await call(t, newsCalls.linkSubmit, { query: { fullPath: `/news/market-news/detail?id=${id}&utm=x` } }));
    expect(after.baiduIncluded).toBe(1);
  });

  it('answers 404 for what is not a published news page, 400 for a path that is not on the portal', async () => {
    const draft = await writeItem(t, admin, 'market-news', itemForm(), true);
    expectFailure(await call(t, newsCalls.linkSubmit, { query: { fullPath: `/news/market-news/detail?id=${draft}` } }), 404);
    expectFailure(await call(t, newsCalls.linkSubmit, { query: { fullPath: `/news/factory-news/detail?id=${draft}` } }), 404);
    expectFailure(await call(t, newsCalls.linkSubmit, { query: { fullPath: '/market/plant' } }), 404);
    expectFailure(await call(t, newsCalls.linkSubmit, { query: { fullPath: 'https://example.com/news' } }), 400, 'fullPath');
    expectFailure(await call(t, newsCalls.linkSubmit, { query: { fullPath: '//example.com/news' } }), 400, 'fullPath');
    expectFailure(await call(t, newsCalls.linkSubmit, { query: {} }), 400, 'fullPath');
    expectFailure(await call(t, newsCalls.updateBaiduIncluded, { body: { id: draft } }), 404);
    expectFailure(await call(t, newsCalls.updateBaiduIncluded, { body: { id: 'x' } }), 400, 'id');
  });
});
