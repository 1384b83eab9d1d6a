import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const call = (definition: Parameters<typeof callAs>[2], input: AnyInput = {}) => callAs(t, {}, definition, input);
const FRESH = { source: 'Demo data', asOf: expect.any(String), late: expect.any(Boolean) };

describe('customs statistics (§7 quote yearly, statistic, trends)', () => {
  it('ranks the latest year by volume, 11 rows with shares, growth and USD/T, and lists the years with data', async () => {
    const page = okData(await call(dataCalls.yearlyPage, { params: { page: 1, limit: 11 }, body: { productType: 'PIG', dataType: 'VOLUME' } }));
    expect(page).toMatchObject({ ...FRESH, asOf: '2026-10', yearName: 2026 });
    expect(page.years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(page.list).toHaveLength(10); // the ten pork exporters of the demo
    expect(page.list.map((r: { lineNum: number }) => r.lineNum)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const volumes = page.list.map((r: { totalVolume: number }) => r.totalVolume);
    expect([...volumes].sort((a, b) => b - a)).toEqual(volumes);
    expect(page.list[0]).toMatchObject({
      isCategory: false,
      proportionForVolume: expect.stringMatching(/^\d+\.\d\d%$/),
      increaseRatioAmount: expect.stringMatching(/^[+-]?\d+\.\d\d%$/),
      unitPrice: expect.any(Number),
    });
    // The value ranking orders by amount instead.
    const byValue = okData(await call(dataCalls.yearlyPage, { params: { page: 1, limit: 11 }, body: { productType: 'BEEF', dataType: 'PRICE', yearName: 2022 } }));
    const amounts = byValue.list.map((r: { totalAmount: number }) => r.totalAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(byValue.list[0].countryName).toBe('Brazil');
    expect(byValue.list[0].increaseRatioAmount).toMatch(/%$/);
  });

  it('lists each country’s categories under it, flagged and prefixed #, unranked', async () => {
    const page = okData(await call(dataCalls.yearlyPage, { params: { page: 1, limit: 1000 }, body: { productType: 'SEAFOOD', withCategories: true } }));
    const categories = page.list.filter((r: { isCategory: boolean }) => r.isCategory);
    expect(categories.length).toBeGreaterThan(page.total);
    expect(categories.every((r: { countryName: string; lineNum: null }) => r.countryName.startsWith('#') && r.lineNum === null)).toBe(true);
    expect(page.list[0].isCategory).toBe(false);
  });

  it('answers the pie shares (summing to 100), the stacked yearly bars and the monthly lines', async () => {
    const pie = okData(await call(dataCalls.statisticYearly, { body: { productType: 'PIG', yearName: 2021 } }));
    expect(pie.yearName).toBe(2021);
    const sum = pie.list.reduce((t: number, r: { percent: number }) => t + r.percent, 0);
    expect(sum).toBeGreaterThan(99.9);
    expect(sum).toBeLessThan(100.1);
    const yearly = okData(await call(dataCalls.trendYearly, { body: { productType: 'BEEF', dataType: 'PRICE' } }));
    expect(yearly.list[0]).toEqual({ year: 2021, country: expect.any(String), totalAmount: expect.any(Number) });
    const monthly = okData(await call(dataCalls.trendMonthly, { body: { productType: 'PIG' } }));
    expect(monthly.list[0]).toEqual({ publishDate: '2021-01', weight: expect.any(Number), categoryEnName: expect.any(String) });
    expect(monthly.list.at(-1).publishDate).toBe('2026-10');
  });

  it('refuses a product type, data type or year it does not know with 400', async () => {
    expectFailure(await call(dataCalls.yearlyPage, { params: { page: 1, limit: 11 }, body: { productType: 'HORSE' } }), 400, 'productType');
    expectFailure(await call(dataCalls.statisticYearly, { body: { dataType: 'WEIGHT' } }), 400, 'dataType');
    expectFailure(await call(dataCalls.trendYearly, { body: { productType: 7 } }), 400, 'productType');
    expectFailure(await call(dataCalls.yearlyPage, { params: { page: 1, limit: 11 }, body: { yearName: 'last' } }), 400, 'yearName');
  });
});

describe('unapproved shipments, meat and market prices (§7 customNotEnter, cashPrice, quote pageAll)', () => {
  it('pages the unapproved list newest first, filtered by product type, months and a keyword', async () => {
    const page = okData(await call(dataCalls.unapproved, { params: { page: 1, limit: 10 }, body: {} }));
    expect(page).toMatchObject({ ...FRESH, asOf: '2026-10' });
    expect(page.list).toHaveLength(10);
    expect(page.list[0].showPublishDate).toBe('2026-10');
    const beef = okData(
      await call(dataCalls.unapproved, {
        params: { page: 1, limit: 1000 },
        body: { productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-03', keyText: 'brazil' },
      }),
    );
    expect(beef.total).toBeGreaterThan(0);
    for (const row of beef.list) {
      expect(row.originCountry).toBe('Brazil');
      expect(row.showPublishDate >= '2024-01' && row.showPublishDate <= '2024-03').toBe(true);
    }
    expectFailure(await call(dataCalls.unapproved, { params: { page: 1, limit: 10 }, body: { publishStartDate: '2024-05', publishEndDate: '2024-01' } }), 400, 'publishStartDate');
  });

  it('answers meat cut prices of the latest day, or of a date range', async () => {
    const latest = okData(await call(dataCalls.cashPrice, { body: { getLastDate: true, noEntryGoodsTypeCode: 'PIG' } }));
    expect(latest).toMatchObject({ ...FRESH, asOf: '2026-11-20' });
    expect(latest.list.every((r: { quoteDate: string }) => r.quoteDate === '2026-11-20')).toBe(true);
    expect(latest.list[0]).toMatchObject({ countryName: expect.any(String), lowPrice: expect.any(Number) });
    const range = okData(await call(dataCalls.cashPrice, { body: { noEntryGoodsTypeCode: 'BEEF', startDate: '2026-06-01', endDate: '2026-06-03' } }));
    expect(range.total).toBe(12); // four cuts on three days
    expectFailure(await call(dataCalls.cashPrice, { body: { startDate: '2026-01-05', endDate: '2026-01-01' } }), 400, 'startDate');
  });

  it('answers a category’s quotes of a day with the change on the day before, filtered and sorted', async () => {
    const page = okData(await call(dataCalls.quotePageAll, { body: { parentProductName: 'Fruits', limit: 1000 } }));
    expect(page).toMatchObject({ ...FRESH, asOf: '2026-11-20', total: 12 });
    expect(page.list[0]).toMatchObject({ quoteDate: '2026-11-20', changePercentage: expect.stringMatching(/^([+-]\d+\.\d\d|0\.00)%$/) });
    const sorted = okData(await call(dataCalls.quotePageAll, { body: { parentProductName: 'Seafood', quoteDate: '2026-06-01', sortField: 'quoteValue', sortOrder: 'descend', limit: 1000 } }));
    const values = sorted.list.map((r: { quoteValue: number }) => r.quoteValue);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(sorted.list.every((r: { quoteDate: string }) => r.quoteDate === '2026-06-01')).toBe(true);
    const named = okData(await call(dataCalls.quotePageAll, { body: { parentProductName: 'Vegetable', productName: 'cabbage' } }));
    expect(named.list.map((r: { productName: string }) => r.productName)).toEqual(['Chinese cabbage']);
    expectFailure(await call(dataCalls.quotePageAll, { body: { parentProductName: 'Meat' } }), 400, 'parentProductName');
  });

  it('lists the product types, PIG first', async () => {
    const types = okData(await call(dataCalls.productTypes));
    expect(types[0]).toEqual({ code: 'PIG', name: '猪肉', enName: 'Pork' });
  });
});

describe('futures and indexes (§7 futures latest/tendency, index latest/tendency)', () => {
  it('lists the latest bar of each future with its change, and a future’s daily bars oldest first', async () => {
    const latest = okData(await call(dataCalls.futuresLatest, { body: {} }));
    expect(latest.list.map((r: { securityCode: string }) => r.securityCode)).toEqual(['LH', 'M', 'C']);
    const hog = latest.list[0];
    expect(hog).toMatchObject({ tradingDtRealtime: '2026-11-20', weightUnitSymbol: 'CNY/T', rtPxChgPct1d: expect.any(Number), ask: null });
    expect(hog.lastPrice).toBeGreaterThan(10_000);
    expect(hog.lastPrice).toBeLessThan(32_000);
    const bars = okData(await call(dataCalls.futuresTendency, { body: { securityCode: 'lh', days: 5000 } }));
    expect(bars.total).toBeGreaterThan(5 * 240); // five years and more of trading days
    expect(bars.list[0].tradeDate).toBe('2021-01-04');
    expect(bars.list[0].tradeDate < bars.list.at(-1).tradeDate).toBe(true);
    for (const b of bars.list) {
      expect(b.high).toBeGreaterThanOrEqual(Math.max(b.open, b.close));
      expect(b.low).toBeLessThanOrEqual(Math.min(b.open, b.close));
    }
    const closes = bars.list.map((b: { close: number }) => b.close);
    expect(Math.min(...closes)).toBeGreaterThan(9_000);
    expect(Math.max(...closes)).toBeLessThan(33_000);
  });

  it('lists the indexes and their values; an unknown code is a 404, a malformed one a 400', async () => {
    const latest = okData(await call(dataCalls.indexLatest));
    expect(latest.list).toHaveLength(3);
    const agri = okData(await call(dataCalls.indexTendency, { body: { securityCode: 'AGRI' } }));
    expect(agri).toMatchObject({ kind: 'INDEX', weightUnitSymbol: 'points', total: 250 });
    expectFailure(await call(dataCalls.futuresTendency, { body: { securityCode: 'AGRI' } }), 404);
    expectFailure(await call(dataCalls.futuresTendency, { body: { securityCode: 'L H;' } }), 400, 'securityCode');
    expectFailure(await call(dataCalls.futuresTendency, { body: {} }), 400, 'securityCode');
  });
});

describe('the catalogue’s homepage/todayQuotes and pc/quote (categories, futureGoods): the Data area’s series', () => {
  it('answers each quote category’s latest day as quote/pageAll pages it, for the home page’s price blocks', async () => {
    const today = okData(await call(dataCalls.todayQuotes, { body: {} }));
    expect(today.list.map((b: { category: string }) => b.category)).toEqual(['Seafood', 'Fruits', 'Vegetable']);
    for (const block of today.list) {
      expect(block.page.list).toHaveLength(8);
      expect(block.page).toMatchObject(FRESH);
      const same = okData(await call(dataCalls.quotePageAll, { body: { parentProductName: block.category, limit: 8 } }));
      expect(block.page).toEqual(same);
    }
    const three = okData(await call(dataCalls.todayQuotes, { body: { limit: 3 } }));
    expect(three.list[0].page.list).toHaveLength(3);
    expectFailure(await call(dataCalls.todayQuotes, { body: { limit: 0 } }), 400, 'limit');
    expectFailure(await call(dataCalls.todayQuotes, { body: { limit: 51 } }), 400, 'limit');
  });

  it('names the quote categories in both languages and lists the futures’ goods as futures/latest/list does', async () => {
    const categories = okData(await call(dataCalls.quoteCategories));
    expect(categories.list).toEqual([
      { category: 'Seafood', enName: 'Seafood', zhName: '水产品' },
      { category: 'Fruits', enName: 'Fruits', zhName: '水果' },
      { category: 'Vegetable', enName: 'Vegetable', zhName: '蔬菜' },
    ]);
    const goods = okData(await call(dataCalls.futureGoods));
    expect(goods.list.length).toBeGreaterThan(0);
    expect(goods).toEqual(okData(await call(dataCalls.futuresLatest, { body: {} })));
  });
});
