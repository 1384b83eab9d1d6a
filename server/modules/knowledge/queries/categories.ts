import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { knowledgeArticle as a, knowledgeCategory as c } from '../../../db/schema/index';

export type CategoryRow = typeof c.$inferSelect;

/** Every category: roots and children each in display order. */
export async function listCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(c)
    .orderBy(sql`${c.parentId} nulls first`, asc(c.sort), asc(c.id));
}

export async function findCategory(db: Executor, id: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(c).where(eq(c.id, id));
  return row;
}

export async function findCategories(db: Executor, ids: number[]): Promise<CategoryRow[]> {
  return ids.length ? db.select().from(c).where(inArray(c.id, ids)) : [];
}

export async function childrenOf(db: Executor, parentId: number | null): Promise<CategoryRow[]> {
  return db
    .select()
    .from(c)
    .where(parentId === null ? isNull(c.parentId) : eq(c.parentId, parentId))
    .orderBy(asc(c.sort), asc(c.id));
}

/** Articles in any state per category, and sub-categories per parent: what the admin shell shows and delete checks. */
export async function usage(db: Executor) {
  const [articles, children] = await Promise.all([
    db.select({ id: a.categoryId, n: count() }).from(a).groupBy(a.categoryId),
    db
      .select({ id: c.parentId, n: count() })
      .from(c)
      .where(sql`${c.parentId} is not null`)
      .groupBy(c.parentId),
  ]);
  return {
    articles: new Map(articles.map((r) => [r.id, r.n])),
    children: new Map(children.map((r) => [r.id!, r.n])),
  };
}

export async function insertCategory(db: Executor, values: { categoryName: string; parentId: number | null; sort: number }) {
  const [row] = await db.insert(c).values(values).returning();
  return row!;
}

export async function updateCategory(db: Executor, id: number, values: Partial<Pick<CategoryRow, 'categoryName' | 'parentId' | 'sort'>>) {
  const [row] = await db
    .update(c)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(c.id, id))
    .returning();
  return row;
}

export async function deleteCategory(db: Executor, id: number) {
  await db.delete(c).where(eq(c.id, id));
}

/** The next sort value at the end of a parent's children. */
export async function nextSort(db: Executor, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${c.sort}), 0)` })
    .from(c)
    .where(and(parentId === null ? isNull(c.parentId) : eq(c.parentId, parentId)));
  return Number(row?.top ?? 0) + 10;
}
