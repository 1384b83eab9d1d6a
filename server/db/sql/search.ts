import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, text } from 'drizzle-orm/pg-core';

/**
 * The search expressions (docs/search.md, decision 0045). Both are IMMUTABLE SQL functions made by the migration
 * `search`, the same on PGlite and PostgreSQL:
 * - `search_fold(text)`: lower-cased, accents removed (the unaccent extension's rules), so 'Frigorifico' and
 *   'Frigorífico' fold alike; indexed with pg_trgm for substrings of three characters or more.
 * - `search_bigrams(text)`: the text's Han bigrams (every two neighbouring Chinese characters), indexed as a
 *   text[] GIN, so a two-character Chinese word (红虾, 对虾) is found anywhere in the text; trigrams need three.
 *
 * A searched table stores both as generated columns (`search_folded`, `search_han_bigrams`, decision 0062), so
 * PostgreSQL computes them once when the row is written and a query compares the indexed columns without running
 * either function on a row. `searchFold` and `searchBigrams` remain for a text no table stores folded.
 */
export const searchFold = (text: SQL | AnyPgColumn) => sql`search_fold(${text})`;
export const searchBigrams = (text: SQL | AnyPgColumn) => sql`search_bigrams(${text})`;

/**
 * The folded search text, generated from `source` (an SQL expression over the row's own columns, quoted names):
 * what the trigram GIN indexes and a keyword's LIKE compares with.
 */
export const foldedColumn = (source: string) =>
  text('search_folded')
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(`search_fold(${source})`));

/** The Han bigrams of `source`, generated as foldedColumn is: what the bigram GIN indexes and `@>` compares with. */
export const bigramsColumn = (source: string) =>
  text('search_han_bigrams')
    .array()
    .notNull()
    .generatedAlwaysAs((): SQL => sql.raw(`search_bigrams(${source})`));

/** A trigram GIN index expression over a folded column. */
export const trigramsOf = (folded: AnyPgColumn) => sql`${folded} gin_trgm_ops`;

/**
 * Where a keyword is looked for: a folded text and, when it has them, its Han bigrams. For a table, its generated
 * columns (storedSearch); for a text no table stores folded (a small table read row by row), the expressions
 * (computedSearch).
 */
export interface SearchTarget {
  folded: SQL | AnyPgColumn;
  bigrams?: SQL | AnyPgColumn;
}

export const storedSearch = (t: { searchFolded: AnyPgColumn; searchHanBigrams?: AnyPgColumn }): SearchTarget => ({
  folded: t.searchFolded,
  bigrams: t.searchHanBigrams,
});

export const computedSearch = (text: SQL | AnyPgColumn): SearchTarget => ({ folded: searchFold(text), bigrams: searchBigrams(text) });
