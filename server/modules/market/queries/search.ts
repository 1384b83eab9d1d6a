import { type SQL, sql } from 'drizzle-orm';
import { KEYWORD_TRIGRAM_MIN } from '../../../../contracts/market/codes';
import { escapeLike } from '../../../db/sql/like';

export { escapeLike };

export const isShortKeyword = (keyword: string) => [...keyword].length < KEYWORD_TRIGRAM_MIN;

export interface KeywordMatch {
  where: SQL;
  /** For a prefix match: the indexed expression to order by, so the index also serves the page. */
  orderBy?: SQL;
}

/** Chinese (or any non-ASCII) text: its short prefixes are looked up in the Chinese-name indexes. */
export const hasNonAscii = (text: string) => [...text].some((ch) => ch.charCodeAt(0) > 127);

/**
 * A keyword condition that an index always serves. From three characters: a substring of the
 * row's lower-cased search text (trigram GIN index). Shorter: a prefix of the registration number
 * (`latin`), or of the Chinese name (`cjk`) when the keyword is Chinese (two-character names such
 * as 巴西 or 牛肉 are common), on text_pattern_ops B-trees, since trigrams cannot index one or two
 * characters.
 */
export function keywordMatch(searchText: SQL | unknown, prefix: { latin: SQL; cjk?: SQL }, keyword: string | undefined): KeywordMatch | undefined {
  if (!keyword) return undefined;
  const lowered = keyword.toLowerCase();
  if (!isShortKeyword(lowered)) return { where: sql`${searchText} like ${`%${escapeLike(lowered)}%`}` };
  const column = hasNonAscii(lowered) && prefix.cjk ? prefix.cjk : prefix.latin;
  return { where: sql`${column} like ${`${escapeLike(lowered)}%`}`, orderBy: column };
}

/** How many rows to skip for a page. */
export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
