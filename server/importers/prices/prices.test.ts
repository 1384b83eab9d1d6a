import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { csvBytes, importFile, xlsxBytes } from '../data-test-kit';
import { pricesImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

const quotes = (parentProductName: string, quoteDate: string) =>
  callAs(t, {}, dataCalls.quotePageAll, { body: { parentProductName, quoteDate, limit: 100 } }).then(okData);

describe('wholesale prices importer (Beijing Xinfadi layout)', () => {
  const chinese = [
    ['品名', '一级分类', '最低价', '平均价', '最高价', '规格', '产地', '单位', '发布日期'],
    ['大白菜', '蔬菜', 0.6, 0.8, 1, '', '河北', '斤', '2026-11-19'],
    ['大白菜', '蔬菜', 0.6, 0.8, 1, '', '河北', '斤', '2026-11-19'],
    ['草鱼', '水产', 8, 9, 10, '活', '湖北', '斤', '2026-11-19'],
    ['冻猪后腿', '肉禽蛋', 16, 17, 18, '4号肉', '西班牙', '公斤', '2026-11-19'],
    ['富士苹果', '水果', 5, 4, 3, '', '陕西', '斤', '2026-11-19'],
    ['大米', '粮油', 2, 2.5, 3, '', '', '斤', '2026-11-19'],
    ['鸡蛋', '肉禽蛋', 4, 4.5, 5, '', '', '斤', '2026-11-19'],
  ];

  it('stores per-jin prices per kilogram, counts a repeated row once, maps categories and refuses bad rows by line', async () => {
    const report = await importFile(t, pricesImporter, csvBytes(chinese), 'xinfadi.csv');
    expect(report).toMatchObject({ read: 7, imported: 3, updated: 0, unchanged: 1 });
    expect(report.rejected).toEqual([
      { line: 6, reason: 'lowPrice is above highPrice' },
      { line: 7, reason: "category '粮油' is not shown on the portal" },
      { line: 8, reason: "'鸡蛋' is not a meat cut of the portal's product types" },
    ]);
    const veg = await quotes('Vegetable', '2026-11-19');
    expect(veg).toMatchObject({ source: 'Beijing Xinfadi market', asOf: '2026-11-19', total: 1 });
    expect(veg.list[0]).toMatchObject({ productName: '大白菜', quoteValue: 1.6, lowPrice: 1.2, highPrice: 2 });
    expect((await quotes('Seafood', '2026-11-19')).list[0].quoteValue).toBe(18);
    const meat = okData(await callAs(t, {}, dataCalls.cashPrice, { body: { getLastDate: true, noEntryGoodsTypeCode: 'PIG' } }));
    expect(meat.list).toEqual([
      { id: expect.any(Number), quoteDate: '2026-11-19', productName: '冻猪后腿', countryName: 'Spain', lowPrice: 16, topPrice: 18 },
    ]);
  });

  it('reads the English layout from .xlsx, reports a second run unchanged, and writes nothing on a dry run', async () => {
    expect(await importFile(t, pricesImporter, csvBytes(chinese), 'xinfadi.csv')).toMatchObject({ imported: 0, updated: 0, unchanged: 4 });
    const english = [
      ['prodName', 'prodCat', 'prodPcat', 'lowPrice', 'avgPrice', 'highPrice', 'specInfo', 'place', 'unitInfo', 'pubDate'],
      ['Grass carp', 'Seafood', 'Freshwater fish', 17, 18, 19, 'live', 'Hubei', 'kg', '2026-11-20'],
    ];
    const dry = await importFile(t, pricesImporter, await xlsxBytes(english), 'xinfadi.xlsx', { dryRun: true });
    expect(dry).toMatchObject({ read: 1, imported: 1 });
    expect((await quotes('Seafood', '2026-11-20')).total).toBe(0);
    await importFile(t, pricesImporter, await xlsxBytes(english), 'xinfadi.xlsx');
    const fish = await quotes('Seafood', '2026-11-20');
    expect(fish.list[0]).toMatchObject({ productName: 'Grass carp', quoteValue: 18 });
  });
});
