import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { SearchTarget } from '../../../db/sql/search';
import { textMatch } from '../../../shared/search';

export interface NewsMatch {
  where: SQL;
  /** Higher is better: the English rank, plus a bonus for a substring hit. */
  rank: SQL<number>;
}

/**
 * A keyword over a title and body (docs/news.md 'Search', docs/search.md): English words through the generated
 * tsvector (websearch_to_tsquery, which accepts any text: quotes and operators are read as a web search would,
 * never as syntax errors), or the keyword or one of its synonyms (red shrimp: 红虾) in the search text: folded
 * (accents and case do not matter: 'frigorifico' finds 'Frigorífico'), Chinese words of two characters or more
 * through the Han bigram index. Ranked by ts_rank (title words weigh more than body words), a text hit above that.
 */
export function newsMatch(
  columns: { vector: AnyPgColumn; search: SearchTarget },
  keyword: string | undefined,
  synonyms: string[] = [],
): NewsMatch | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const query = sql`websearch_to_tsquery('english'::regconfig, ${text})`;
  const words = sql`${columns.vector} @@ ${query}`;
  const substring = textMatch(columns.search, [text, ...synonyms]);
  if (!substring) return { where: words, rank: sql<number>`ts_rank(${columns.vector}, ${query})` };
  return {
    where: sql`(${words} or ${substring})`,
    rank: sql<number>`ts_rank(${columns.vector}, ${query}) + (case when ${substring} then 1 else 0 end)`,
  };
}

export { newsSearchText as searchTextOf } from '../../../db/sql/news-search';

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
