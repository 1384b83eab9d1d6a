import { and, count, desc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, unapprovedShipment } from '../../../db/schema/index';
import { escapeLike } from '../../../db/sql/like';
import { termCondition, storedSearch } from '../../../shared/search';

/** SQL of the unapproved-shipment lists. */

export interface UnapprovedFilter {
  productType?: string;
  keyText?: string;
  /** First days of the months, inclusive. */
  fromMonth?: string;
  toMonth?: string;
}

const whereOf = (f: UnapprovedFilter) =>
  and(
    f.productType ? eq(unapprovedShipment.productType, f.productType) : undefined,
    f.fromMonth ? gte(unapprovedShipment.reportMonth, f.fromMonth) : undefined,
    f.toMonth ? lte(unapprovedShipment.reportMonth, f.toMonth) : undefined,
    f.keyText ? termCondition(storedSearch(unapprovedShipment), 'fold', `%${escapeLike(f.keyText.toLowerCase())}%`) : undefined,
  );

export async function pageUnapproved(db: Executor, f: UnapprovedFilter, page: number, limit: number) {
  const where = whereOf(f);
  const [rows, [counted], [latest]] = await Promise.all([
    db
      .select({
        id: unapprovedShipment.id,
        hsCode: unapprovedShipment.hsCode,
        quarantineCode: unapprovedShipment.quarantineCode,
        productName: unapprovedShipment.productName,
        productWeight: unapprovedShipment.weightKg,
        originCountry: country.nameEn,
        originCountryZh: country.nameZh,
        originCompany: unapprovedShipment.originCompany,
        importer: unapprovedShipment.importer,
        entryPort: unapprovedShipment.entryPort,
        rejectReason: unapprovedShipment.rejectReason,
        reportMonth: unapprovedShipment.reportMonth,
        source: unapprovedShipment.source,
      })
      .from(unapprovedShipment)
      .innerJoin(country, eq(country.code, unapprovedShipment.originCountryCode))
      .where(where)
      .orderBy(desc(unapprovedShipment.reportMonth), desc(unapprovedShipment.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(unapprovedShipment).where(where),
    db.select({ month: max(unapprovedShipment.reportMonth) }).from(unapprovedShipment).where(where),
  ]);
  return { rows, total: counted?.total ?? 0, latestMonth: latest?.month ? String(latest.month).slice(0, 10) : null };
}

/** The source of the newest rows the filter selects. */
export async function sourceOfMonth(db: Executor, f: UnapprovedFilter, month: string) {
  const rows = await db
    .selectDistinct({ source: unapprovedShipment.source })
    .from(unapprovedShipment)
    .where(and(whereOf(f), eq(unapprovedShipment.reportMonth, month)));
  return rows.map((r) => r.source).sort();
}

export type UnapprovedInsert = typeof unapprovedShipment.$inferInsert;

export async function findByCodes(db: Executor, codes: string[]) {
  if (codes.length === 0) return [];
  return db.select().from(unapprovedShipment).where(inArray(unapprovedShipment.quarantineCode, codes));
}

export async function upsertUnapproved(db: Executor, rows: UnapprovedInsert[]) {
  if (rows.length === 0) return;
  await db
    .insert(unapprovedShipment)
    .values(rows)
    .onConflictDoUpdate({
      target: unapprovedShipment.quarantineCode,
      set: {
        hsCode: sql`excluded.hs_code`,
        productName: sql`excluded.product_name`,
        productType: sql`excluded.product_type`,
        originCountryCode: sql`excluded.origin_country_code`,
        originCompany: sql`excluded.origin_company`,
        importer: sql`excluded.importer`,
        weightKg: sql`excluded.weight_kg`,
        rejectReason: sql`excluded.reject_reason`,
        entryPort: sql`excluded.entry_port`,
        reportMonth: sql`excluded.report_month`,
        searchText: sql`excluded.search_text`,
        source: sql`excluded.source`,
        updatedAt: sql`now()`,
      },
    });
}

/** Records of a country whose exporter is one of the names (compared case-insensitively), newest first. */
export async function unapprovedNaming(db: Executor, countryCode: string, names: string[], limit: number) {
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()).filter(Boolean))];
  if (!lowered.length) return [];
  return db
    .select({
      productName: unapprovedShipment.productName,
      originCompany: unapprovedShipment.originCompany,
      entryPort: unapprovedShipment.entryPort,
      rejectReason: unapprovedShipment.rejectReason,
      reportMonth: unapprovedShipment.reportMonth,
      source: unapprovedShipment.source,
    })
    .from(unapprovedShipment)
    .where(and(eq(unapprovedShipment.originCountryCode, countryCode), inArray(sql`lower(${unapprovedShipment.originCompany})`, lowered)))
    .orderBy(desc(unapprovedShipment.reportMonth), desc(unapprovedShipment.id))
    .limit(limit);
}

/** A country's records counted by month and by reason, with their sources. */
export async function unapprovedCounts(db: Executor, countryCode: string) {
  const month = sql<string>`to_char(${unapprovedShipment.reportMonth}, 'YYYY-MM')`;
  const where = eq(unapprovedShipment.originCountryCode, countryCode);
  const [byMonth, byReason, sources] = await Promise.all([
    db.select({ month, count: count() }).from(unapprovedShipment).where(where).groupBy(month).orderBy(month),
    db
      .select({ reason: unapprovedShipment.rejectReason, count: count() })
      .from(unapprovedShipment)
      .where(where)
      .groupBy(unapprovedShipment.rejectReason)
      .orderBy(desc(count()), unapprovedShipment.rejectReason),
    db.selectDistinct({ source: unapprovedShipment.source }).from(unapprovedShipment).where(where),
  ]);
  return { byMonth, byReason, sources: sources.map((s) => s.source).sort() };
}
