import { z } from 'zod';
import { intText, idText } from '../core/numbers';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import { IMPORT_FILE_FIELD, IMPORT_MAX_BYTES, IMPORT_MSG, IMPORT_RUNS_PAGE_SIZE } from './codes';
import { importerSchema, importPreviewSchema, importRunSchema } from './models';
import { pageText } from '../core/fields';

const common = { tag: 'imports', access: 'admin' } as const;
const upload = { field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES, tooLarge: IMPORT_MSG.tooLarge, missing: IMPORT_MSG.missingFile };
const kind = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[a-z-]+$/, 'must be an importer kind such as futures');
const runQuery = z.object({
  kind,
  code: z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9._-]*$/, 'letters, digits, dots and dashes only')
    .optional()
    .describe('The security of a futures or index file, for example LH'),
  dryRun: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe("'true': read and compare only, write nothing"),
  asOf: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .optional()
    .describe('The day the file describes (default: today)'),
});

/** The importers of published data files (docs/imports.md): the admin shell's upload, preview, run and report. */
export const importCalls = {
  importers: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/imports/kinds',
    output: z.array(importerSchema),
    summary: 'The importers, their file layouts and whether they need a code',
  }),
  preview: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/imports/preview',
    query: z.object({ kind }),
    upload,
    output: importPreviewSchema,
    summary:
      "The first rows of a file (multipart/form-data, field 'file', .csv, .xlsx or .jsonl, at most 30 MB) as the importer " +
      'reads them, with the header each column was matched to; writes nothing',
  }),
  start: defineCall({
    ...common,
    method: 'POST',
    path: '/api/admin/imports',
    query: runQuery,
    upload,
    output: importRunSchema,
    summary:
      "Starts importing a file (multipart/form-data, field 'file'); answers the run, whose progress and report " +
      "'GET /api/admin/imports/{id}' gives. A file that cannot be read is refused with 400 and nothing runs",
  }),
  run: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/imports/:id',
    params: z.object({ id: idText() }),
    output: importRunSchema,
    summary: 'One import run: its progress while running, then its report with every refused row',
  }),
  runs: defineCall({
    ...common,
    method: 'GET',
    path: '/api/admin/imports',
    query: z.object({
      page: pageText(),
      limit: intText({ min: 1, max: 100 }).prefault(IMPORT_RUNS_PAGE_SIZE),
    }),
    output: pageOf(importRunSchema),
    summary: 'The import history, newest first',
  }),
};
