/**
 * Input rules shared by every area, written once as plain values: the zod schemas of the calls build on them
 * (contracts/core/fields.ts), and the web reads its page addresses with them (web/lib/url-rules.ts). This module
 * imports no zod, so the browser build carries it as written (docs/decisions/0040-input-rules-once.md).
 */
import { FIELD_MSG } from './codes';

/** A text's shape: the pattern it must match whole, and what a refusal says. */
export interface Shape {
  pattern: RegExp;
  message: string;
}

/** A whole number's bounds, both included. */
export interface Bounds {
  min: number;
  max: number;
}

/** The range of a PostgreSQL `integer` column, which every id and count of the portal is. */
export const INT_MAX = 2_147_483_647;
export const INT_MIN = -2_147_483_648;

/** A record's id: 1 to the column's maximum. */
export const RECORD_ID: Bounds = { min: 1, max: INT_MAX };

/** A page number of any list, in a call or a page address. */
export const PAGE_NUMBER: Bounds = { min: 1, max: 100_000 };

/** The words of a search box, at most this many characters. */
export const KEYWORD_MAX = 100;

export const COUNTRY_CODE: Shape = { pattern: /^[A-Z]{2}$/, message: FIELD_MSG.countryCode };
export const ISO_DAY: Shape = { pattern: /^\d{4}-\d{2}-\d{2}$/, message: FIELD_MSG.isoDay };
export const ISO_MONTH: Shape = { pattern: /^\d{4}-\d{2}(-\d{2})?$/, message: FIELD_MSG.isoMonth };

/** The same shape, also met by the empty string (a filter left blank, as the spec's clients send it). */
export const orEmpty = (shape: Shape): Shape => ({
  pattern: new RegExp(`^(?:${shape.pattern.source.replace(/^\^/, '').replace(/\$$/, '')})?$`, shape.pattern.flags),
  message: shape.message,
});
