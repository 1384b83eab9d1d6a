import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Page } from '../../../contracts/core/envelope';
import { translator } from '../../../contracts/core/i18n';
import type { Language } from '../../../contracts/core/languages';
import { downloadMessages } from '../../../contracts/downloads/messages';
import type { DownloadFormat } from '../../../contracts/downloads/formats';

export { downloadColumns, downloadMessages } from '../../../contracts/downloads/messages';

/**
 * Downloads of a table's rows as CSV or .xlsx, the one writer of every area (decision 0018). An area gives typed
 * columns (readable headers with units, in the request's language), a paged reader of its rows (the same service call
 * its page makes) and what the file is about (title, source, as-of date, filters); this writes the file, at most
 * maxRows rows, saying so when it stopped short, in the same language.
 *
 * Cells by column kind: numbers stay numbers (a percent column holds percentage points: -18.94 is written -18.94 in
 * CSV and as the number -0.1894 formatted 0.00% in .xlsx), dates are ISO text in CSV and dates in .xlsx, a missing
 * value is an empty cell. Only a text cell that starts a formula (= + - @, tab, CR) and is not a number gets the
 * CSV's formula guard ('); .xlsx text is stored as text and never evaluated.
 *
 * The source and as-of date: CSV opens with comment lines ("# Source: …") that data tools skip with their comment
 * option (csv-parse `comment: '#'`, pandas `comment='#'`, R `comment.char`), and a spreadsheet shows above the
 * header; text cells holding '#' are quoted so such a tool never cuts them. .xlsx puts them on a second sheet.
 */

export type { DownloadFormat };

/** How a column's cells are written: text, a number (to `decimals`), percentage points, a day or a month (ISO text). */
export type CellKind = 'text' | 'number' | 'percent' | 'date' | 'month';

export interface DownloadColumn {
  header: string;
  kind?: CellKind;
  /** Decimals a number or percent column shows in .xlsx (default 0 for numbers, 2 for percents). */
  decimals?: number;
}

/** A cell as the area gives it: a number column takes numbers, a date column 'YYYY-MM-DD' (a month 'YYYY-MM'). */
export type Cell = string | number | null | undefined | readonly string[];

export interface DownloadSource {
  columns: readonly DownloadColumn[];
  /** One page of rows, cells in the columns' order; total counts rows (every row is one line of the file). */
  page(page: number, limit: number): Promise<Page<Cell[]>>;
}

/** What a file holds, read after its first page: written above the CSV header and on the .xlsx's second sheet. */
export interface DownloadAbout {
  title: string;
  source: string;
  /** The date of the latest row (YYYY-MM-DD or YYYY-MM), null when there is none. */
  asOf: string | null;
  /** Whether the series is older than its publishing cadence (left out where the area has no cadence). */
  late?: boolean;
  /** The filters as the call names them. */
  filters: string;
}

export interface DownloadOptions {
  /** The file's name without extension. */
  fileName: string;
  format: DownloadFormat;
  maxRows: number;
  /** Read once the first page is in (an area learns its source and as-of date from its answers). */
  about(): DownloadAbout;
  /** The language of the file's own words (the request's or the page's). */
  language: Language;
}

/** Rows fetched per query: a CSV grows as the pages arrive. */
const CHUNK = 1_000;

const isEmpty = (value: Cell): value is null | undefined | '' => value === null || value === undefined || value === '';
const textOf = (value: Cell) => (isEmpty(value) ? '' : Array.isArray(value) ? value.join('; ') : String(value));
/** A text that a spreadsheet reads as a number (so '-12.5' is no formula). */
const numeric = (text: string) => /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text.trim());

/** A text cell as CSV writes it: the formula guard on text that would start a formula, quoted when it must be. */
export function csvCell(value: Cell): string {
  let text = textOf(value);
  if (/^[=+\-@\t\r]/.test(text) && !numeric(text)) text = `'${text}`;
  return /[",\n\r#]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A finite number of a cell, else null (a number column never carries text). */
const numberOf = (value: Cell): number | null => {
  if (isEmpty(value) || Array.isArray(value)) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** A CSV number: as JavaScript prints it, never in exponent form for the figures the tables hold. */
const csvNumber = (n: number | null) => (n === null ? '' : String(n));

/** 'YYYY-MM-DD' or 'YYYY-MM' as a UTC date (exceljs writes dates as UTC serials), else null. */
function dateOf(value: Cell): Date | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(textOf(value));
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1)) : null;
}

function csvOf(column: DownloadColumn, value: Cell): string {
  switch (column.kind ?? 'text') {
    case 'number':
    case 'percent':
      return csvNumber(numberOf(value));
    case 'date':
    case 'month':
      return dateOf(value) ? textOf(value) : '';
    default:
      return csvCell(value);
  }
}

