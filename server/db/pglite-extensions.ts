import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The extensions every PGlite database of the product loads; search needs pg_trgm. */
export const PGLITE_EXTENSIONS = { pg_trgm };
