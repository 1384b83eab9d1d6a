import { or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/sql/like';
import type { SearchTarget } from '../../db/sql/search';
import { bigramArrayLiteral, hanBigrams, normaliseKeyword } from './text';

/** Substrings need this many characters: pg_trgm cannot narrow a shorter one down through its index. */
export const TRIGRAM_MIN = 3;

/**
 * How one search term is matched against an indexed text (docs/search.md):
 * - 'han': the term holds two or more neighbouring Chinese characters: the row's bigram array contains the term's
 *   bigrams (GIN), then the folded text holds the term (so 冷冻牛肉 needs the words in that order);
 * - 'fold': three characters or more: a substring of the folded text (trigram GIN on search_fold).
 * Shorter terms (one or two Latin characters, one Chinese character) have no plan here: an area matches them
 * through a prefix index of its own, or not at all.
 */
export interface TermPlan {
  kind: 'fold' | 'han';
  /** The LIKE pattern, lower-cased and escaped; folded by the database (search_fold) when compared. */
  pattern: string;
  /** 'han': the term's bigrams as one text[] literal. */
  bigrams?: string;
}

export function planTerm(term: string | undefined): TermPlan | undefined {
  const text = normaliseKeyword(term);
  if (!text) return undefined;
  const pattern = `%${escapeLike(text.toLowerCase())}%`;
  const bigrams = hanBigrams(text);
  if (bigrams.length > 0) return { kind: 'han', pattern, bigrams: bigramArrayLiteral(bigrams) };
  return [...text].length >= TRIGRAM_MIN ? { kind: 'fold', pattern } : undefined;
}

/**
 * A plan's condition on `target` (a table's stored search columns, storedSearch, or a text folded row by row,
 * computedSearch), comparing with the plan's strings or with placeholders of a prepared statement. Only the
 * keyword is folded here; a stored target's folded text and bigrams are compared as they are.
 */
export function termCondition(
  target: SearchTarget,
  kind: TermPlan['kind'],
  pattern: string | Placeholder,
  bigrams?: string | Placeholder,
): SQL {
  const like = sql`${target.folded} like search_fold(${pattern})`;
  // Without bigrams the LIKE alone decides: the bigrams only narrow the rows down through their index.
  if (kind === 'han' && target.bigrams) return sql`(${target.bigrams} @> ${bigrams}::text[] and ${like})`;
  return like;
}

/** Any of the terms (a keyword and its synonyms) found in `target`; undefined when no term can be matched. */
export function textMatch(target: SearchTarget, terms: (string | undefined)[]): SQL | undefined {
  const conditions = [...new Set(terms.map(normaliseKeyword))]
    .map(planTerm)
    .filter((p): p is TermPlan => p !== undefined)
    .map((p) => termCondition(target, p.kind, p.pattern, p.bigrams));
  return conditions.length > 1 ? or(...conditions) : conditions[0];
}

/**
 * The keyword found in `target` as textMatch finds it; a keyword too short for the indexes (one or two letters,
 * one Chinese character) as a folded substring all the same, read row by row: for lists a filter keeps small.
 */
export function keywordIn(target: SearchTarget, keyword: string): SQL {
  return textMatch(target, [keyword]) ?? termCondition(target, 'fold', `%${escapeLike(normaliseKeyword(keyword).toLowerCase())}%`);
}
