import { and, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { knowledgeArticle as a, knowledgeCategory as c } from '../../../db/schema/index';
import { addToColumn } from '../../../platform/view-counts';
import { keywordIn, storedSearch } from '../../../shared/search';

/** Public articles: published and shown. */
export const isPublic = () => and(eq(a.state, 'published'), eq(a.contentDisplay, 'DISPLAY'));

/** A category and its sub-categories. */
const inCategory = (categoryId: number) =>
  inArray(a.categoryId, sql`(select ${c.id} from ${c} where ${c.id} = ${categoryId} or ${c.parentId} = ${categoryId})`);

/**
 * Title words by English full text (stemmed: 'labels' finds 'labelling'), or a part of the folded title (accents
 * and case do not matter; Chinese words by their bigrams, docs/search.md).
 */
export function titleMatches(words: string): SQL {
  const lowered = words.toLowerCase();
  return or(sql`to_tsvector('english', ${a.contentTitle}) @@ plainto_tsquery('english', ${words})`, keywordIn(storedSearch(a), lowered))!;
}

export interface PublicFilter {
  categoryId?: number;
  articleTitle?: string;
}

const listColumns = {
  id: a.id,
  contentTitle: a.contentTitle,
  /** The start of the body: enough for the summary (its first paragraph), without reading whole articles. */
  content: sql<string>`left(${a.content}, 2000)`,
  createDate: a.createDate,
  categoryId: a.categoryId,
  categoryName: c.categoryName,
  contentHit: a.contentHit,
  contentKeyword: a.contentKeyword,
  waterRemarkFlag: a.waterRemarkFlag,
};

/** A page of public articles, newest first or most read first. */
export async function pagePublic(db: Executor, filter: PublicFilter, order: 'newest' | 'mostRead', offset: number, limit: number) {
  const where = and(
    isPublic(),
    filter.categoryId ? inCategory(filter.categoryId) : undefined,
    filter.articleTitle ? titleMatches(filter.articleTitle) : undefined,
  );
  const orderBy = order === 'mostRead' ? [desc(a.contentHit), desc(a.id)] : [desc(a.createDate), desc(a.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(a)
      .innerJoin(c, eq(c.id, a.categoryId))
      .where(where)
      .orderBy(...orderBy)
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(a).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export type ListRow = Awaited<ReturnType<typeof pagePublic>>['rows'][number];

/** A public article; undefined when there is no such public article. */
export async function findPublic(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), isPublic()))
    .limit(1);
  return row;
}

/** Adds views counted apart (view-counts.ts) to the articles' contentHit. */
export const addArticleViews = (db: Executor) => addToColumn(db, a, a.id, a.contentHit);

/** Public articles per category (their own category only). */
export async function countPublicByCategory(db: Executor) {
  return db.select({ categoryId: a.categoryId, count: count() }).from(a).where(isPublic()).groupBy(a.categoryId);
}

/** Articles by id in any state, for the comments subject (which decides visibility); missing ids are left out. */
export async function findArticlesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: a.id, contentTitle: a.contentTitle, state: a.state, contentDisplay: a.contentDisplay })
    .from(a)
    .where(inArray(a.id, ids));
}

/** Public articles after an id, in id order, for the sitemap. */
export async function publicAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({ id: a.id, updatedAt: a.updatedAt })
    .from(a)
    .where(and(isPublic(), sql`${a.id} > ${afterId}`))
    .orderBy(a.id)
    .limit(limit);
}
