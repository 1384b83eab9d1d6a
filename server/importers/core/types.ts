import type { Db } from '../../db/client';

/** A column an importer reads, under any of its names (docs/imports.md says how headers are matched). */
export interface ColumnSpec<K extends string = string> {
  key: K;
  /** Header names in any language; case, surrounding spaces and runs of inner white space do not matter. */
  names: readonly string[];
  /** A file without this column cannot be read. */
  required?: boolean;
}

/** One data row: its line in the file and the trimmed text of each matched column (empty cells are absent). */
export interface SourceRow<K extends string = string> {
  line: number;
  values: Partial<Record<K, string>>;
}

export type Parsed<R> = { ok: true; value: R } | { ok: false; reason: string };

export interface ImportContext {
  db: Db;
  /** Read and compare only: the importer writes nothing. */
  dryRun: boolean;
  /** The file's base name, recorded as the source of what it brings. */
  fileName: string;
  /** The day the file describes, 'YYYY-MM-DD'. */
  asOf: string;
  /** The security of a futures or index file, upper-cased. */
  code?: string;
  /** The recorded run (import_run) this is, when there is one: the source of the market changes it makes. */
  runId?: number | null;
  progress(done: number, total: number): void;
}

export interface RejectedRow {
  line: number;
  reason: string;
}

export interface ApplyOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
}

export interface ImporterDefinition<K extends string = string, R = unknown, P = unknown> {
  kind: string;
  title: string;
  /** One line: what the file holds and who publishes it. */
  description: string;
  needsCode?: boolean;
  columns: readonly ColumnSpec<K>[];
  /** Lookups loaded once before the rows are parsed (countries, dictionaries). */
  prepare?(ctx: ImportContext): Promise<P>;
  /** One row to a value, or the reason it is refused. */
  parse(row: SourceRow<K>, ctx: ImportContext, prepared: P): Parsed<R>;
  /** Writes the parsed rows (in file order, with their lines) unless dryRun, and says what happened to them. */
  apply(rows: { line: number; value: R }[], ctx: ImportContext, prepared: P): Promise<ApplyOutcome>;
}

/** The report of a run, as the command prints it and the admin screen shows it. */
export interface ImportReport {
  kind: string;
  fileName: string;
  dryRun: boolean;
  asOf: string;
  read: number;
  imported: number;
  updated: number;
  unchanged: number;
  /** Refused rows, parse and apply alike, in line order. */
  rejected: RejectedRow[];
}

/** A file that cannot be imported at all: unknown kind, unreadable format, a required column missing. */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}
