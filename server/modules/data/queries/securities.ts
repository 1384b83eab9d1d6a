import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { security, securityBar } from '../../../db/schema/index';

/** SQL of the futures and indexes: the latest two bars of each, a series' last bars, and the importer's writes. */

export async function findSecurity(db: Executor, code: string) {
  const [row] = await db.select().from(security).where(eq(security.code, code));
  return row;
}

/** Each security of a kind with its latest bar and the close of the bar before. */
export async function latestOfKind(db: Executor, kind: 'FUTURE' | 'INDEX') {
  const rows = await db.execute<{
    code: string;
    short_code: string;
    english_name: string;
    weight_unit_symbol: string;
    trade_date: string;
    open: number;
    high: number;
    low: number;
    close: number;
    settle: number | null;
    volume: number | null;
    open_interest: number | null;
    source: string;
    created_at: string;
    prev_close: number | null;
  }>(sql`
    select s.code, s.short_code, s.english_name, s.weight_unit_symbol, b.trade_date::text as trade_date, b.open, b.high, b.low,
      b.close, b.settle, b.volume, b.open_interest, b.source, b.created_at, p.close as prev_close
    from ${security} s
    join lateral (select * from ${securityBar} x where x.security_code = s.code order by x.trade_date desc limit 1) b on true
    left join lateral (select y.close from ${securityBar} y where y.security_code = s.code and y.trade_date < b.trade_date
      order by y.trade_date desc limit 1) p on true
    where s.kind = ${kind}
    order by s.sort, s.code`);
  return rows.rows;
}

/** The last `days` bars of a security, oldest first. */
export async function lastBars(db: Executor, code: string, days: number) {
  const rows = await db
    .select()
    .from(securityBar)
    .where(eq(securityBar.securityCode, code))
    .orderBy(desc(securityBar.tradeDate))
    .limit(days);
  return rows.reverse();
}

export type SecurityBarRow = typeof securityBar.$inferInsert;

export async function barsOn(db: Executor, code: string, days: string[]) {
  if (days.length === 0) return [];
  return db
    .select()
    .from(securityBar)
    .where(and(eq(securityBar.securityCode, code), sql`${securityBar.tradeDate} in (${sql.join(days.map((d) => sql`${d}::date`), sql`, `)})`))
    .orderBy(asc(securityBar.tradeDate));
}

export async function upsertBars(db: Executor, rows: SecurityBarRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(securityBar)
    .values(rows)
    .onConflictDoUpdate({
      target: [securityBar.securityCode, securityBar.tradeDate],
      set: {
        open: sql`excluded.open`,
        high: sql`excluded.high`,
        low: sql`excluded.low`,
        close: sql`excluded.close`,
        settle: sql`excluded.settle`,
        volume: sql`excluded.volume`,
        openInterest: sql`excluded.open_interest`,
        source: sql`excluded.source`,
      },
    });
}
