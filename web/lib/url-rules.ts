import { PAGE_NUMBER, type Bounds, type Shape } from '../../contracts/core/rules';

/**
 * Readers of a page address's values by the calls' own input rules (contracts/core/rules.ts and the areas' codes).
 * A page never fails on its address: a value the call would refuse is read as absent, so the page opens with its
 * defaults. Each reader takes the rule the call's zod schema is built from, never a copy of it.
 */

type Value = string | null | undefined;

/** The value when it has the shape, else ''. */
export const readShape = (shape: Shape, value: Value): string => (value && shape.pattern.test(value) ? value : '');

/** One of the listed values, else undefined. */
export const readOneOf = <T extends string | number>(values: readonly T[], value: Value): T | undefined =>
  values.find((v) => String(v) === value);

/** A whole number written in digits within the bounds, else undefined. */
export function readInt(bounds: Bounds, value: Value): number | undefined {
  if (!value || !/^-?\d{1,16}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= bounds.min && n <= bounds.max ? n : undefined;
}

/** A page number, 1 unless the address holds one the calls take. */
export const readPage = (value: Value): number => readInt(PAGE_NUMBER, value) ?? PAGE_NUMBER.min;

/** Search words, trimmed and cut at the call's maximum (a long search still searches, by its start). */
export const readText = (max: number, value: Value): string => (value ?? '').trim().slice(0, max);

/** An amount written as decimal text (digits, at most `decimals` places) up to `max`, else undefined. */
export function readAmount(decimals: number, max: number, value: Value): string | undefined {
  const text = (value ?? '').trim();
  if (!new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`).test(text)) return undefined;
  return Number(text) <= max ? text : undefined;
}
