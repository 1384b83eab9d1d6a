import { z } from 'zod';

/**
 * The range of a PostgreSQL `integer` column, which every id and count of the portal is. A contract's integer
 * must stay inside it: a larger one passes zod's own `.int()` (bounded only by 2^53) and fails in the database
 * as a 500. Every area builds its integers from these helpers; an OpenAPI test (server/platform) fails for any
 * call input whose integer is left unbounded.
 */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;

/** A whole number in a JSON body or answer. */
export const int = () => z.number().int().min(INT_MIN).max(INT_MAX);

/** A whole number sent as text (a path or query parameter) or as a number. */
export const intText = () => z.coerce.number().int().min(INT_MIN).max(INT_MAX);

/** A record's id sent as text or as a number: 1 to INT_MAX. */
export const idText = () => z.coerce.number().int().min(1).max(INT_MAX);
