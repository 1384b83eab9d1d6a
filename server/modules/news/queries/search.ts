import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../../db/sql/like';

/** Chinese (or any non-ASCII) text: the English parser cannot split it, so it is matched as a substring. */
const hasNonAscii = (text: string) => [...text].some((ch) => ch.charCodeAt(0) > 127);

export interface NewsMatch {
  where: SQL;
  /** Higher is better: the English rank, plus a bonus for a substring hit. */
  rank: SQL<number>;
}

/**
 * A keyword over a title and body (docs/news.md 'Search'): English words through the generated tsvector
 * (websearch_to_tsquery, which accepts any text: quotes and operators are read as a web search would, never
 * as syntax errors), and, when the keyword holds non-ASCII characters (a Chinese title fragment, an accented
 * name), a substring of the lower-cased search text on its pg_trgm index. Ranked by ts_rank (title words weigh
 * more than body words), a substring hit above that.
 */
export function newsMatch(columns: { vector: AnyPgColumn; searchText: AnyPgColumn }, keyword: string | undefined): NewsMatch | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const query = sql`websearch_to_tsquery('english'::regconfig, ${text})`;
  const words = sql`${columns.vector} @@ ${query}`;
  if (!hasNonAscii(text)) return { where: words, rank: sql<number>`ts_rank(${columns.vector}, ${query})` };
  const substring = sql`${columns.searchText} like ${`%${escapeLike(text.toLowerCase())}%`}`;
  return {
    where: sql`(${words} or ${substring})`,
    rank: sql<number>`ts_rank(${columns.vector}, ${query}) + (case when ${substring} then 1 else 0 end)`,
  };
}

export { newsSearchText as searchTextOf } from '../../../db/sql/news-search';

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
