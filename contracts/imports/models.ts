import { z } from 'zod';
import { int } from '../core/numbers';
import { IMPORT_STATUS } from './codes';

const rejectedRow = z.object({ line: int(), reason: z.string() });

/** An importer the portal has: what its files hold and the columns it reads. */
export const importerSchema = z.object({
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  needsCode: z.boolean(),
  columns: z.array(z.object({ key: z.string(), names: z.array(z.string()), required: z.boolean() })),
});

/** The first rows of an uploaded file as the importer will read them, before anything is written. */
export const importPreviewSchema = z.object({
  kind: z.string(),
  fileName: z.string(),
  /** Each header of the file and the column it was matched to (null: ignored). */
  headers: z.array(z.object({ name: z.string(), key: z.string().nullable() })),
  /** Required columns the file lacks; a run is refused while any is missing. */
  missing: z.array(z.string()),
  rows: z.array(z.object({ line: int(), values: z.record(z.string(), z.string()) })),
  total: int(),
});

/** One run of an importer and its report. */
export const importRunSchema = z.object({
  id: int(),
  kind: z.string(),
  fileName: z.string(),
  code: z.string().nullable(),
  dryRun: z.boolean(),
  asOf: z.string(),
  status: z.enum(IMPORT_STATUS),
  progress: z.object({ done: int(), total: int() }),
  read: int(),
  imported: int(),
  updated: int(),
  unchanged: int(),
  rejectedCount: int(),
  rejected: z.array(rejectedRow),
  error: z.string().nullable(),
  startedBy: int().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});

export type Importer = z.infer<typeof importerSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportRun = z.infer<typeof importRunSchema>;
