import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { knowledgeArticle as a, knowledgeCategory as c } from '../../../db/schema/index';
import { titleMatches } from './articles';

export type ArticleRow = typeof a.$inferSelect;
export type ArticleValues = Omit<typeof a.$inferInsert, 'id'>;
export type ArticleWithCategory = ArticleRow & { categoryName: string };

const withCategory = { ...getTableColumns(a), categoryName: c.categoryName };

export interface AdminFilter {
  state?: 'draft' | 'published';
  categoryId?: number;
  articleTitle?: string;
}

export async function pageAll(db: Executor, filter: AdminFilter, offset: number, limit: number) {
  const where = and(
    filter.state ? eq(a.state, filter.state) : undefined,
    filter.categoryId ? eq(a.categoryId, filter.categoryId) : undefined,
    filter.articleTitle ? titleMatches(filter.articleTitle) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(withCategory)
      .from(a)
      .innerJoin(c, eq(c.id, a.categoryId))
      .where(where)
      .orderBy(desc(a.createDate), desc(a.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findArticle(db: Executor, id: number): Promise<ArticleWithCategory | undefined> {
  const [row] = await db.select(withCategory).from(a).innerJoin(c, eq(c.id, a.categoryId)).where(eq(a.id, id));
  return row;
}

export async function insertArticle(db: Executor, values: ArticleValues): Promise<number> {
  const [row] = await db.insert(a).values(values).returning({ id: a.id });
  return row!.id;
}

export async function updateArticle(db: Executor, id: number, values: Partial<ArticleValues>): Promise<void> {
  await db
    .update(a)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(a.id, id));
}

export async function deleteArticle(db: Executor, id: number): Promise<void> {
  await db.delete(a).where(eq(a.id, id));
}

/** Articles filed in these categories, any state. */
export async function countInCategories(db: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(a).where(inArray(a.categoryId, ids));
  return row?.n ?? 0;
}
