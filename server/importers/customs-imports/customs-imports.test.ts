import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { csvBytes, importFile, xlsxBytes } from '../data-test-kit';
import { customsImportsImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

const ranking = () =>
  callAs(t, {}, dataCalls.yearlyPage, {
    params: { page: 1, limit: 1000 },
    body: { productType: 'BEEF', dataType: 'PRICE', withCategories: true },
  }).then(okData);

describe('customs imports importer', () => {
  const file = [
    ['月份', '商品编码', '国家', '金额(美元)', '数量(吨)'],
    ['2026-09', '02023000', '巴西', '120,000,000', 24000],
    ['2026年9月', '0202.30', 'Argentina', 60000000, 11000],
    ['202609', '02022000', 'AR', 5000000, 1200],
    ['2026-09', '02023000', 'Atlantis', 1000, 1],
    ['2026-09', '04012000', 'Brazil', 1000, 1],
    ['2026-09', '02023000', 'Uruguay', 'n/a', 1],
  ];

  it('maps Chinese and English country names and HS codes, refuses unknown countries and bad rows by line, and shows the ranking', async () => {
    const report = await importFile(t, customsImportsImporter, csvBytes(file), 'customs-2026-09.csv');
    expect(report).toMatchObject({ read: 6, imported: 3, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([
      { line: 5, reason: "unknown country 'Atlantis'" },
      { line: 6, reason: "HS code '04012000' is not one of the portal's customs categories" },
      { line: 7, reason: "value is not a number: 'n/a'" },
    ]);
    const page = await ranking();
    expect(page).toMatchObject({ source: 'China Customs', asOf: '2026-09', yearName: 2026 });
    expect(page.list[0]).toMatchObject({ countryName: 'Brazil', lineNum: 1, totalAmount: 12000, totalVolume: 24000, unitPrice: 5000 });
    expect(page.list.filter((r: { isCategory: boolean }) => !r.isCategory).map((r: { countryName: string }) => r.countryName)).toEqual([
      'Brazil',
      'Argentina',
    ]);
    expect(page.list.find((r: { countryName: string }) => r.countryName === '#Frozen bone-in beef cuts')).toMatchObject({
      isCategory: true,
      lineNum: null,
    });
  });

  it('reports a second run unchanged (CSV or xlsx), writes nothing on a dry run and updates a revised figure', async () => {
    expect(await importFile(t, customsImportsImporter, await xlsxBytes(file), 'customs-2026-09.xlsx')).toMatchObject({
      imported: 0,
      updated: 0,
      unchanged: 3,
    });
    const revised = [file[0]!, ['2026-09', '02023000', 'Brazil', 130000000, 25000]];
    expect(await importFile(t, customsImportsImporter, csvBytes(revised), 'r.csv', { dryRun: true })).toMatchObject({ updated: 1 });
    expect((await ranking()).list[0].totalAmount).toBe(12000);
    expect(await importFile(t, customsImportsImporter, csvBytes(revised), 'r.csv')).toMatchObject({ updated: 1 });
    expect((await ranking()).list[0].totalAmount).toBe(13000);
  });
});
