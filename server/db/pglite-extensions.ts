import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** The extensions every PGlite database of the product loads; search needs pg_trgm and unaccent (docs/search.md). */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };
