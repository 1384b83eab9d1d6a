import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costCalls } from '../../../contracts/costs/calls';
import type { TariffLineView } from '../../../contracts/costs/models';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { importFile } from '../data-test-kit';
import { tariffsImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());
const file = new Uint8Array(readFileSync(join(import.meta.dirname, 'fixtures', 'tariff-lines.csv')));
const lines = async () => okData<{ list: TariffLineView[] }>(await call(t, costCalls.tariffList, { query: { keyword: '' } })).list;

describe('tariffs importer', () => {
  it('stores lines with their agreement rates, provisional rate and additional duties; refuses bad rows by line; a dry run writes nothing', async () => {
    expect(await importFile(t, tariffsImporter, file, 'tariff-lines.csv', { dryRun: true })).toMatchObject({ read: 5, imported: 2 });
    expect(await lines()).toEqual([]);
    const report = await importFile(t, tariffsImporter, file, 'tariff-lines.csv');
    expect(report).toMatchObject({ read: 5, imported: 2, updated: 0 });
    expect(report.rejected).toEqual([
      { line: 4, reason: "hs_code is not 8 digits: '0202300'" },
      { line: 5, reason: "mfn_rate is not a percent: 'abc'" },
      { line: 6, reason: "additional_duties: 'CA-25' is not ORIGIN:RATE:FROM:TO" },
    ]);
    const [beef, shrimp] = await lines();
    expect(beef).toMatchObject({
      hsCode: '02023000',
      mfnRateBp: 1200,
      vatRateBp: 900,
      demo: false,
      source: 'Customs Tariff of the PRC 2026',
      asOf: '2026-01-01',
      agreements: [
        { agreement: 'CHAFTA', rateBp: 0, members: ['AU'] },
        { agreement: 'CN_NZ', rateBp: 0, members: ['NZ'] },
        { agreement: 'RCEP', rateBp: 480 },
      ],
      additionalDuties: [{ origin: 'US', rateBp: 1000, validFrom: '2026-03-10', validTo: null }],
    });
    expect(shrimp).toMatchObject({ hsCode: '03061719', provisionalRateBp: 200, provisionalTo: '2026-12-31', demo: true, agreements: [] });
    expect(await importFile(t, tariffsImporter, file, 'tariff-lines.csv')).toMatchObject({ imported: 0, updated: 2 });
  });
});
