import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The importers' limits and messages (docs/imports.md). */

/** The largest file an administrator may upload to an importer. */
export const IMPORT_MAX_BYTES = 30 * 1024 * 1024;
export const IMPORT_FILE_FIELD = 'file';
/** Rows of the file shown before a run starts. */
export const IMPORT_PREVIEW_ROWS = 10;
/** Refused rows kept with a run; the count covers all of them. */
export const IMPORT_REJECTED_KEPT = 5_000;
export const IMPORT_RUNS_PAGE_SIZE = 20;
/** The file types every importer reads. */
export const IMPORT_EXTENSIONS = ['.csv', '.xlsx', '.jsonl', '.ndjson'] as const;

export const IMPORT_STATUS = ['running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUS)[number];

export const importMessages = messageTable('spec-imports', en, zh);
export const IMPORT_MSG = importMessages.texts.en;
