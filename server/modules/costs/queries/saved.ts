import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { costCalculation } from '../../../db/schema';

export type SavedRow = typeof costCalculation.$inferSelect;

export async function insertSaved(db: Executor, row: typeof costCalculation.$inferInsert): Promise<SavedRow> {
  const [saved] = await db.insert(costCalculation).values(row).returning();
  return saved!;
}

export async function findSaved(db: Executor, id: number): Promise<SavedRow | null> {
  const [row] = await db.select().from(costCalculation).where(eq(costCalculation.id, id));
  return row ?? null;
}

export async function deleteSaved(db: Executor, id: number): Promise<void> {
  await db.delete(costCalculation).where(eq(costCalculation.id, id));
}

export async function pageSaved(db: Executor, userId: number, page: number, limit: number) {
  const where = and(eq(costCalculation.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(costCalculation)
      .where(where)
      .orderBy(desc(costCalculation.createdAt), desc(costCalculation.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(costCalculation).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
