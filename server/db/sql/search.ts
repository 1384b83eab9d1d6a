import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The indexed search expressions (docs/search.md, decision 0045). Both are IMMUTABLE SQL functions made by the
 * migration `search`, the same on PGlite and PostgreSQL:
 * - `search_fold(text)`: lower-cased, accents removed (the unaccent extension's rules), so 'Frigorifico' and
 *   'Frigorífico' fold alike; indexed with pg_trgm for substrings of three characters or more.
 * - `search_bigrams(text)`: the text's Han bigrams (every two neighbouring Chinese characters), indexed as a
 *   text[] GIN, so a two-character Chinese word (红虾, 对虾) is found anywhere in the text; trigrams need three.
 */
export const searchFold = (text: SQL | AnyPgColumn) => sql`search_fold(${text})`;
export const searchBigrams = (text: SQL | AnyPgColumn) => sql`search_bigrams(${text})`;

/** A trigram GIN index expression over the folded text. */
export const foldedTrigrams = (text: SQL | AnyPgColumn) => sql`search_fold(${text}) gin_trgm_ops`;
