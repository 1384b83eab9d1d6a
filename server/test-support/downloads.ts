import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CallDefinition } from '../../contracts/core/calls';
import type { TestApp } from './app';
import { call } from './calls';
import { okData } from './envelope';

/** Reading downloads back as an analyst's tools do: csv-parse for CSV, exceljs for .xlsx. */

type Row = Record<string, any>;

/** Every row of a paged call over all its pages: the rows a list shows for its filters. */
export async function allPages(t: TestApp, definition: CallDefinition, body: Row, limit = 500): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const paged = definition.params ? { params: { page, limit }, body } : { body: { ...body, page, limit } };
    const data = okData(await call(t, definition, paged));
    rows.push(...data.list);
    if (rows.length >= data.total || data.list.length === 0) return rows;
  }
}

/** A CSV read as a data tool reads it: the BOM dropped, the '# ' comment lines skipped, the header first. */
export function readCsv(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  const records: string[][] = parse(res.body, { bom: true, comment: '#', comment_no_infix: true });
  const comments = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.startsWith('# '));
  return { header: records[0]!, rows: records.slice(1), comments };
}

/** An .xlsx read back: the data sheet's header and rows, the second sheet's notes as label → value. */
export async function readWorkbook(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const [data, about] = workbook.worksheets;
  const rows: ExcelJS.Row[] = [];
  data!.eachRow((row, n) => n > 1 && rows.push(row));
  const notes = Object.fromEntries(
    about!
      .getSheetValues()
      .slice(1)
      .map((r) => [(r as string[])[1], (r as string[])[2]]),
  );
  return { name: data!.name, header: (data!.getRow(1).values as string[]).slice(1), rows, notes };
}
