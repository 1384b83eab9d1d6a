import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every run of an importer, from the command line or the admin shell: what was read, what it did, and every row it
 * refused. The admin screen polls a running row for its progress; finished rows are the import history.
 */
export const importRun = pgTable(
  'import_run',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    code: text('code'),
    dryRun: boolean('dry_run').notNull(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    /** 'running', 'done' or 'failed' (the file was read but applying it stopped with an error). */
    status: text('status').notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    read: integer('read').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** The refused rows as { line, reason }, the first IMPORT_REJECTED_KEPT of them. */
    rejected: jsonb('rejected').notNull().default([]),
    error: text('error'),
    /** The administrator who uploaded the file; null for a run from the command line. */
    startedBy: integer('started_by'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moved on with every progress report: a running row that stops moving was cut off by a restart. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_run_started_idx').on(t.startedAt), index('import_run_kind_idx').on(t.kind, t.startedAt)],
);
