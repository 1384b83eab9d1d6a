import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A registration number as a keyword matches it: lower-cased, without the spaces, dots, dashes and
 * slashes countries and visitors write differently ('SIF 127', 'sif127', 'S.I.F. 127'; 'DL 876', 'dl-876').
 */
export function normaliseRegNo(text: string): string {
  return text.toLowerCase().replace(/[\s./-]/g, '');
}

/** normaliseRegNo in SQL (for the Reg.No. prefix index and migrations); Reg.No.s hold no other whitespace than spaces. */
export const regNoKey = (column: AnyPgColumn | SQL) => sql`translate(lower(${column}), ' .-/', '')`;

/**
 * A Reg.No.'s natural sort key: every run of digits left-padded to 20, so 'SENASA 477' sorts before
 * 'SENASA 1012'. Compared byte-wise (C collation) so both engines order alike, whatever their locale.
 */
export const regNoSortKey = (column: AnyPgColumn | SQL) =>
  sql`regexp_replace(regexp_replace(lower(${column}), '([0-9]+)', '0000000000000000000\\1', 'g'), '0*([0-9]{20})', '\\1', 'g') collate "C"`;
