import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { exchangeRate } from '../../../db/schema';

export type ExchangeRateRow = typeof exchangeRate.$inferSelect;

/** The rate of base/quote on `day` (or the latest day loaded), the first source by name when several published one. */
export async function rateOn(db: Executor, base: string, quote: string, day: string | undefined): Promise<ExchangeRateRow | null> {
  const rows = await db
    .select()
    .from(exchangeRate)
    .where(and(eq(exchangeRate.base, base), eq(exchangeRate.quote, quote), day ? eq(exchangeRate.rateDate, day) : undefined))
    .orderBy(desc(exchangeRate.rateDate), asc(exchangeRate.source))
    .limit(1);
  return rows[0] ?? null;
}

/** The latest rate of each pair and source, pairs in order. */
export async function latestRates(db: Executor, source: string | undefined): Promise<ExchangeRateRow[]> {
  return db
    .selectDistinctOn([exchangeRate.base, exchangeRate.quote, exchangeRate.source])
    .from(exchangeRate)
    .where(source ? eq(exchangeRate.source, source) : undefined)
    .orderBy(asc(exchangeRate.base), asc(exchangeRate.quote), asc(exchangeRate.source), desc(exchangeRate.rateDate));
}

export async function history(db: Executor, q: { base: string; quote: string; from: string; to: string; source?: string | undefined }) {
  return db
    .select()
    .from(exchangeRate)
    .where(
      and(
        eq(exchangeRate.base, q.base),
        eq(exchangeRate.quote, q.quote),
        gte(exchangeRate.rateDate, q.from),
        lte(exchangeRate.rateDate, q.to),
        q.source ? eq(exchangeRate.source, q.source) : undefined,
      ),
    )
    .orderBy(asc(exchangeRate.rateDate), asc(exchangeRate.source));
}

export async function latestDay(db: Executor): Promise<string | null> {
  const [row] = await db.select({ day: sql<string | null>`max(${exchangeRate.rateDate})` }).from(exchangeRate);
  return row?.day ?? null;
}

export type ExchangeRateInsert = typeof exchangeRate.$inferInsert;

/** Writes rates, replacing a day's rate of the same pair and source. */
export async function upsertRates(tx: Executor, rows: readonly ExchangeRateInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(exchangeRate)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [exchangeRate.rateDate, exchangeRate.source, exchangeRate.base, exchangeRate.quote],
        set: { rate: sql`excluded.rate` },
      });
  }
}