/** The .xlsx value of a cell: numbers, percents as fractions, dates as dates, text as text. */
function xlsxOf(column: DownloadColumn, value: Cell): ExcelJS.CellValue {
  switch (column.kind ?? 'text') {
    case 'number':
      return numberOf(value);
    case 'percent': {
      const n = numberOf(value);
      // Rounded so -18.94 % is -0.1894, not -0.18939999999999999.
      return n === null ? null : Number((n / 100).toFixed((column.decimals ?? 2) + 2));
    }
    case 'date':
    case 'month':
      return dateOf(value);
    default:
      return isEmpty(value) ? null : textOf(value);
  }
}

/** The Excel number format of a column. */
function numFmtOf(column: DownloadColumn): string | undefined {
  const decimals = (d: number) => (d > 0 ? `.${'0'.repeat(d)}` : '');
  switch (column.kind ?? 'text') {
    case 'number':
      return `#,##0${decimals(column.decimals ?? 0)}`;
    case 'percent':
      return `0${decimals(column.decimals ?? 2)}%`;
    case 'date':
      return 'yyyy-mm-dd';
    case 'month':
      return 'yyyy-mm';
    default:
      return undefined;
  }
}

/** Every row up to the cap, page by page, starting from the page already read. */
async function* rowsOf(source: DownloadSource, first: Page<Cell[]>, cap: number) {
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

/** The file's notes as label/value pairs in its language: table, source, as-of date, lateness, filters, time, cap. */
function notesOf(about: DownloadAbout, language: Language, stopped: string | null): [string, string][] {
  const t = translator(language, downloadMessages);
  const notes: [string, string][] = [
    [t('notes.table'), about.title],
    [t('notes.source'), about.source || '-'],
    [t('notes.asOf'), about.asOf ?? '-'],
  ];
  if (about.late !== undefined) notes.push([t('notes.late'), t(about.late ? 'notes.lateYes' : 'notes.lateNo')]);
  notes.push([t('notes.filters'), about.filters || t('notes.none')], [t('notes.downloaded'), new Date().toISOString()]);
  if (stopped) notes.push([t('notes.note'), stopped]);
  return notes;
}

/** A comment line: one line, no commas or quotes, so a spreadsheet shows it whole in the first cell. */
const commentLine = ([label, value]: [string, string]) =>
  `# ${label}: ${value}`
    .replace(/[\r\n]+/g, ' ')
    .replace(/,\s*/g, '; ')
    .replace(/"/g, "'") + '\r\n';

async function workbookOf(
  source: DownloadSource,
  first: Page<Cell[]>,
  cap: number,
  options: DownloadOptions,
  about: DownloadAbout,
  stopped: string | null,
) {
  const t = translator(options.language, downloadMessages);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'CMSP';
  const sheet = workbook.addWorksheet(about.title.slice(0, 31) || t('file.dataSheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const { columns } = source;
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.min(40, Math.max(column.kind === 'date' ? 12 : 10, column.header.length + 2)),
    style: numFmtOf(column) ? { numFmt: numFmtOf(column) } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const chunk of rowsOf(source, first, cap))
    for (const row of chunk) sheet.addRow(columns.map((column, i) => xlsxOf(column, row[i])));
  const notes = workbook.addWorksheet(t('file.sourceSheet'));
  for (const note of notesOf(about, options.language, stopped)) notes.addRow(note);
  notes.getColumn(1).width = 16;
  notes.getColumn(2).width = 60;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Answers the download on the reply. The first page is read before answering, so a bad filter still fails as an envelope. */
export async function sendDownload(reply: FastifyReply, source: DownloadSource, options: DownloadOptions) {
  const first = await source.page(1, CHUNK);
  const cap = Math.min(first.total, options.maxRows);
  const t = translator(options.language, downloadMessages);
  const stopped = first.total > cap ? t('file.stopped', { cap, total: first.total }) : null;
  const about = options.about();
  reply
    .header('content-disposition', `attachment; filename="${options.fileName}.${options.format}"`)
    .header('x-total-rows', String(first.total))
    .header('x-row-cap', String(options.maxRows));
  if (options.format === 'xlsx') {
    const body = await workbookOf(source, first, cap, options, about, stopped);
    return reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(body);
  }
  const line = (row: Cell[]) => `${source.columns.map((column, i) => csvOf(column, row[i])).join(',')}\r\n`;
  async function* lines() {
    // The notes first, as comment lines; then the header and the rows, nothing after them.
    yield `\uFEFF${notesOf(about, options.language, stopped).map(commentLine).join('')}`;
    yield `${source.columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
    for await (const chunk of rowsOf(source, first, cap)) yield chunk.map(line).join('');
  }
  return (
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      // The stream bypasses the response schema's serializer, which only documents the text.
      .send(Readable.from(lines()) as unknown as string)
  );
}
