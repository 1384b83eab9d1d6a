import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsCalls } from '../../../contracts/news/calls';
import type { CustomsUpdateRow, NewsRow, RollMessageEntry } from '../../../contracts/news/models';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { itemForm, writeCustomsUpdate, writeItem } from './news-test-kit';

/** The news calls in both languages: lang zh_cn answers Chinese first, en_us as before; the rows are the same ones. */

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const page = { page: 1, limit: 20 };
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('market and factory news in zh_cn', () => {
  it('answers the same items with both titles and the country names in Chinese', async () => {
    const body = { countryCode: 'BR', newsSource: 8080 };
    const en = okData<{ list: NewsRow[] }>(await call(t, newsCalls.marketNews, { params: page, body: { ...body, lang: 'en_us' } }));
    const zh = okData<{ list: NewsRow[] }>(await call(t, newsCalls.marketNews, { params: page, body: { ...body, lang: 'zh_cn' } }));
    expect(zh.list.length).toBeGreaterThan(0);
    expect(ids(zh.list)).toEqual(ids(en.list));
    expect(en.list.every((r) => r.countryName === 'Brazil')).toBe(true);
    expect(zh.list.every((r) => r.countryName === '巴西')).toBe(true);
    zh.list.forEach((row, i) => {
      expect(row.enContentTitle).toBe(en.list[i]!.enContentTitle);
      expect(row.contentTitle).toBe(en.list[i]!.contentTitle);
    });

    const factory = okData<{ list: NewsRow[] }>(await call(t, newsCalls.factoryNews, { body: { countryCode: 'BR', lang: 'zh_cn' } }));
    expect(factory.list.length).toBeGreaterThan(0);
    expect(factory.list.every((r) => r.countryName === '巴西' && /[\u4e00-\u9fff]/.test(r.contentTitle))).toBe(true);
  });

  it('takes the lang header when the body names none; the body wins over the header', async () => {
    const header = okData<{ list: NewsRow[] }>(
      await callAs(t, { lang: 'zh_cn' }, newsCalls.factoryNews, { body: { countryCode: 'BR', limit: 3 } }),
    );
    expect(header.list.map((r) => r.countryName)).toEqual(['巴西', '巴西', '巴西']);
    const body = okData<{ list: NewsRow[] }>(
      await callAs(t, { lang: 'zh_cn' }, newsCalls.factoryNews, { body: { countryCode: 'BR', limit: 3, lang: 'en_us' } }),
    );
    expect(body.list.map((r) => r.countryName)).toEqual(['Brazil', 'Brazil', 'Brazil']);
  });

  it('answers a detail and the related items in the language asked', async () => {
    const [item] = okData<{ list: NewsRow[] }>(await call(t, newsCalls.factoryNews, { body: { countryCode: 'BR', limit: 1 } })).list;
    const zh = okData<NewsRow>(await call(t, newsCalls.factoryNewsDetail, { query: { id: item!.id, lang: 'zh_cn' } }));
    expect(zh).toMatchObject({ id: item!.id, countryName: '巴西', contentTitle: item!.contentTitle, enContentTitle: item!.enContentTitle });
    const en = okData<NewsRow>(await call(t, newsCalls.factoryNewsDetail, { query: { id: item!.id, lang: 'en_us' } }));
    expect(en.countryName).toBe('Brazil');
    const related = okData<{ list: NewsRow[] }>(
      await call(t, newsCalls.relatedFactoryNews, { body: { id: item!.id, limit: 5, lang: 'zh_cn' } }),
    );
    expect(related.list.length).toBeGreaterThan(0);
    expect(related.list.every((r) => /[\u4e00-\u9fff]/.test(r.countryName))).toBe(true);
  });

  it('keeps the English title where an item has no Chinese one', async () => {
    const id = await writeItem(t, admin, 'market-news', itemForm({ countryCode: 'UY', contentTitle: '' }));
    const zh = okData<NewsRow>(await call(t, newsCalls.areaNewsDetail, { query: { id, lang: 'zh_cn' } }));
    expect(zh.contentTitle).toBe('');
    expect(zh.enContentTitle).toMatch(/^Test item \d+ on chilled beef$/);
    expect(zh.countryName).toBe('乌拉圭');
  });
});

describe('GACC customs updates in zh_cn', () => {
  it('names the countries in Chinese, in the order stored, in the list and the detail', async () => {
    const id = await writeCustomsUpdate(t, admin, {
      infoCode: `LANG-${Date.now() % 1_000_000}`,
      contentTitle: '关于乌拉圭和巴西牛肉的公告',
      enTitle: 'Notice on beef from Uruguay and Brazil',
      contentEng: '<p>Both countries.</p>',
      countryCodes: ['UY', 'BR'],
      accessType: '201',
      enInfoTime: '2026-11-20',
    });
    const detail = okData<CustomsUpdateRow>(await call(t, newsCalls.customsUpdate, { query: { id, lang: 'zh_cn' } }));
    expect(detail.countryNames).toEqual(['乌拉圭', '巴西']);
    expect(detail).toMatchObject({ contentTitle: '关于乌拉圭和巴西牛肉的公告', enTitle: 'Notice on beef from Uruguay and Brazil' });
    const list = okData<{ list: CustomsUpdateRow[] }>(
      await call(t, newsCalls.customsUpdates, { body: { area: ['UY'], limit: 50, lang: 'zh_cn' } }),
    );
    expect(list.list.find((u) => u.id === id)?.countryNames).toEqual(['乌拉圭', '巴西']);
    const en = okData<CustomsUpdateRow>(await call(t, newsCalls.customsUpdate, { query: { id } }));
    expect(en.countryNames).toEqual(['Uruguay', 'Brazil']);
  });
});

describe('the rolling message in zh_cn', () => {
  it('gives the Chinese headline where there is one, for the same pages as in English', async () => {
    const en = okData<RollMessageEntry[]>(await call(t, newsCalls.rollMessage, { body: { lang: 'en_us' } }));
    const zh = okData<RollMessageEntry[]>(await call(t, newsCalls.rollMessage, { body: { lang: 'zh_cn' } }));
    expect(zh.map((e) => e.code)).toEqual(en.map((e) => e.code));
    expect(en.every((e) => !/[\u4e00-\u9fff]/.test(e.value))).toBe(true);
    // Every GACC update of the demo has its Chinese title; a headline without one stays English.
    for (const [i, entry] of zh.entries()) {
      if (entry.code.startsWith('/news/supervision/')) expect(entry.value).toMatch(/[\u4e00-\u9fff]/);
      else if (!/[\u4e00-\u9fff]/.test(entry.value)) expect(entry.value).toBe(en[i]!.value);
    }
    expect(zh.some((e) => /[\u4e00-\u9fff]/.test(e.value))).toBe(true);
  });

  it('refuses a lang it does not know with 400', async () => {
    expectFailure(await call(t, newsCalls.marketNews, { params: page, body: { lang: 'zh_tw' } }), 400, 'lang');
    expectFailure(await call(t, newsCalls.customsUpdate, { query: { id: 1, lang: 'zh' } }), 400, 'lang');
  });
});
