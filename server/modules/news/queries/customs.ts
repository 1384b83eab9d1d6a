import { and, arrayOverlaps, asc, type Column, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, customsUpdate } from '../../../db/schema/index';
import { NEWS_STATE } from '../../../../contracts/news/codes';
import { storedSearch, synonymsOf } from '../../../shared/search';
import { addToColumn } from '../../../platform/view-counts';
import { newsMatch, offsetOf } from './search';

export interface CustomsFilter {
  accessType?: string;
  countryCodes?: readonly string[];
  keyword?: string;
  state?: string;
  publishedOnly: boolean;
}

/** The names of the countries it concerns (English or Chinese), in the order stored. */
const namesOfCountries = (name: Column) =>
  sql<
    string[]
  >`coalesce((select array_agg(${name} order by array_position(${customsUpdate.countryCodes}, ${country.code})) from ${country} where ${country.code} = any(${customsUpdate.countryCodes})), '{}')`;

const columns = {
  id: customsUpdate.id,
  infoCode: customsUpdate.infoCode,
  enInfoTime: customsUpdate.enInfoTime,
  enTitle: customsUpdate.enTitle,
  contentTitle: customsUpdate.contentTitle,
  contentEng: customsUpdate.contentEng,
  zhContent: customsUpdate.zhContent,
  countryCodes: customsUpdate.countryCodes,
  countryNames: namesOfCountries(country.nameEn),
  countryNamesZh: namesOfCountries(country.nameZh),
  accessType: customsUpdate.accessType,
  changes: customsUpdate.changes,
  applied: customsUpdate.applied,
  appliedAt: customsUpdate.appliedAt,
  views: customsUpdate.views,
  state: customsUpdate.state,
  publishedAt: customsUpdate.publishedAt,
  createdAt: customsUpdate.createdAt,
  updatedAt: customsUpdate.updatedAt,
};
export type CustomsRow = Awaited<ReturnType<typeof findCustomsUpdate>> & {};

export async function pageCustomsUpdates(db: Executor, f: CustomsFilter, page: number, limit: number) {
  const synonyms = await synonymsOf(db, f.keyword);
  const match = newsMatch({ vector: customsUpdate.searchVector, search: storedSearch(customsUpdate) }, f.keyword, synonyms);
  const where = and(
    f.publishedOnly ? eq(customsUpdate.state, NEWS_STATE.PUBLISHED) : f.state ? eq(customsUpdate.state, f.state as 'draft') : undefined,
    f.accessType ? eq(customsUpdate.accessType, f.accessType) : undefined,
    f.countryCodes?.length ? arrayOverlaps(customsUpdate.countryCodes, [...f.countryCodes]) : undefined,
    match?.where,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(customsUpdate)
      .where(where)
      .orderBy(...(match ? [desc(match.rank)] : []), desc(customsUpdate.enInfoTime), desc(customsUpdate.id))
      .offset(offsetOf(page, limit))
      .limit(limit),
    db.select({ total: count() }).from(customsUpdate).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCustomsUpdate(db: Executor, id: number, publishedOnly: boolean) {
  const [row] = await db
    .select(columns)
    .from(customsUpdate)
    .where(and(eq(customsUpdate.id, id), publishedOnly ? eq(customsUpdate.state, NEWS_STATE.PUBLISHED) : undefined))
    .limit(1);
  return row;
}

/** Adds views counted apart (view-counts.ts) to the updates' counts. */
export const addCustomsViews = (db: Executor) => addToColumn(db, customsUpdate, customsUpdate.id, customsUpdate.views);

export function publishedCustomsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({ id: customsUpdate.id, updatedAt: customsUpdate.updatedAt })
    .from(customsUpdate)
    .where(and(eq(customsUpdate.state, NEWS_STATE.PUBLISHED), gt(customsUpdate.id, afterId)))
    .orderBy(asc(customsUpdate.id))
    .limit(limit);
}

export function latestCustomsUpdates(db: Executor, limit: number) {
  return db
    .select({
      id: customsUpdate.id,
      title: customsUpdate.enTitle,
      titleZh: customsUpdate.contentTitle,
      content: customsUpdate.contentEng,
      sourceDate: customsUpdate.enInfoTime,
      publishedAt: customsUpdate.publishedAt,
      updatedAt: customsUpdate.updatedAt,
    })
    .from(customsUpdate)
    .where(eq(customsUpdate.state, NEWS_STATE.PUBLISHED))
    .orderBy(desc(customsUpdate.enInfoTime), desc(customsUpdate.id))
    .limit(limit);
}
