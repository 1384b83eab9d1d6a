import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { customsUpdate, newsItem, type NewsState } from '../../../db/schema/index';

/** The admin desk's writes: a row in, its id out; the service decides what the row holds. */

export type NewsItemValues = Omit<typeof newsItem.$inferInsert, 'id' | 'searchVector'>;
export type CustomsUpdateValues = Omit<typeof customsUpdate.$inferInsert, 'id' | 'searchVector'>;

export async function insertItem(db: Executor, values: NewsItemValues): Promise<number> {
  const [row] = await db.insert(newsItem).values(values).returning({ id: newsItem.id });
  return row!.id;
}

export async function updateItem(db: Executor, id: number, values: Partial<NewsItemValues>): Promise<void> {
  await db.update(newsItem).set(values).where(eq(newsItem.id, id));
}

export async function deleteItem(db: Executor, id: number): Promise<void> {
  await db.delete(newsItem).where(eq(newsItem.id, id));
}

export async function insertCustomsUpdate(db: Executor, values: CustomsUpdateValues): Promise<number> {
  const [row] = await db.insert(customsUpdate).values(values).returning({ id: customsUpdate.id });
  return row!.id;
}

export async function updateCustomsUpdate(db: Executor, id: number, values: Partial<CustomsUpdateValues>): Promise<void> {
  await db.update(customsUpdate).set(values).where(eq(customsUpdate.id, id));
}

export async function deleteCustomsUpdate(db: Executor, id: number): Promise<void> {
  await db.delete(customsUpdate).where(eq(customsUpdate.id, id));
}

/** Whether another update already has this infoCode. */
export async function infoCodeTaken(db: Executor, infoCode: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: customsUpdate.id }).from(customsUpdate).where(eq(customsUpdate.infoCode, infoCode));
  return rows.some((r) => r.id !== exceptId);
}

export type { NewsState };
