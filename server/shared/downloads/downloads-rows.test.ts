import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { dataCalls } from '../../../contracts/data/calls';
import { floor2, percentPoints } from '../../../contracts/data/format';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { allPages as pagesOf, readCsv, readWorkbook } from '../../test-support/downloads';
import { okData } from '../../test-support/envelope';
import { csvCell } from './index';

/**
 * Every data table kind's download holds the rows its page shows for the same filters (every page of the page's
 * call), in the page's columns, read back with real parsers: csv-parse for CSV (the '#' lines are comments), exceljs
 * for .xlsx, where numbers, percents and dates keep their types and formats. The market lists: market/downloads.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

type Row = Record<string, any>;

const download = (table: string, query: Row) => call(t, dataCalls.download, { params: { table }, query });
const allPages = (definition: CallDefinition, body: Row, limit?: number) => pagesOf(t, definition, body, limit);

/** An empty CSV cell is a missing value; anything else a number column holds reads as one. */
const num = (cell: string | undefined) => (cell === '' || cell === undefined ? null : Number(cell));
const utcDay = (iso: string) => new Date(`${iso.length === 7 ? `${iso}-01` : iso}T00:00:00Z`);

describe('data downloads: the rows and columns of the page, typed', () => {
  const ranking = { productType: 'PIG', dataType: 'PRICE', yearName: '2023' };

  it('ranking: every country of every page with its categories under it, numbers and percents as numbers', async () => {
    const screen = await allPages(dataCalls.yearlyPage, { ...ranking, withCategories: true });
    const answer = okData(await call(t, dataCalls.yearlyPage, { params: { page: 1, limit: 1 }, body: ranking }));
    const box = okData(await call(t, dataCalls.yearlyPage, { params: { page: 1, limit: 11 }, body: ranking })).list;
    const { header, rows, comments } = readCsv(await download('ranking', { format: 'csv', ...ranking }));
    expect(header).toEqual([
      'Rank',
      'Country/region',
      'Import value (thousand USD)',
      'Value change (%)',
      'Value share (%)',
      'Average price (USD/t)',
      'Import volume (t)',
      'Volume change (%)',
      'Volume share (%)',
    ]);
    expect(rows.length).toBe(screen.length);
    expect(rows.map((r) => [num(r[0]), r[1]])).toEqual(screen.map((r) => [r.lineNum, r.countryName]));
    // The /data box's countries (its first page) lead the file in the same order: none is missing.
    const countries = rows.filter((r) => r[0] !== '').map((r) => r[1]);
    expect(countries.length).toBeGreaterThanOrEqual(box.length);
    expect(countries.slice(0, box.length)).toEqual(box.map((r: { countryName: string }) => r.countryName));
    rows.forEach((r, i) => {
      const s = screen[i]!;
      expect(num(r[2])).toBeCloseTo(s.totalAmount * 10, 1);
      expect(num(r[3])).toBe(percentPoints(s.increaseRatioAmount));
      expect(num(r[4])).toBe(percentPoints(s.proportionForAmount));
      expect(num(r[5])).toBe(Math.round(s.unitPrice));
      expect(num(r[6])).toBeCloseTo(s.totalVolume, 1);
      expect(num(r[7])).toBe(percentPoints(s.increaseRatioVolume));
      expect(r.every((cell) => cell !== '--' && !cell.startsWith("'") && !cell.endsWith('%'))).toBe(true);
    });
    expect(comments).toEqual(expect.arrayContaining(['# Table: Import Value Ranking', '# Source: Demo data', `# As of: ${answer.asOf}`]));
  });

  it('ranking as .xlsx: a change of -18.94 % is the number -0.1894 formatted as a percent; a category has an empty rank', async () => {
    const screen = await allPages(dataCalls.yearlyPage, { ...ranking, withCategories: true });
    const { asOf } = okData(await call(t, dataCalls.yearlyPage, { params: { page: 1, limit: 1 }, body: ranking }));
    const { header, rows, notes } = await readWorkbook(await download('ranking', { format: 'xlsx', ...ranking }));
    expect(header[3]).toBe('Value change (%)');
    expect(rows.length).toBe(screen.length);
    const fall = screen.findIndex((r) => (percentPoints(r.increaseRatioAmount) ?? 0) < 0);
    expect(fall).toBeGreaterThanOrEqual(0);
    const cell = rows[fall]!.getCell(4);
    expect(typeof cell.value).toBe('number');
    expect(cell.value as number).toBeCloseTo(percentPoints(screen[fall]!.increaseRatioAmount)! / 100, 6);
    expect(cell.numFmt).toBe('0.00%');
    expect(rows[0]!.getCell(1).value).toBe(1);
    expect(typeof rows[0]!.getCell(3).value).toBe('number');
    expect(rows[0]!.getCell(3).numFmt).toBe('#,##0.0');
    const category = screen.findIndex((r) => r.isCategory);
    expect(rows[category]!.getCell(1).value).toBeNull();
    expect(rows[category]!.getCell(2).value).toMatch(/^#/);
    expect(notes).toMatchObject({ Table: 'Import Value Ranking', Source: 'Demo data', 'As of': asOf });
  });

  it('unapproved: every page of the filtered shipments, the month a date and the weight a number', async () => {
    const filters = { productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-12' };
    const screen = await allPages(dataCalls.unapproved, filters, 10);
    expect(screen.length).toBeGreaterThan(10);
    const { header, rows, comments } = readCsv(await download('unapproved', { format: 'csv', ...filters }));
    expect(header).toEqual([
      'Report month',
      'Inspection ID',
      'Product',
      'Weight (kg)',
      'Origin',
      'Manufacturer',
      'Port of entry',
      'Reason',
    ]);
    expect(rows.map((r) => [r[0], r[1], r[2], r[4], r[7]])).toEqual(
      screen.map((s) => [s.showPublishDate, s.quarantineCode, s.productName, s.originCountry, s.rejectReason]),
    );
    rows.forEach((r, i) => expect(num(r[3])).toBeCloseTo(screen[i]!.productWeight ?? Number.NaN, 1));
    expect(comments).toEqual(expect.arrayContaining(['# Source: Demo data', '# As of: 2024-12']));
    const xlsx = await readWorkbook(await download('unapproved', { format: 'xlsx', ...filters }));
    expect(xlsx.rows.length).toBe(screen.length);
    const month = xlsx.rows[0]!.getCell(1);
    expect(month.value).toEqual(utcDay(screen[0]!.showPublishDate));
    expect(month.numFmt).toBe('yyyy-mm');
    expect(typeof xlsx.rows[0]!.getCell(4).value).toBe('number');
  });

  it('meat cuts price: the rows of the range, low and high as numbers, the day a date', async () => {
    const latest = okData(
      await call(t, dataCalls.cashPrice, { body: { getLastDate: true, noEntryGoodsTypeCode: 'PIG', page: 1, limit: 10 } }),
    );
    const day = latest.asOf as string;
    const range = { startDate: '2026-11-01', endDate: day };
    const screen = await allPages(dataCalls.cashPrice, { getLastDate: false, noEntryGoodsTypeCode: 'PIG', ...range });
    expect(screen.length).toBeGreaterThan(10);
    const { header, rows } = readCsv(await download('meatPrice', { format: 'csv', productType: 'PIG', ...range }));
    expect(header).toEqual(['Date', 'Product', 'Origin', 'Low price (CNY/kg)', 'High price (CNY/kg)']);
    expect(rows.map((r) => [r[0], r[1], r[2], num(r[3]), num(r[4])])).toEqual(
      screen.map((s) => [
        s.quoteDate,
        s.productName,
        s.countryName,
        s.lowPrice === null ? null : floor2(s.lowPrice),
        s.topPrice === null ? null : floor2(s.topPrice),
      ]),
    );
    const xlsx = await readWorkbook(await download('meatPrice', { format: 'xlsx', productType: 'PIG', ...range }));
    const date = xlsx.rows[0]!.getCell(1);
    expect(date.value).toEqual(utcDay(screen[0]!.quoteDate));
    expect(date.numFmt).toBe('yyyy-mm-dd');
    expect(xlsx.rows[0]!.getCell(4).numFmt).toBe('#,##0.00');
  });

  it('market price: the sorted rows of the day, the change a number of percent', async () => {
    const filters = { parentProductName: 'Fruits', sortField: 'changePercentage', sortOrder: 'descend' } as const;
    const screen = okData(await call(t, dataCalls.quotePageAll, { body: { ...filters, page: 1, limit: 1000 } })).list as Row[];
    expect(screen.length).toBeGreaterThan(10);
    const { header, rows } = readCsv(await download('quotes', { format: 'csv', ...filters }));
    expect(header).toEqual(['Date', 'Product', 'Price (CNY/kg)', 'Change (%)']);
    expect(rows.map((r) => [r[0], r[1], num(r[2]), num(r[3])])).toEqual(
      screen.map((s) => [
        s.quoteDate,
        s.productName,
        s.quoteValue === null ? null : floor2(s.quoteValue),
        percentPoints(s.changePercentage),
      ]),
    );
    const xlsx = await readWorkbook(await download('quotes', { format: 'xlsx', ...filters }));
    const change = xlsx.rows.at(-1)!.getCell(4);
    expect(change.numFmt).toBe('0.00%');
    expect(change.value as number).toBeCloseTo(percentPoints(screen.at(-1)!.changePercentage)! / 100, 6);
  });

  it("futures and indexes: the chart's bars, prices in the security's unit", async () => {
    for (const [table, tendency, latest] of [
      ['futures', dataCalls.futuresTendency, dataCalls.futuresLatest],
      ['index', dataCalls.indexTendency, dataCalls.indexLatest],
    ] as const) {
      const code = okData(await call(t, latest, { body: {} })).list[0].securityCode as string;
      const chart = okData(await call(t, tendency, { body: { securityCode: code } }));
      const { header, rows, comments } = readCsv(await download(table, { format: 'csv', securityCode: code }));
      expect(header[1]).toBe(`Open (${chart.weightUnitSymbol})`);
      expect(rows.map((r) => [r[0], num(r[1]), num(r[4])])).toEqual(chart.list.map((b: Row) => [b.tradeDate, b.open, b.close]));
      expect(comments).toContain(`# As of: ${chart.asOf}`);
      const xlsx = await readWorkbook(await download(table, { format: 'xlsx', securityCode: code }));
      expect(xlsx.rows.length).toBe(chart.list.length);
      expect(xlsx.rows[0]!.getCell(1).value).toEqual(utcDay(chart.list[0].tradeDate));
    }
  });
});

describe('the formula guard', () => {
  it('guards text that would start a formula, never a number', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+86 10 1234')).toBe("'+86 10 1234");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-fresh')).toBe("'-fresh");
    expect(csvCell('-18.94')).toBe('-18.94');
    expect(csvCell('+1.25')).toBe('+1.25');
    // A cell holding the comment sign is quoted, so a tool skipping '#' comments keeps it.
    expect(csvCell('#Frozen pork')).toBe('"#Frozen pork"');
  });
});
