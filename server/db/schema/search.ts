import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far the one-time search backfill got (docs/search.md 'Upgrading a database', decision 0062): one row per
 * task (a table whose search text gains pinyin, or the product_term dictionary), the last id it wrote and how
 * many rows it changed. A task with doneAt set is never run again; a restart resumes after lastId.
 */
export const searchBackfill = pgTable('search_backfill', {
  task: text('task').primaryKey(),
  lastId: integer('last_id').notNull().default(0),
  /** Rows whose search text gained pinyin, or dictionary entries added. */
  changed: integer('changed').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
});
