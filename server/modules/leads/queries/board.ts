import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { LeadBoardFilter } from '../../../../contracts/leads/models';
import type { BoardSort } from '../../../../contracts/leads/codes';
import { keywordIn, storedSearch } from '../../../shared/search';
import { supplyDemand } from '../../../db/schema/index';
import { collectedAt } from '../../../shared/collect/index';

/** The board's filters and orders as SQL (docs/community.md 'The board'): the board call and the saved searches read them. */

export const LEAD_SUBJECT = 'SUPPLY_DEMAND';
const sd = supplyDemand;

export interface LeadFilter {
  /** Approved and unexpired only (the board, favourites); otherwise the author's own in every status. */
  publicOnly: boolean;
  authorId?: number;
  /** The posts of these authors in every status (a company team's, decision 0054). */
  authorIds?: number[];
  /** One post by id (the author's own read for the edit form). */
  id?: number;
  collectorId?: number;
  type?: number;
  checkStatus?: number;
  searchKey?: string;
  goodsType?: string;
  /** The offer's origin, or a supply post's plant country when its author named none. */
  originCountry?: string;
  incoterm?: string;
  /** A price range per tonne in one currency (decision 0053): posts priced in another currency, or per container, are out. */
  price?: { currency: string; min?: string; max?: string };
  sort?: BoardSort;
  /** With sort 'price': the currency whose posts come first, cheapest first. */
  sortCurrency?: string;
}

type BoardFields = 'type' | 'searchKey' | 'goodsType' | 'originCountry' | 'incoterm' | 'price' | 'sort' | 'sortCurrency';

/** The board's filters (contracts/leads/models.ts leadBoardFilter) as the query's: the board and saved searches. */
export const boardFilterOf = (b: LeadBoardFilter): Pick<LeadFilter, BoardFields> => ({
  type: b.type,
  searchKey: b.searchKey || undefined,
  goodsType: b.goodsType || undefined,
  originCountry: b.originCountry || undefined,
  incoterm: b.incoterm,
  price:
    b.priceCurrency && (b.priceMin !== undefined || b.priceMax !== undefined)
      ? { currency: b.priceCurrency, min: b.priceMin, max: b.priceMax }
      : undefined,
  sort: b.sort,
  sortCurrency: b.priceCurrency,
});

/** The post's origin: the one its author gave, else its plant's country. */
const originOf = sql`coalesce(${sd.originCountry}, ${sd.plantCountryCode})`;
/** The price per tonne, exact (numeric): per kg times 1,000; a price per container has none (decision 0053). */
const pricePerTonne = sql`(case ${sd.priceUnit} when 't' then ${sd.price} when 'kg' then ${sd.price} * 1000 end)`;
/** When the post leaves the board: its 90 days, or the day after its validity if that comes first. */
const lapsesAt = sql`least(${sd.expiresAt}, (${sd.validUntil} + 1)::timestamp at time zone 'UTC')`;
/** Approved, within its 90 days, and its offer still valid (validity is a UTC day, the day included). */
const liveWhere = (now: Date) =>
  and(eq(sd.checkStatus, 2), gt(sd.expiresAt, now), or(isNull(sd.validUntil), gte(sd.validUntil, now.toISOString().slice(0, 10))));

/** The post's text holds the key: folded, Chinese words by their bigrams (docs/search.md). */
const searchOf = (text: string) => keywordIn(storedSearch(sd), text);

export function whereOf(f: LeadFilter, now: Date): SQL | undefined {
  return and(
    f.publicOnly ? liveWhere(now) : undefined,
    f.authorId !== undefined ? eq(sd.userId, f.authorId) : undefined,
    f.authorIds !== undefined ? inArray(sd.userId, f.authorIds.length ? f.authorIds : [0]) : undefined,
    f.id !== undefined ? eq(sd.id, f.id) : undefined,
    f.collectorId !== undefined ? isNotNull(collectedAt(LEAD_SUBJECT, sd.id, f.collectorId)) : undefined,
    f.type ? eq(sd.type, f.type) : undefined,
    f.checkStatus && f.checkStatus > 0 ? eq(sd.checkStatus, f.checkStatus) : undefined,
    f.searchKey ? searchOf(f.searchKey) : undefined,
    f.goodsType ? eq(sd.goodsType, f.goodsType) : undefined,
    f.originCountry ? sql`${originOf} = ${f.originCountry}` : undefined,
    f.incoterm ? eq(sd.incoterm, f.incoterm) : undefined,
    f.price ? priceWhere(f.price) : undefined,
  );
}

function priceWhere(p: NonNullable<LeadFilter['price']>): SQL | undefined {
  return and(
    eq(sd.currency, p.currency),
    sql`${pricePerTonne} is not null`,
    p.min !== undefined ? sql`${pricePerTonne} >= ${p.min}::numeric` : undefined,
    p.max !== undefined ? sql`${pricePerTonne} <= ${p.max}::numeric` : undefined,
  );
}

/** The board's order; favourites are read latest favourite first. Every order ends on the id, so pages never overlap. */
export function orderOf(f: LeadFilter): SQL[] {
  if (f.collectorId !== undefined) return [desc(collectedAt(LEAD_SUBJECT, sd.id, f.collectorId)), desc(sd.id)];
  if (f.sort === 'price') {
    // Posts with a price per tonne first: the chosen currency's, then the others' grouped by currency, cheapest first
    // in each; then the rest (per container, no price) in the same grouping.
    const chosen = f.sortCurrency ? sql`(${sd.currency} = ${f.sortCurrency}) desc nulls last` : undefined;
    return [
      sql`(${pricePerTonne}) is null`,
      ...(chosen ? [chosen] : []),
      sql`${sd.currency} asc nulls last`,
      sql`${pricePerTonne} asc`,
      desc(sd.createdAt),
      desc(sd.id),
    ];
  }
  if (f.sort === 'expiry') return [sql`${lapsesAt} asc`, desc(sd.createdAt), desc(sd.id)];
  return [desc(sd.createdAt), desc(sd.id)];
}

/** Whether the approved, unexpired post `id` passes these filters: the board's own conditions, one row by key. */
export async function leadMatches(db: Executor, id: number, f: Omit<LeadFilter, 'publicOnly' | 'id'>, now = new Date()) {
  const rows = await db
    .select({ id: sd.id })
    .from(sd)
    .where(whereOf({ ...f, publicOnly: true, id }, now))
    .limit(1);
  return rows.length > 0;
}
