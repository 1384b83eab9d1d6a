import { and, asc, eq, gte, lt, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, customsImport } from '../../../db/schema/index';

/** SQL of the China Customs monthly imports (docs/data.md 'Data area'). */

const yearStart = (year: number) => `${year}-01-01`;

export interface CountryYearSums {
  countryCode: string;
  countryName: string;
  countryNameZh: string;
  categoryCode: string;
  valueUsd: number;
  volumeTonnes: number;
}

/** A year's value and volume by country and category, for one product type. */
export async function yearSums(db: Executor, productType: string, year: number): Promise<CountryYearSums[]> {
  const rows = await db
    .select({
      countryCode: customsImport.countryCode,
      countryName: country.nameEn,
      countryNameZh: country.nameZh,
      categoryCode: customsImport.categoryCode,
      valueUsd: sum(customsImport.valueUsd).mapWith(Number),
      volumeTonnes: sum(customsImport.volumeTonnes).mapWith(Number),
    })
    .from(customsImport)
    .innerJoin(country, eq(country.code, customsImport.countryCode))
    .where(
      and(eq(customsImport.productType, productType), gte(customsImport.month, yearStart(year)), lt(customsImport.month, yearStart(year + 1))),
    )
    .groupBy(customsImport.countryCode, country.nameEn, country.nameZh, customsImport.categoryCode);
  return rows;
}

/** Value and volume by year and country, for one product type, oldest year first. */
export async function yearlyByCountry(db: Executor, productType: string) {
  const year = sql<number>`extract(year from ${customsImport.month})::int`.mapWith(Number);
  return db
    .select({
      year,
      countryName: country.nameEn,
      countryNameZh: country.nameZh,
      valueUsd: sum(customsImport.valueUsd).mapWith(Number),
      volumeTonnes: sum(customsImport.volumeTonnes).mapWith(Number),
    })
    .from(customsImport)
    .innerJoin(country, eq(country.code, customsImport.countryCode))
    .where(eq(customsImport.productType, productType))
    .groupBy(year, country.nameEn, country.nameZh)
    .orderBy(asc(year));
}

/** Value and volume by month and category, for one product type, oldest month first. */
export async function monthlyByCategory(db: Executor, productType: string) {
  return db
    .select({
      month: customsImport.month,
      categoryCode: customsImport.categoryCode,
      valueUsd: sum(customsImport.valueUsd).mapWith(Number),
      volumeTonnes: sum(customsImport.volumeTonnes).mapWith(Number),
    })
    .from(customsImport)
    .where(eq(customsImport.productType, productType))
    .groupBy(customsImport.month, customsImport.categoryCode)
    .orderBy(asc(customsImport.month), asc(customsImport.categoryCode));
}

/** The latest month of a product type, the years that have data and the source of the latest month's rows. */
export async function coverage(db: Executor, productType: string) {
  const [latest] = await db
    .select({ month: max(customsImport.month) })
    .from(customsImport)
    .where(eq(customsImport.productType, productType));
  const month = latest?.month ? String(latest.month).slice(0, 10) : null;
  const years = await db
    .selectDistinct({ year: sql<number>`extract(year from ${customsImport.month})::int`.mapWith(Number) })
    .from(customsImport)
    .where(eq(customsImport.productType, productType));
  const sources = month
    ? await db
        .selectDistinct({ source: customsImport.source })
        .from(customsImport)
        .where(and(eq(customsImport.productType, productType), eq(customsImport.month, month)))
    : [];
  return {
    month,
    years: years.map((y) => y.year).sort((a, b) => b - a),
    source: sources.map((s) => s.source).sort().join(', '),
  };
}

export type CustomsImportRow = typeof customsImport.$inferInsert;

/** The stored rows with the keys of `rows`, to tell new from changed from unchanged. */
export async function findImports(db: Executor, keys: { month: string; productType: string; categoryCode: string; countryCode: string }[]) {
  if (keys.length === 0) return [];
  const tuples = sql.join(
    keys.map((k) => sql`(${k.productType}, ${k.month}::date, ${k.countryCode}, ${k.categoryCode})`),
    sql`, `,
  );
  return db
    .select()
    .from(customsImport)
    .where(
      sql`(${customsImport.productType}, ${customsImport.month}, ${customsImport.countryCode}, ${customsImport.categoryCode}) in (${tuples})`,
    );
}

export async function upsertImports(db: Executor, rows: CustomsImportRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(customsImport)
    .values(rows)
    .onConflictDoUpdate({
      target: [customsImport.productType, customsImport.month, customsImport.countryCode, customsImport.categoryCode],
      set: {
        valueUsd: sql`excluded.value_usd`,
        volumeTonnes: sql`excluded.volume_tonnes`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
}
