import { eq } from 'drizzle-orm';
import { isoDate } from '../../../contracts/core/dates';
import type { Db } from '../../db/client';
import { country, security } from '../../db/schema/index';
import { unapprovedSearchText } from '../../db/sql/unapproved-search';
import * as customs from './queries/customs';
import * as prices from './queries/prices';
import * as securities from './queries/securities';
import * as unapproved from './queries/unapproved';

/**
 * The writes behind the data importers (server/importers/<kind>): each takes the parsed rows of one file in file
 * order and says what happened to each: new, changed, unchanged, or refused. A key repeated in the file counts once:
 * a repeat with the same figures is unchanged, one with other figures is refused. A dry run only compares.
 */

export interface Outcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}
export interface Lined<T> {
  line: number;
  value: T;
}

const BATCH = 500;

/** Compares the fields the file sets; numbers within a rounding hair of each other are equal. */
function same<T extends object>(a: T, b: Partial<T>, fields: readonly (keyof T)[]) {
  return fields.every((f) => {
    const [x, y] = [a[f], b[f]];
    if (typeof x === 'number' && typeof y === 'number') return Math.abs(x - y) < 1e-6;
    if (x instanceof Date || y instanceof Date || (typeof x === 'string' && typeof y === 'string' && f.toString().toLowerCase().includes('date')))
      return isoDate(x as unknown as string) === isoDate(y as unknown as string);
    return (x ?? null) === (y ?? null);
  });
}

/** The common path: drop repeats, compare with what is stored, write the new and changed rows. */
async function applyKeyed<T extends object>(
  rows: Lined<T>[],
  dryRun: boolean,
  keyOf: (v: T) => string,
  fields: readonly (keyof T)[],
  load: (values: T[]) => Promise<T[]>,
  write: (values: T[]) => Promise<void>,
): Promise<Outcome> {
  const outcome: Outcome = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  const firstSeen = new Map<string, Lined<T>>();
  const unique: Lined<T>[] = [];
  for (const row of rows) {
    const seen = firstSeen.get(keyOf(row.value));
    if (!seen) {
      firstSeen.set(keyOf(row.value), row);
      unique.push(row);
    } else if (same(seen.value, row.value, fields)) outcome.unchanged += 1;
    else outcome.rejected.push({ line: row.line, reason: `repeats line ${seen.line} with other figures` });
  }
  for (let i = 0; i < unique.length; i += BATCH) {
    const batch = unique.slice(i, i + BATCH).map((r) => r.value);
    const stored = new Map((await load(batch)).map((s) => [keyOf(s), s]));
    const changed: T[] = [];
    for (const value of batch) {
      const before = stored.get(keyOf(value));
      if (!before) outcome.imported += 1;
      else if (same(before, value, fields)) {
        outcome.unchanged += 1;
        continue;
      } else outcome.updated += 1;
      changed.push(value);
    }
    if (!dryRun) await write(changed);
  }
  return outcome;
}

export type BarValue = Omit<securities.SecurityBarRow, 'createdAt'>;
export type PriceValue = Omit<prices.WholesalePriceRow, 'id' | 'updatedAt'>;
export type CustomsValue = Omit<customs.CustomsImportRow, 'updatedAt'>;
export type UnapprovedValue = Omit<unapproved.UnapprovedInsert, 'id' | 'updatedAt' | 'searchText'>;

export function createDataImports(db: Db) {
  return {
    /** Every way a file may name a country (ISO code, English or Chinese name, lower-cased) → its code. */
    async countryLookup(): Promise<Map<string, string>> {
      const rows = await db.select({ code: country.code, iso3: country.iso3, en: country.nameEn, zh: country.nameZh }).from(country);
      const map = new Map<string, string>();
      for (const r of rows) for (const name of [r.code, r.iso3, r.en, r.zh]) map.set(name.trim().toLowerCase(), r.code);
      return map;
    },

    /** The future or index a bar file is of; created (named by its code) when the portal does not list it yet. */
    async ensureSecurity(code: string, kind: 'FUTURE' | 'INDEX', dryRun: boolean) {
      const found = await securities.findSecurity(db, code);
      if (found) return found.kind === kind ? found : null;
      if (!dryRun) {
        await db
          .insert(security)
          .values({ code, shortCode: code, englishName: code, kind, weightUnitSymbol: kind === 'FUTURE' ? 'CNY/T' : 'points', sort: 100 })
          .onConflictDoNothing();
      }
      return { code, kind };
    },

    bars(rows: Lined<BarValue>[], dryRun: boolean) {
      const fields = ['open', 'high', 'low', 'close', 'settle', 'volume', 'openInterest'] as const;
      return applyKeyed(
        rows,
        dryRun,
        (v) => `${v.securityCode}|${isoDate(v.tradeDate)}`,
        fields,
        async (values) => securities.barsOn(db, values[0]!.securityCode, values.map((v) => isoDate(v.tradeDate))),
        (values) => securities.upsertBars(db, values),
      );
    },

    prices(rows: Lined<PriceValue>[], dryRun: boolean) {
      const fields = ['productType', 'lowPrice', 'highPrice', 'avgPrice', 'place', 'specInfo'] as const;
      return applyKeyed(
        rows,
        dryRun,
        (v) => `${v.category}|${v.productName}|${v.origin ?? ''}|${isoDate(v.quoteDate)}`,
        fields,
        async (values) =>
          (await prices.findPrices(db, values.map((v) => ({ ...v, origin: v.origin ?? '', quoteDate: isoDate(v.quoteDate) })))) as PriceValue[],
        (values) => prices.upsertPrices(db, values),
      );
    },

    customs(rows: Lined<CustomsValue>[], dryRun: boolean) {
      return applyKeyed(
        rows,
        dryRun,
        (v) => `${v.productType}|${isoDate(v.month)}|${v.countryCode}|${v.categoryCode}`,
        ['valueUsd', 'volumeTonnes'] as const,
        async (values) => customs.findImports(db, values.map((v) => ({ ...v, month: isoDate(v.month) }))),
        (values) => customs.upsertImports(db, values),
      );
    },

    async unapproved(rows: Lined<UnapprovedValue>[], dryRun: boolean) {
      const names = new Map(
        (await db.select({ code: country.code, en: country.nameEn, zh: country.nameZh }).from(country)).map((c) => [c.code, [c.en, c.zh]]),
      );
      const fields = ['hsCode', 'productName', 'productType', 'originCountryCode', 'originCompany', 'importer', 'weightKg', 'rejectReason', 'entryPort', 'reportMonth'] as const;
      return applyKeyed(
        rows,
        dryRun,
        (v) => v.quarantineCode,
        fields,
        async (values) => unapproved.findByCodes(db, values.map((v) => v.quarantineCode)),
        (values) =>
          unapproved.upsertUnapproved(
            db,
            values.map((v) => ({ ...v, searchText: unapprovedSearchText({ productName: v.productName, rejectReason: v.rejectReason, entryPort: v.entryPort ?? "" }, names.get(v.originCountryCode) ?? []) })),
          ),
      );
    },

    /** The security row of a code, for the importers' checks. */
    findSecurity: (code: string) => db.select().from(security).where(eq(security.code, code)),
  };
}
export type DataImports = ReturnType<typeof createDataImports>;
