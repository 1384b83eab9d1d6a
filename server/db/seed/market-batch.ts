import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../client';

/** Rows per INSERT: large enough to be fast, small enough to stay under PostgreSQL's 65,535 parameters. */
export const BATCH_ROWS = 1_000;

export async function insertBatches<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await db.insert(table).values(rows.slice(i, i + BATCH_ROWS) as never);
  }
}

/** Inserts in batches and returns the new ids in the rows' order (matched by a unique key, not by position). */
export async function insertReturningIds<T extends PgTable, K extends string>(
  db: Executor,
  table: T,
  rows: T['$inferInsert'][],
  keyOf: (row: Record<string, unknown>) => K,
  returning: Record<string, unknown>,
): Promise<number[]> {
  const idByKey = new Map<string, number>();
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const inserted = (await db
      .insert(table)
      .values(rows.slice(i, i + BATCH_ROWS) as never)
      .returning(returning as never)) as unknown as Record<string, unknown>[];
    for (const row of inserted) idByKey.set(keyOf(row), row.id as number);
  }
  return rows.map((row) => {
    const id = idByKey.get(keyOf(row as Record<string, unknown>));
    if (id === undefined) throw new Error('an inserted row came back without its id');
    return id;
  });
}

export { isoDate } from '../../../contracts/core/dates';
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
export const pad = (n: number, width: number) => String(n).padStart(width, '0');
