import { basename } from 'node:path';
import type { Db } from '../../db/client';
import { IMPORT_MSG, IMPORT_PREVIEW_ROWS } from '../../../contracts/imports/codes';
import type { ImportPreview } from '../../../contracts/imports/models';
import type { Importer } from './define';
import { matchHeaders } from './match';
import { readTable, type SourceRecord } from './read';
import { ImportFileError, type ImportReport, type RejectedRow, type SourceRow } from './types';
import { isoDate } from '../../../contracts/core/dates';

/** How far down a title or a note above the header may push it. */
const HEADER_SEARCH_ROWS = 10;

/** A file read and matched to an importer's columns, before anything is parsed or written. */
export interface OpenedFile {
  headers: string[];
  keys: (string | null)[];
  missing: string[];
  rows: SourceRow[];
  /** Lines that hold no record at all (a broken JSON line): refused whatever the importer. */
  broken: RejectedRow[];
}

function rowsOf(records: SourceRecord[], keys: (string | null)[]): SourceRow[] {
  return records.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    keys.forEach((key, index) => {
      const cell = cells[index];
      if (key && cell !== undefined) values[key] = cell;
    });
    return { line, values };
  });
}

/**
 * Reads a file and finds its header: the first of the top rows that holds every required column (published
 * spreadsheets often start with a title row), else the row that matches the most columns.
 */
export async function openFile(importer: Importer, bytes: Uint8Array, fileName: string): Promise<OpenedFile> {
  const table = await readTable(bytes, fileName);
  if (table.keys) {
    const match = matchHeaders(table.keys, importer.columns);
    return { headers: table.keys, keys: match.keys, missing: match.missing, rows: rowsOf(table.records, match.keys), broken: table.broken };
  }
  if (table.records.length === 0) throw new ImportFileError(IMPORT_MSG.empty);
  let chosen = 0;
  let best = matchHeaders(
    table.records[0]!.cells.map((c) => c ?? ''),
    importer.columns,
  );
  for (let i = 0; i < Math.min(HEADER_SEARCH_ROWS, table.records.length) && best.missing.length > 0; i++) {
    const match = matchHeaders(
      table.records[i]!.cells.map((c) => c ?? ''),
      importer.columns,
    );
    if (match.missing.length === 0 || match.matched > best.matched) [chosen, best] = [i, match];
  }
  const header = table.records[chosen]!;
  return {
    headers: header.cells.map((c) => c ?? ''),
    keys: best.keys,
    missing: best.missing,
    rows: rowsOf(table.records.slice(chosen + 1), best.keys),
    broken: table.broken,
  };
}

/** The preview the admin screen shows: the matched headers and the first rows, nothing written. */
export async function previewFile(importer: Importer, bytes: Uint8Array, fileName: string): Promise<ImportPreview> {
  const opened = await openFile(importer, bytes, fileName);
  return {
    kind: importer.kind,
    fileName: basename(fileName),
    headers: opened.headers.map((name, i) => ({ name, key: opened.keys[i] ?? null })),
    missing: opened.missing,
    rows: opened.rows.slice(0, IMPORT_PREVIEW_ROWS).map((row) => ({ line: row.line, values: row.values as Record<string, string> })),
    total: opened.rows.length,
  };
}

export interface RunOptions {
  db: Db;
  importer: Importer;
  bytes: Uint8Array;
  fileName: string;
  dryRun?: boolean;
  code?: string;
  asOf?: string;
  /** The run row this import is recorded as (runs/service.ts), if any. */
  runId?: number;
  progress?: (done: number, total: number) => void;
}

/** Checks what a run needs before any row is touched: a code where the importer asks for one, every required column. */
export function assertRunnable(importer: Importer, opened: OpenedFile, code: string | undefined) {
  if (importer.needsCode && !code) throw new ImportFileError(IMPORT_MSG.needsCode);
  if (opened.missing.length > 0)
    throw new ImportFileError(`Missing column${opened.missing.length > 1 ? 's' : ''}: ${opened.missing.join(', ')}`);
  if (opened.rows.length === 0 && opened.broken.length === 0) throw new ImportFileError(IMPORT_MSG.empty);
}

/** Imports an opened file: parses every row, applies the good ones (unless a dry run) and reports. */
export async function importOpened(options: RunOptions, opened: OpenedFile): Promise<ImportReport> {
  const { importer } = options;
  const code = options.code?.trim().toUpperCase() || undefined;
  assertRunnable(importer, opened, code);
  const ctx = {
    db: options.db,
    dryRun: options.dryRun ?? false,
    fileName: basename(options.fileName),
    asOf: options.asOf ?? isoDate(new Date()),
    code,
    runId: options.runId ?? null,
    progress: options.progress ?? (() => {}),
  };
  const outcome = await importer.execute(opened.rows, ctx);
  return {
    kind: importer.kind,
    fileName: ctx.fileName,
    dryRun: ctx.dryRun,
    asOf: ctx.asOf,
    read: opened.rows.length + opened.broken.length,
    imported: outcome.imported,
    updated: outcome.updated,
    unchanged: outcome.unchanged,
    rejected: [...opened.broken, ...outcome.rejected].sort((a, b) => a.line - b.line),
  };
}

/** Reads and imports a file in one step (the command line and tests). */
export async function runImport(options: RunOptions): Promise<ImportReport> {
  return importOpened(options, await openFile(options.importer, options.bytes, options.fileName));
}
