import { extname } from 'node:path';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { IMPORT_MSG } from '../../../contracts/imports/codes';
import { ImportFileError } from './types';

/** One record of a file: its first line and its cells as text (undefined when empty). */
export interface SourceRecord {
  line: number;
  cells: (string | undefined)[];
}

/** The records of a file before its header is known; JSON Lines bring their own header (the keys). */
export interface SourceTable {
  records: SourceRecord[];
  /** JSON Lines only: the keys in order of first appearance, which are the file's headers. */
  keys?: string[];
  /** Lines of a JSON Lines file that hold no object, each refused with its reason. */
  broken: { line: number; reason: string }[];
}

const textOf = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * Spreadsheets exported in China are often GB 18030 (Excel's 'CSV' there); anything that is not valid UTF-8 is
 * read as GB 18030, a superset of GBK and GB2312, rather than turning every Chinese header into replacement marks.
 */
function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The separator of the first line that holds one: comma, semicolon (European spreadsheets) or tab. */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

function readCsv(bytes: Uint8Array): SourceTable {
  const text = decodeText(bytes);
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof parsed;
  } catch (err) {
    throw new ImportFileError(`The CSV file cannot be read: ${(err as Error).message}`);
  }
  const records = parsed.map(({ record, info }) => {
    // info.lines is the record's last line; a quoted cell with line breaks makes it span several.
    const breaks = record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);
    return { line: info.lines - breaks, cells: record.map(textOf) };
  });
  return { records: records.filter((r) => r.cells.some((c) => c !== undefined)), broken: [] };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the text a person sees: dates as YYYY-MM-DD (with the time when there is one), numbers in full. */
function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    const day = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time = [value.getUTCHours(), value.getUTCMinutes(), value.getUTCSeconds()];
    return time.every((t) => t === 0) ? day : `${day} ${time.map(pad).join(':')}`;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return textOf(value);
  if ('richText' in value) return textOf(value.richText.map((part) => part.text).join(''));
  if ('formula' in value || 'sharedFormula' in value) {
    const result = (value as { result?: ExcelJS.CellValue }).result;
    return result === undefined || (typeof result === 'object' && result !== null && 'error' in result) ? undefined : cellText(result);
  }
  if ('hyperlink' in value) return textOf(String(value.text));
  if ('error' in value) return undefined;
  return undefined;
}

async function readXlsx(bytes: Uint8Array): Promise<SourceTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (err) {
    throw new ImportFileError(`The .xlsx file cannot be read: ${(err as Error).message}`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError(IMPORT_MSG.empty);
  const records: SourceRecord[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: (string | undefined)[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    if (cells.some((c) => c !== undefined)) records.push({ line: rowNumber, cells: Array.from(cells) });
  });
  return { records, broken: [] };
}

function readJsonLines(bytes: Uint8Array): SourceTable {
  const lines = decodeText(bytes)
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  const keys: string[] = [];
  const objects: { line: number; object: Record<string, unknown> }[] = [];
  const broken: SourceTable['broken'] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      broken.push({ line: index + 1, reason: 'Not valid JSON' });
      return;
    }
    if (!value || typeof value !== 'object' || Array.isArray(value)) {
      broken.push({ line: index + 1, reason: 'Not a JSON object' });
      return;
    }
    for (const key of Object.keys(value)) if (!keys.includes(key)) keys.push(key);
    objects.push({ line: index + 1, object: value as Record<string, unknown> });
  });
  const records = objects.map(({ line, object }) => ({
    line,
    cells: keys.map((key) => {
      const v = object[key];
      return v === null || v === undefined || typeof v === 'object' ? undefined : textOf(String(v));
    }),
  }));
  return { records, keys, broken };
}

const XLSX_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Reads a file by its extension: .csv, .xlsx, .jsonl or .ndjson. */
export async function readTable(bytes: Uint8Array, fileName: string): Promise<SourceTable> {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.xlsx') {
    if (!XLSX_MAGIC.every((b, i) => bytes[i] === b)) throw new ImportFileError('The file is named .xlsx but is not an Excel workbook');
    return readXlsx(bytes);
  }
  if (extension === '.csv' || extension === '.txt') return readCsv(bytes);
  if (extension === '.jsonl' || extension === '.ndjson') return readJsonLines(bytes);
  throw new ImportFileError(IMPORT_MSG.unsupported);
}
