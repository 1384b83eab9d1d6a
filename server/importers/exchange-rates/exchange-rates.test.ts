import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCalls } from '../../../contracts/costs/calls';
import { importCalls } from '../../../contracts/imports/calls';
import { createAdmin } from '../../test-support/factories';
import type { Calculation } from '../../../contracts/costs/models';
import { upsertLine } from '../../modules/costs/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { importFile } from '../data-test-kit';
import { exchangeRatesImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());
const fixture = (name: string) => new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', name)));
const history = async (base: string) =>
  okData<{ list: { date: string; rate: string; source: string }[] }>(
    await call(t, costCalls.exchangeList, { query: { base, from: '2026-11-01', to: '2026-11-30' } }),
  ).list;

describe('exchange-rates importer', () => {
  it("reads the ECB's eurofxref-hist.csv: crosses to CNY = CNY column / currency column to 4 decimals, N/A skipped, rows refused by line", async () => {
    const dry = await importFile(t, exchangeRatesImporter, fixture('eurofxref-hist.csv'), 'eurofxref-hist.csv', { dryRun: true });
    expect(dry).toMatchObject({ read: 4, imported: 10, updated: 0 });
    expect(await history('USD')).toEqual([]);

    const report = await importFile(t, exchangeRatesImporter, fixture('eurofxref-hist.csv'), 'eurofxref-hist.csv');
    expect(report).toMatchObject({ read: 4, imported: 10, updated: 0, unchanged: 0 });
    expect(report.rejected).toEqual([
      { line: 4, reason: 'no CNY rate on 2026-11-18: crosses to CNY cannot be computed' },
      { line: 5, reason: "Date is not a day: 'not a day'" },
    ]);
    // 7.4836 / 1.0541 = 7.09956…, 7.4969 / 1.0563 = 7.09732…
    expect(await history('USD')).toEqual([
      { date: '2026-11-19', base: 'USD', quote: 'CNY', rate: '7.0973', source: 'ECB euro reference rates' },
      { date: '2026-11-20', base: 'USD', quote: 'CNY', rate: '7.0995', source: 'ECB euro reference rates' },
    ]);
    expect((await history('EUR')).map((r) => r.rate)).toEqual(['7.4969', '7.4836']);
    expect((await history('NZD')).map((r) => r.date)).toEqual(['2026-11-19']);
    expect(await importFile(t, exchangeRatesImporter, fixture('eurofxref-hist.csv'), 'eurofxref-hist.csv')).toMatchObject({
      imported: 0,
      unchanged: 10,
    });
  });

  it('and the calculator uses that cross for that day', async () => {
    await upsertLine(
      t.database.db,
      {
        hsCode: '02023000',
        descriptionZh: '冻去骨牛肉',
        descriptionEn: 'Frozen boneless bovine meat',
        unit: 'kg',
        mfnRateBp: 1200,
        vatRateBp: 900,
        source: 'T',
        asOf: '2026-01-01',
      },
      [],
      [],
    );
    const body = {
      hsCode: '02023000',
      origins: ['BR'],
      quantity: '1',
      price: '1000',
      currency: 'USD',
      incoterm: 'CIF',
      rateDate: '2026-11-20',
    };
    const c = okData<Calculation>(await call(t, costCalls.calculation, { body }));
    expect(c.rate).toMatchObject({ rate: '7.0995', source: 'ECB euro reference rates', date: '2026-11-20' });
    expect(c.results[0]!.lines.find((l) => l.key === 'customsValue')!.cny).toBe('7099.50');
  });

  it('reads one rate a row (date, base, quote, rate, source), refusing unknown currencies and bad rates', async () => {
    const report = await importFile(t, exchangeRatesImporter, fixture('parity.csv'), 'parity.csv');
    expect(report).toMatchObject({ read: 3, imported: 1 });
    expect(report.rejected).toEqual([
      { line: 3, reason: "unknown base currency 'XYZ'" },
      { line: 4, reason: "rate is not a number above 0 with at most 6 decimals: '-7'" },
    ]);
    expect((await history('USD')).filter((r) => r.source === 'PBOC central parity')).toMatchObject([
      { date: '2026-11-20', rate: '7.0998' },
    ]);
  });
});

describe("the admin shell's import screen", () => {
  it('offers both landed-cost importers, exchange-rates and tariffs, among its kinds', async () => {
    const admin = await createAdmin(t);
    const kinds = okData<{ kind: string }[]>(await call(t, importCalls.importers, {}, admin)).map((i) => i.kind);
    expect(kinds).toEqual(expect.arrayContaining(['exchange-rates', 'tariffs']));
  });
});
