import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Page } from '../../../contracts/core/envelope';

/**
 * Downloads of a list's rows as CSV or .xlsx, shared by every area (market lists, data tables). An area gives the
 * header, a paged reader of its rows (the same query its page uses) and notes to write into the file (source, as-of
 * date, filters); this writes the file, at most maxRows rows, saying so when it stopped short.
 */

export type DownloadFormat = 'csv' | 'xlsx';

export interface DownloadSource {
  header: string[];
  page(page: number, limit: number): Promise<Page<unknown[]>>;
}

export interface DownloadOptions {
  /** The file's name without extension. */
  fileName: string;
  format: DownloadFormat;
  maxRows: number;
  /** Label/value pairs written after the rows (CSV) or on a second sheet (.xlsx): source, as-of date, filters. */
  notes?: readonly (readonly [string, string])[];
  /** The worksheet's name in an .xlsx file. */
  sheetName?: string;
}

/** Rows fetched per query: a CSV grows as the pages arrive. */
const CHUNK = 1_000;

/** A cell as spreadsheets read it safely: quoted, and never starting a formula. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join('; ') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Negative numbers are data, not formulas: only text cells get the formula guard. */
const xlsxCell = (value: unknown) =>
  typeof value === 'number' || value === null || value === undefined
    ? (value ?? null)
    : csvCell(value).replace(/^"|"$/g, '').replace(/""/g, '"');

/** Every row up to the cap, page by page, starting from the page already read. */
async function* rowsOf(source: DownloadSource, first: Page<unknown[]>, cap: number) {
  let sent = 0;
  let chunk = first.list;
  for (let page = 1; chunk.length > 0 && sent < cap;) {
    const take = chunk.slice(0, cap - sent);
    yield take;
    sent += take.length;
    if (chunk.length < CHUNK) break;
    page += 1;
    if (sent < cap) chunk = (await source.page(page, CHUNK)).list;
  }
}

async function xlsxOf(source: DownloadSource, first: Page<unknown[]>, cap: number, options: DownloadOptions, stopped: string | null) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CMSP';
  const sheet = workbook.addWorksheet(options.sheetName?.slice(0, 31) || 'Data', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(source.header).font = { bold: true };
  for await (const chunk of rowsOf(source, first, cap)) for (const row of chunk) sheet.addRow(row.map(xlsxCell));
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(10, (source.header[i]?.length ?? 8) + 2));
  });
  const about = workbook.addWorksheet('Source');
  for (const [label, value] of options.notes ?? []) about.addRow([label, value]);
  if (stopped) about.addRow(['Note', stopped]);
  about.getColumn(1).width = 16;
  about.getColumn(2).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers the download on the reply. The first page is read before answering, so a bad filter still fails as an envelope. */
export async function sendDownload(reply: FastifyReply, source: DownloadSource, options: DownloadOptions) {
  const first = await source.page(1, CHUNK);
  const cap = Math.min(first.total, options.maxRows);
  const stopped = first.total > cap ? `Stopped at ${cap} of ${first.total} rows: narrow the filters to download the rest.` : null;
  reply
    .header('content-disposition', `attachment; filename="${options.fileName}.${options.format}"`)
    .header('x-total-rows', String(first.total))
    .header('x-row-cap', String(options.maxRows));
  if (options.format === 'xlsx') {
    const body = await xlsxOf(source, first, cap, options, stopped);
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(body);
  }
  async function* lines() {
    yield `\uFEFF${csvLine(source.header)}`;
    for await (const chunk of rowsOf(source, first, cap)) yield chunk.map(csvLine).join('');
    if (stopped) yield csvLine([stopped]);
    // The notes follow the rows after a blank line, so the header stays the first line a program reads.
    if (options.notes?.length) yield `\r\n${options.notes.map(([label, value]) => csvLine([label, value])).join('')}`;
  }
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      // The stream bypasses the response schema's serializer, which only documents the text.
      .send(Readable.from(lines()) as unknown as string)
  );
}
