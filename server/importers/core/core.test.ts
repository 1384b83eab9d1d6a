import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { defineImporter } from './define';
import { matchHeaders } from './match';
import { openFile, runImport } from './run';
import { ImportFileError, type ImportContext } from './types';

/** A small importer like the real ones: a dated price per product, low never above high; it keeps what it applies. */
function priceImporter() {
  const applied: { line: number; value: { day: string; product: string; low: number; high: number } }[] = [];
  const contexts: ImportContext[] = [];
  const importer = defineImporter({
    kind: 'test-prices',
    title: 'Test prices',
    description: 'Dated prices',
    columns: [
      { key: 'no', names: ['序号', 'NO.'] },
      { key: 'day', names: ['date', '发布日期', 'pubDate'], required: true },
      { key: 'product', names: ['product', '品名', 'prodName'], required: true },
      { key: 'low', names: ['low', '最低价', 'lowPrice'] },
      { key: 'high', names: ['high', '最高价', 'highPrice'] },
      { key: 'regNo', names: ['在华注册编号', 'CHINA REG. NO.'] },
    ],
    parse(row) {
      const { day, product, low, high } = row.values;
      if (!day || !product) return { ok: false, reason: 'date and product are required' };
      const [l, h] = [Number(low), Number(high)];
      if (l > h) return { ok: false, reason: 'low is above high' };
      return { ok: true, value: { day, product, low: l, high: h } };
    },
    async apply(rows, ctx) {
      contexts.push(ctx);
      if (!ctx.dryRun) applied.push(...rows);
      const unknown = rows.filter((r) => r.value.product === 'unknown');
      return {
        imported: rows.length - unknown.length,
        updated: 0,
        unchanged: 0,
        rejected: unknown.map((r) => ({ line: r.line, reason: 'unknown product' })),
      };
    },
  });
  return { importer, applied, contexts };
}

const db = {} as Db;
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('header matching', () => {
  const { importer } = priceImporter();

  it('matches whatever the case, the spaces and full-width brackets, and bilingual cells', () => {
    const match = matchHeaders([' DATE ', '品名\nProduct', 'Low', '  high  ', '在华注册编号\nCHINA REG. NO.', 'remarks'], importer.columns);
    expect(match.keys).toEqual(['day', 'product', 'low', 'high', 'regNo', null]);
    expect(match.missing).toEqual([]);
  });

  it('lets the longest name win, so NO. inside CHINA REG. NO. does not take the row number', () => {
    const match = matchHeaders(['序号 NO.', 'date', 'product', 'CHINA REG. NO.'], importer.columns);
    expect(match.keys).toEqual(['no', 'day', 'product', 'regNo']);
  });

  it('names the required columns a header lacks', () => {
    expect(matchHeaders(['date', 'low'], importer.columns).missing).toEqual(['product']);
  });
});

describe('reading files', () => {
  it('reads CSV with a byte-order mark, semicolons and a quoted line break, giving each row its first line', async () => {
    const { importer, applied } = priceImporter();
    const csv = '\uFEFFdate;product;low;high\n2026-11-20;"pork\nbelly";10;12\n\n2026-11-20;beef;30;31\n';
    const report = await runImport({ db, importer, bytes: utf8(csv), fileName: 'prices.csv' });
    expect(report).toMatchObject({ read: 2, imported: 2, rejected: [] });
    expect(applied.map((r) => [r.line, r.value.product])).toEqual([
      [2, 'pork\nbelly'],
      [5, 'beef'],
    ]);
  });

  it('reads a CSV saved in GB 18030 by a Chinese spreadsheet', async () => {
    const { importer, applied } = priceImporter();
    // '发布日期,品名,最低价,最高价' and one row '2026-11-20,猪肉,10,12' in GB 18030.
    const gb = Buffer.from('b7a2b2bcc8d5c6da2cc6b7c3fb2cd7eebdcebcdb2cd7eeb8dfbcdb0a323032362d31312d32302cd6edc8e22c31302c31320a', 'hex');
    const report = await runImport({ db, importer, bytes: gb, fileName: 'prices.csv' });
    expect(report.imported).toBe(1);
    expect(applied[0]!.value.product).toBe('猪肉');
  });

  it('reads the first worksheet of an .xlsx below a title row, dates and numbers as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('prices');
    sheet.addRow(['Wholesale prices, November 2026']);
    sheet.addRow(['发布日期', '品名', '最低价', '最高价']);
    sheet.addRow([new Date(Date.UTC(2026, 10, 20)), 'pork', 10.5, 12]);
    sheet.addRow([]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 21)), 'beef', 30, 29]);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const { importer, applied } = priceImporter();
    const report = await runImport({ db, importer, bytes, fileName: 'prices.xlsx' });
    expect(applied.map((r) => [r.line, r.value.day, r.value.low])).toEqual([[3, '2026-11-20', 10.5]]);
    expect(report.rejected).toEqual([{ line: 5, reason: 'low is above high' }]);
  });

  it('reads JSON Lines whose keys are the headers, refusing a broken line by its number', async () => {
    const { importer } = priceImporter();
    const lines = [
      '{"date":"2026-11-20","product":"pork","low":1,"high":2}',
      'not json',
      '',
      '[1,2]',
      '{"date":"2026-11-20","product":"unknown"}',
    ];
    const report = await runImport({ db, importer, bytes: utf8(lines.join('\n')), fileName: 'prices.jsonl' });
    expect(report).toMatchObject({ read: 4, imported: 1 });
    expect(report.rejected).toEqual([
      { line: 2, reason: 'Not valid JSON' },
      { line: 4, reason: 'Not a JSON object' },
      { line: 5, reason: 'unknown product' },
    ]);
  });

  it('refuses a file it cannot read: an unknown extension, a fake workbook, a missing required column', async () => {
    const { importer } = priceImporter();
    await expect(openFile(importer, utf8('a,b'), 'prices.pdf')).rejects.toThrow(ImportFileError);
    await expect(openFile(importer, utf8('date,product'), 'prices.xlsx')).rejects.toThrow('not an Excel workbook');
    await expect(runImport({ db, importer, bytes: utf8('date,low\n2026-11-20,1\n'), fileName: 'p.csv' })).rejects.toThrow(
      'Missing column: product',
    );
    await expect(runImport({ db, importer, bytes: utf8('date,product\n'), fileName: 'p.csv' })).rejects.toThrow('holds no rows');
  });
});

describe('runs', () => {
  it('tells a dry run to the importer, which writes nothing, and reports the same counts', async () => {
    const { importer, applied, contexts } = priceImporter();
    const csv = utf8('date,product,low,high\n2026-11-20,pork,1,2\n2026-11-20,beef,5,4\n');
    const dry = await runImport({ db, importer, bytes: csv, fileName: 'dir/prices.csv', dryRun: true, asOf: '2026-11-20' });
    expect(dry).toMatchObject({ dryRun: true, fileName: 'prices.csv', asOf: '2026-11-20', read: 2, imported: 1 });
    expect(applied).toEqual([]);
    expect(contexts[0]).toMatchObject({ dryRun: true, fileName: 'prices.csv' });
  });

  it('asks for a code where the importer needs one', async () => {
    const { importer } = priceImporter();
    const needing = { ...importer, needsCode: true };
    await expect(runImport({ db, importer: needing, bytes: utf8('date,product\nx,y\n'), fileName: 'p.csv' })).rejects.toThrow(
      'needs the code',
    );
  });
});
