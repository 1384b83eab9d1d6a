import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { csvBytes, importFile, xlsxBytes } from '../data-test-kit';
import { indexImporter } from '../index/index';
import { futuresImporter } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
});
afterAll(() => t?.close());

const tendency = (securityCode: string) => callAs(t, {}, dataCalls.futuresTendency, { body: { securityCode, days: 100 } });

describe('futures importer', () => {
  const chinese = [
    ['日期', '开盘价', '最高价', '最低价', '收盘价', '结算价', '成交量', '持仓量'],
    ['2026-11-16', '12,500', 12650, 12420, 12600, 12560, 41230, 118000],
    ['2026/11/17', 12600, 12700, 12510, 12540, 0, 39800, 117500],
    ['2026-11-18', 12540, 12400, 12300, 12350, 12380, 45000, 116900],
    ['not a day', 1, 2, 1, 2, 1, 1, 1],
  ];

  it('reads Chinese headers, keeps a settle of 0 as missing, refuses bad rows by line and shows the bars with their source', async () => {
    const first = await importFile(t, futuresImporter, csvBytes(chinese), 'lh.csv', { code: 'lh' });
    expect(first).toMatchObject({ read: 4, imported: 2, updated: 0, unchanged: 0 });
    expect(first.rejected).toEqual([
      { line: 4, reason: 'high and low do not enclose open and close' },
      { line: 5, reason: "date is not a day: 'not a day'" },
    ]);
    const bars = okData(await tendency('LH'));
    expect(bars).toMatchObject({ source: 'Dalian Commodity Exchange', asOf: '2026-11-17', total: 2 });
    expect(bars.list[1]).toMatchObject({ tradeDate: '2026-11-17', settle: null, close: 12540, openInterest: 117500 });
    const latest = okData(await callAs(t, {}, dataCalls.futuresLatest, { body: {} }));
    expect(latest.list[0]).toMatchObject({ securityCode: 'LH', lastPrice: 12540, prevSesLastPrice: 12600, rtPxChgNet1d: -60 });
  });

  it('changes nothing when the same file comes again, and updates a changed bar', async () => {
    const again = await importFile(t, futuresImporter, csvBytes(chinese), 'lh.csv', { code: 'LH' });
    expect(again).toMatchObject({ read: 4, imported: 0, updated: 0, unchanged: 2 });
    const english = [
      ['Trade_Date', 'Open', 'High', 'Low', 'Close', 'Settlement', 'Volume', 'OI'],
      ['2026-11-17', 12600, 12700, 12510, 12550, 12580, 39800, 117500],
    ];
    const xlsx = await importFile(t, futuresImporter, await xlsxBytes(english), 'lh.xlsx', { code: 'LH' });
    expect(xlsx).toMatchObject({ read: 1, imported: 0, updated: 1, unchanged: 0, rejected: [] });
    expect(okData(await tendency('LH')).list[1]).toMatchObject({ close: 12550, settle: 12580 });
  });

  it('writes nothing on a dry run, and keeps a future and an index apart', async () => {
    const dry = await importFile(t, futuresImporter, csvBytes(chinese), 'm.csv', { code: 'M', dryRun: true });
    expect(dry).toMatchObject({ imported: 2 });
    expect((await tendency('M')).statusCode).toBe(404);
    const asIndex = await importFile(t, indexImporter, csvBytes(chinese), 'lh.csv', { code: 'LH' });
    expect(asIndex.rejected[0]).toEqual({ line: 2, reason: 'LH is a future on the portal, not an index' });
  });

  it('imports an index file (no settle, volume or open interest) from CSV and .xlsx, unchanged the second time', async () => {
    const rows = [
      ['Date', 'Open', 'High', 'Low', 'Close'],
      ['2026-11-19', 1012.5, 1020.25, 1008.1, 1015.75],
      ['2026-11-20', 1015.75, 1018, 1001.3, 1003.2],
    ];
    expect(await importFile(t, indexImporter, csvBytes(rows), 'agri.csv', { code: 'AGRI' })).toMatchObject({
      read: 2,
      imported: 2,
      rejected: [],
    });
    expect(await importFile(t, indexImporter, await xlsxBytes(rows), 'agri.xlsx', { code: 'AGRI' })).toMatchObject({
      imported: 0,
      unchanged: 2,
    });
    const index = okData(await callAs(t, {}, dataCalls.indexTendency, { body: { securityCode: 'AGRI' } }));
    expect(index).toMatchObject({ kind: 'INDEX', asOf: '2026-11-20', weightUnitSymbol: 'points' });
    expect(index.list[1]).toMatchObject({ close: 1003.2, settle: null, volume: null });
  });
});
