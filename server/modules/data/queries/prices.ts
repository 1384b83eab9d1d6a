import { and, asc, count, desc, eq, gte, inArray, lt, lte, max, sql } from 'drizzle-orm';
import { escapeLike } from '../../../db/sql/like';
import type { Executor } from '../../../db/client';
import { country, wholesalePrice } from '../../../db/schema/index';

/** SQL of the wholesale market prices: the quotes of one category and day, and the meat cuts of a product type. */

/** The latest day a category (and product type) has prices on, not after `until` when given. */
export async function latestDay(db: Executor, category: string, productType?: string, until?: string): Promise<string | null> {
  const [row] = await db
    .select({ day: max(wholesalePrice.quoteDate) })
    .from(wholesalePrice)
    .where(
      and(
        eq(wholesalePrice.category, category as 'Meat'),
        productType ? eq(wholesalePrice.productType, productType) : undefined,
        until ? lte(wholesalePrice.quoteDate, until) : undefined,
      ),
    );
  return row?.day ? String(row.day).slice(0, 10) : null;
}

/** One category's quotes on one day, each with the product's previous quote within 30 days (for the change). */
export async function quotesOfDay(db: Executor, category: string, day: string, productName?: string) {
  const named = productName ? sql`lower(${wholesalePrice.productName}) like ${`%${escapeLike(productName.toLowerCase())}%`}` : undefined;
  const rows = await db
    .select({
      id: wholesalePrice.id,
      quoteDate: wholesalePrice.quoteDate,
      productName: wholesalePrice.productName,
      origin: wholesalePrice.origin,
      lowPrice: wholesalePrice.lowPrice,
      highPrice: wholesalePrice.highPrice,
      avgPrice: wholesalePrice.avgPrice,
      place: wholesalePrice.place,
      specInfo: wholesalePrice.specInfo,
      source: wholesalePrice.source,
    })
    .from(wholesalePrice)
    .where(and(eq(wholesalePrice.category, category as 'Meat'), eq(wholesalePrice.quoteDate, day), named))
    .orderBy(asc(wholesalePrice.productName), asc(wholesalePrice.id));
  const before = await db
    .selectDistinctOn([wholesalePrice.productName, wholesalePrice.origin], {
      productName: wholesalePrice.productName,
      origin: wholesalePrice.origin,
      value: sql<number | null>`coalesce(${wholesalePrice.avgPrice}, (${wholesalePrice.lowPrice} + ${wholesalePrice.highPrice}) / 2)`,
    })
    .from(wholesalePrice)
    .where(
      and(
        eq(wholesalePrice.category, category as 'Meat'),
        lt(wholesalePrice.quoteDate, day),
        gte(wholesalePrice.quoteDate, sql`${day}::date - 30`),
        named,
      ),
    )
    .orderBy(wholesalePrice.productName, wholesalePrice.origin, desc(wholesalePrice.quoteDate));
  const prevOf = new Map(before.map((b) => [`${b.productName}|${b.origin}`, b.value === null ? null : Number(b.value)]));
  return rows.map((r) => ({ ...r, prev: prevOf.get(`${r.productName}|${r.origin}`) ?? null }));
}

export interface MeatFilter {
  productType: string;
  from?: string;
  to?: string;
}

const meatWhere = (f: MeatFilter) =>
  and(
    eq(wholesalePrice.category, 'Meat'),
    eq(wholesalePrice.productType, f.productType),
    f.from ? gte(wholesalePrice.quoteDate, f.from) : undefined,
    f.to ? lte(wholesalePrice.quoteDate, f.to) : undefined,
  );

/** Meat cut prices of a product type over a date range, newest day first. */
export async function pageMeatPrices(db: Executor, f: MeatFilter, page: number, limit: number) {
  const where = meatWhere(f);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: wholesalePrice.id,
        quoteDate: wholesalePrice.quoteDate,
        productName: wholesalePrice.productName,
        countryName: sql<string>`coalesce(${country.nameEn}, '-')`,
        countryNameZh: sql<string>`coalesce(${country.nameZh}, '-')`,
        lowPrice: wholesalePrice.lowPrice,
        topPrice: wholesalePrice.highPrice,
        source: wholesalePrice.source,
      })
      .from(wholesalePrice)
      .leftJoin(country, eq(country.code, wholesalePrice.origin))
      .where(where)
      .orderBy(desc(wholesalePrice.quoteDate), asc(wholesalePrice.productName), asc(wholesalePrice.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(wholesalePrice).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export type WholesalePriceRow = typeof wholesalePrice.$inferInsert;

/** The stored prices with these keys (category, product, origin, day). */
export async function findPrices(db: Executor, keys: { category: string; productName: string; origin: string; quoteDate: string }[]) {
  if (keys.length === 0) return [];
  const days = [...new Set(keys.map((k) => k.quoteDate))];
  const names = [...new Set(keys.map((k) => k.productName))];
  return db
    .select()
    .from(wholesalePrice)
    .where(and(inArray(wholesalePrice.quoteDate, days), inArray(wholesalePrice.productName, names)));
}

export async function upsertPrices(db: Executor, rows: WholesalePriceRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(wholesalePrice)
    .values(rows)
    .onConflictDoUpdate({
      target: [wholesalePrice.category, wholesalePrice.productName, wholesalePrice.origin, wholesalePrice.quoteDate],
      set: {
        productType: sql`excluded.product_type`,
        lowPrice: sql`excluded.low_price`,
        highPrice: sql`excluded.high_price`,
        avgPrice: sql`excluded.avg_price`,
        place: sql`excluded.place`,
        specInfo: sql`excluded.spec_info`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
}
