import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { allPages, readCsv, readWorkbook } from '../../test-support/downloads';

/**
 * Every market list's CSV holds the rows its page shows for the same filters (every page of the page's call), in the
 * page's columns with readable headers, and opens with its source and as-of date as comment lines; read back with
 * csv-parse as a data tool reads it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

type Row = Record<string, any>;

const marketCsv = (list: string, query: Row) => call(t, marketCalls.exportCsv, { params: { list }, query });

describe('market downloads: the rows and columns of the list, with their source and as-of date', () => {
  const cases: { list: string; call: CallDefinition; query: Row; body: Row; keys: (r: Row) => unknown[]; header: string[] }[] = [
    {
      list: 'company',
      call: marketCalls.companies,
      query: { accessType: '201', countryCode: 'NZ' },
      body: { accessType: '201', area: 'NZ' },
      keys: (r) => [r.plantName, r.countryName, r.plantNo],
      header: ['Company', 'Country/region', 'Reg. No.', 'Label', 'Recommended'],
    },
    {
      list: 'plant',
      call: marketCalls.plants,
      query: { accessType: '201', countryCode: 'NZ', status: '1' },
      body: { accessType: '201', countryCode: 'NZ', status: 1 },
      keys: (r) => [r.plantName, r.plantNo, r.countryName],
      header: ['Plant', 'Reg. No.', 'Country/region', 'Product mode', 'Status'],
    },
    {
      list: 'product',
      call: marketCalls.products,
      query: { accessType: '201', countryCode: 'AU' },
      body: { accessType: '201', countryCode: 'AU' },
      keys: (r) => [r.enGoodsName, r.goodsName, r.goodsTypeName],
      header: ['Product (English)', 'Product (Chinese)', 'Goods type', 'Country/region', 'Reg. No.'],
    },
    {
      list: 'suspended',
      call: marketCalls.suspended,
      query: { accessType: '201', countryCode: 'BR' },
      body: { accessType: '201', countryCode: 'BR' },
      keys: (r) => [r.plantNo, r.plantName, r.countryName],
      header: ['Reg. No.', 'Plant', 'Country/region', 'Goods type', 'Suspended since', 'Reason'],
    },
    {
      list: 'animalDisease',
      call: marketCalls.animalDiseases,
      query: {},
      body: {},
      keys: (r) => [r.countryName, r.areaName, r.plagueName],
      header: ['Country/region', 'Area', 'Disease', 'Ban', 'Banned since'],
    },
    {
      list: 'consigneeList',
      call: marketCalls.consignees,
      query: {},
      body: {},
      keys: (r) => [r.enName, r.companyName, r.credentialId],
      header: ['Consignee', 'Consignee (Chinese name)', 'Credential ID', 'Customs district', 'Record No.'],
    },
  ];
  for (const c of cases) {
    it(`${c.list}: every row of every page, in the page's columns`, async () => {
      const screen = await allPages(t, c.call, c.body, 100);
      expect(screen.length).toBeGreaterThan(0);
      const { header, rows, comments } = readCsv(await marketCsv(c.list, c.query));
      expect(header).toEqual(c.header);
      expect(rows.map((r) => r.slice(0, 3))).toEqual(screen.map((r) => c.keys(r).map(String)));
      expect(comments.some((l) => /^# Source: \S/.test(l))).toBe(true);
      expect(comments.some((l) => /^# As of: /.test(l))).toBe(true);

      // The Excel file holds the same rows and columns, the source on its second sheet.
      const book = await readWorkbook(await marketCsv(c.list, { ...c.query, format: 'xlsx' }));
      expect(book.header).toEqual(c.header);
      expect(book.rows.map((r) => (r.values as unknown[]).slice(1, 4).map(String))).toEqual(screen.map((r) => c.keys(r).map(String)));
      expect(Object.keys(book.notes)).toEqual(expect.arrayContaining(['Source', 'As of']));
    });
  }

  it('dates as ISO days, and the plants’ lists name their source and latest change', async () => {
    const { rows, comments } = readCsv(await marketCsv('suspended', { accessType: '201', countryCode: 'BR' }));
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(r[4]!))).toBe(true);
    // The demo's history, and each GACC notice that made a listed plant's latest change.
    expect(comments.find((l) => l.startsWith('# Source: '))).toMatch(
      /^# Source: Demo data \(generated history\)(; GACC notice GACC-\d{4}-\d{3})*$/,
    );
    expect(comments.find((l) => l.startsWith('# As of: '))).toMatch(/^# As of: \d{4}-\d{2}-\d{2}$/);
    // In Excel a date is a date.
    const book = await readWorkbook(await marketCsv('suspended', { accessType: '201', countryCode: 'BR', format: 'xlsx' }));
    expect(book.rows.length).toBe(rows.length);
    for (const r of book.rows) expect(r.getCell(5).value).toBeInstanceOf(Date);
    // The workbook's Source sheet names the same sources.
    const sources = comments
      .find((l) => l.startsWith('# Source: '))!
      .slice('# Source: '.length)
      .split('; ');
    expect(book.notes.Source).toBe(sources.join(', '));
  });

  it('refuses a format it does not write', async () => {
    const res = await marketCsv('plant', { accessType: '201', format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/format/);
  });
});
