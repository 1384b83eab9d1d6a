import { z } from 'zod';
import { INT_MAX, INT_MIN } from './rules';

/**
 * The range of a PostgreSQL `integer` column (contracts/core/rules.ts), which every id and count of the portal is.
 * A contract's integer must stay inside it: a larger one passes zod's own `.int()` (bounded only by 2^53) and fails
 * in the database as a 500. Every area builds its integers from these helpers; an OpenAPI test (server/platform)
 * fails for any call input whose integer is left unbounded.
 */
export { INT_MAX, INT_MIN };

/** A whole number in a JSON body or answer. */
export const int = () => z.number().int().min(INT_MIN).max(INT_MAX);

/** Bounds within the database range (each side defaults to the range's own). */
export interface IntBounds {
  min?: number;
  max?: number;
  multipleOf?: number;
}

/** An optional minus and digits: how a path or query parameter (or an older client's JSON) writes an integer. */
const DIGITS = /^-?\d+$/;

/**
 * `schema` (a number schema, or one that also takes null), also given its number as a string of digits. Any other
 * value reaches the schema as it came and is judged there: true, null, '', ' 1', '1.5', '0x10' and '1e3' are
 * refused rather than coerced as `Number()` would (to 1, 0, 0, 1, 1.5, 16, 1000).
 *
 * The result is a zod pipe: give it a default with `.prefault()` (a `.default()` is left out of the OpenAPI
 * document, where the input side is shown), and make it nullable inside (`withDigits(int().nullable())`), as a
 * `.nullable()` outside would show the field as optional there.
 */
export const withDigits = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value: z.input<T> | string) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value), schema);

/** A whole number sent as text (a path or query parameter) or as a number, within `bounds`; anything else is a 400. */
export const intText = ({ min = INT_MIN, max = INT_MAX, multipleOf }: IntBounds = {}) => {
  const number = z.number().int().min(min).max(max);
  return withDigits(multipleOf ? number.multipleOf(multipleOf) : number);
};

/** A record's id sent as text or as a number: 1 to INT_MAX. */
export const idText = () => intText({ min: 1 });
