import ExcelJS from 'exceljs';
import type { Importer } from './core/index';
import type { TestApp } from '../test-support/app';
import { createImportRunsService } from './runs/service';
import { isoDate } from '../../contracts/core/dates';

/** Writes rows (header first) as a CSV file's bytes: CRLF and a byte-order mark, as spreadsheets save them. */
export const csvBytes = (rows: (string | number)[][]) =>
  new TextEncoder().encode(
    `\uFEFF${rows.map((r) => r.map((c) => (/[",]/.test(String(c)) ? `"${String(c).replace(/"/g, '""')}"` : c)).join(',')).join('\r\n')}\r\n`,
  );

/** The same rows as an .xlsx workbook's bytes. */
export async function xlsxBytes(rows: (string | number)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/**
 * Runs an importer on a file as the command and the admin screen do: the run is recorded, and a run that changed rows
 * drops the visitors' cache, so the API shows the new figures at once.
 */
export const importFile = (
  t: TestApp,
  importer: Importer,
  bytes: Uint8Array,
  fileName: string,
  options: { dryRun?: boolean; code?: string; asOf?: string } = {},
) =>
  createImportRunsService(t.database.db, [importer]).runNow({
    importer,
    bytes,
    fileName,
    code: options.code?.toUpperCase(),
    dryRun: options.dryRun ?? false,
    asOf: options.asOf ?? isoDate(new Date()),
  });
