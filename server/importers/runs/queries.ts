import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { importRun } from '../../db/schema/index';

export type ImportRunRow = typeof importRun.$inferSelect;
export type NewImportRun = typeof importRun.$inferInsert;

export async function insertRun(db: Executor, values: NewImportRun): Promise<ImportRunRow> {
  const [row] = await db.insert(importRun).values(values).returning();
  return row!;
}

export async function updateRun(db: Executor, id: number, values: Partial<NewImportRun>): Promise<void> {
  await db
    .update(importRun)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(importRun.id, id));
}

export async function findRun(db: Executor, id: number): Promise<ImportRunRow | undefined> {
  const [row] = await db.select().from(importRun).where(eq(importRun.id, id));
  return row;
}

export async function pageRuns(db: Executor, page: number, limit: number): Promise<{ rows: ImportRunRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(importRun)
      .orderBy(desc(importRun.startedAt), desc(importRun.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(importRun),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
