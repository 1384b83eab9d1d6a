import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const download = (table: string, query: Record<string, string>) =>
  call(t, dataCalls.download, { params: { table }, query });

describe('downloads of the data tables (CSV and .xlsx)', () => {
  it('gives the filtered unapproved rows as CSV, the source and as-of date in comment lines above the header', async () => {
    const res = await download('unapproved', { format: 'csv', productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-03' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="unapproved-BEEF-.*\.csv"/);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const comments = lines.filter((l) => l.startsWith('# '));
    expect(lines.slice(0, comments.length)).toEqual(comments);
    expect(comments).toEqual(expect.arrayContaining(['# Source: Demo data', '# As of: 2024-03']));
    const [header, ...rows] = lines.slice(comments.length);
    expect(header).toBe('Report month,Inspection ID,Product,Weight (kg),Origin,Manufacturer,Port of entry,Reason');
    expect(rows.length).toBe(Number(res.headers['x-total-rows']));
    expect(rows.every((l) => /^2024-0[123],/.test(l))).toBe(true);
  });

  it('gives a ranking as an .xlsx workbook: the rows on the first sheet, source and as-of date on the second', async () => {
    const res = await download('ranking', { format: 'xlsx', productType: 'PIG', dataType: 'VOLUME', yearName: '2023' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [data, about] = workbook.worksheets;
    expect(data!.getRow(1).getCell(2).value).toBe('Country/region');
    expect(data!.getRow(2).getCell(1).value).toBe(1);
    expect(data!.getRow(3).getCell(2).value).toMatch(/^#/);
    const notes = Object.fromEntries(about!.getSheetValues().slice(1).map((r) => [(r as string[])[1], (r as string[])[2]]));
    expect(notes).toMatchObject({ Source: 'Demo data', 'As of': '2026-10' });
    expect(notes.Filters).toContain('yearName=2023');
  });

  it('gives a future’s bars as its chart draws them, the last on the latest day, and refuses bad filters with 400 in the envelope', async () => {
    const res = await download('futures', { securityCode: 'LH', days: '20' });
    const rows = res.body.trim().split('\r\n').filter((l) => /^\d{4}-/.test(l));
    expect(rows).toHaveLength(20);
    expect(rows.at(-1)).toMatch(/^2026-11-20,/);
    expectFailure(await download('futures', { securityCode: 'LH', days: '0' }), 400, 'days');
    expectFailure(await download('futures', {}), 400);
    expectFailure(await download('unapproved', { format: 'pdf' }), 400, 'format');
    expectFailure(await download('prices', {}), 400, 'table');
  });
});
