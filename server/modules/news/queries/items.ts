import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, newsItem } from '../../../db/schema/index';
import { liveCommentCount } from '../../../shared/comments/index';
import { COMMENTS_TYPE } from '../../../../contracts/comments/codes';
import { NEWS_SOURCE, NEWS_STATE } from '../../../../contracts/news/codes';
import { storedSearch, synonymsOf } from '../../../shared/search';
import { addToColumn } from '../../../platform/view-counts';
import { newsMatch, offsetOf } from './search';

export interface ItemFilter {
  newsSource: number;
  accessType?: string;
  countryCode?: string;
  keyword?: string;
  companyTags?: readonly string[];
  /** Admin lists: every state, or one. */
  state?: string;
  /** Public calls see published items only. */
  publishedOnly: boolean;
}

/** Live comments on the item: a column the shared comments feature provides (one probe of its subject index). */
const commentsCount = (commentsType: string) => liveCommentCount(commentsType, sql`${newsItem.id}`);

export const commentsTypeOfSource = (newsSource: number) =>
  newsSource === NEWS_SOURCE.FACTORY ? COMMENTS_TYPE.FACTORY_NEWS : COMMENTS_TYPE.AREA_NEWS;

/** Lists need only a summary: the start of each body is enough for it, and far less to read and to strip. */
const LIST_BODY_CHARS = 1_500;

const itemColumns = (newsSource: number, body: 'full' | 'start' = 'full') => ({
  id: newsItem.id,
  newsSource: newsItem.newsSource,
  contentTitle: newsItem.contentTitle,
  enContentTitle: newsItem.enContentTitle,
  content: body === 'full' ? newsItem.content : sql<string>`left(${newsItem.content}, ${LIST_BODY_CHARS})`,
  zhContent: body === 'full' ? newsItem.zhContent : sql<string>`left(${newsItem.zhContent}, ${LIST_BODY_CHARS})`,
  contentKeyword: newsItem.contentKeyword,
  countryCode: newsItem.countryCode,
  countryName: country.nameEn,
  countryNameZh: country.nameZh,
  accessType: newsItem.accessType,
  companyTags: newsItem.companyTags,
  plantNos: newsItem.plantNos,
  views: newsItem.views,
  commentsCount: commentsCount(commentsTypeOfSource(newsSource)),
  createdAt: newsItem.createdAt,
  updatedAt: newsItem.updatedAt,
  sourceDate: newsItem.sourceDate,
  contentDate: newsItem.contentDate,
  baiduIncluded: newsItem.baiduIncluded,
  state: newsItem.state,
  publishedAt: newsItem.publishedAt,
});
export type ItemRow = Awaited<ReturnType<typeof findItem>> & {};

function itemWhere(f: ItemFilter, match: SQL | undefined) {
  return and(
    eq(newsItem.newsSource, f.newsSource),
    f.publishedOnly ? eq(newsItem.state, NEWS_STATE.PUBLISHED) : f.state ? eq(newsItem.state, f.state as 'draft') : undefined,
    f.accessType ? eq(newsItem.accessType, f.accessType) : undefined,
    f.countryCode ? eq(newsItem.countryCode, f.countryCode) : undefined,
    f.companyTags?.length ? arrayOverlaps(newsItem.companyTags, [...f.companyTags]) : undefined,
    match,
  );
}

/** A page of items (their bodies whole for the admin desk, else only their start): best match first when there is a keyword, newest first always after that. */
export async function pageItems(db: Executor, f: ItemFilter, page: number, limit: number, body: 'full' | 'start' = 'start') {
  const match = newsMatch({ vector: newsItem.searchVector, search: storedSearch(newsItem) }, f.keyword, await synonymsOf(db, f.keyword));
  const where = itemWhere(f, match?.where);
  const [rows, [counted]] = await Promise.all([
    db
      .select(itemColumns(f.newsSource, body))
      .from(newsItem)
      .innerJoin(country, eq(country.code, newsItem.countryCode))
      .where(where)
      .orderBy(...(match ? [desc(match.rank)] : []), desc(newsItem.sourceDate), desc(newsItem.id))
      .offset(offsetOf(page, limit))
      .limit(limit),
    db.select({ total: count() }).from(newsItem).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * Items beside one (recommended or related news): the item left out; those sharing a company with it first
 * (factory news), then those of its country, then the newest.
 */
export async function itemsBeside(
  db: Executor,
  f: ItemFilter & { excludeId: number; preferCountry?: string; preferCompanies?: readonly string[] },
  limit: number,
) {
  const where = itemWhere({ ...f, countryCode: undefined, companyTags: undefined }, ne(newsItem.id, f.excludeId));
  const order: SQL[] = [];
  if (f.preferCompanies?.length) order.push(desc(arrayOverlaps(newsItem.companyTags, [...f.preferCompanies])));
  if (f.preferCountry) order.push(desc(eq(newsItem.countryCode, f.preferCountry)));
  const rows = await db
    .select(itemColumns(f.newsSource, 'start'))
    .from(newsItem)
    .innerJoin(country, eq(country.code, newsItem.countryCode))
    .where(where)
    .orderBy(...order, desc(newsItem.sourceDate), desc(newsItem.id))
    .limit(limit);
  return rows;
}

/** One item of a source; published only unless an admin asks. */
export async function findItem(db: Executor, id: number, newsSource: number, publishedOnly: boolean) {
  const [row] = await db
    .select(itemColumns(newsSource))
    .from(newsItem)
    .innerJoin(country, eq(country.code, newsItem.countryCode))
    .where(
      and(eq(newsItem.id, id), eq(newsItem.newsSource, newsSource), publishedOnly ? eq(newsItem.state, NEWS_STATE.PUBLISHED) : undefined),
    )
    .limit(1);
  return row;
}

/** The item's keys without its body, whatever its source (subjects, inclusion). */
export async function findItemKeys(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: newsItem.id,
      newsSource: newsItem.newsSource,
      title: newsItem.enContentTitle,
      state: newsItem.state,
      accessType: newsItem.accessType,
      countryName: country.nameEn,
      baiduIncluded: newsItem.baiduIncluded,
    })
    .from(newsItem)
    .innerJoin(country, eq(country.code, newsItem.countryCode))
    .where(inArray(newsItem.id, [...ids]));
}

/** Adds views counted apart (view-counts.ts) to the items' counts. */
export const addItemViews = (db: Executor) => addToColumn(db, newsItem, newsItem.id, newsItem.views);

/** Sets baiduIncluded on a published item; false when there is none. */
export async function markIncluded(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(newsItem)
    .set({ baiduIncluded: 1 })
    .where(and(eq(newsItem.id, id), eq(newsItem.state, NEWS_STATE.PUBLISHED)))
    .returning({ id: newsItem.id });
  return rows.length > 0;
}

/** Published items of a source after an id, in id order (sitemap batches). */
export function publishedAfter(db: Executor, newsSource: number, afterId: number, limit: number) {
  return db
    .select({ id: newsItem.id, updatedAt: newsItem.updatedAt })
    .from(newsItem)
    .where(and(eq(newsItem.newsSource, newsSource), eq(newsItem.state, NEWS_STATE.PUBLISHED), gt(newsItem.id, afterId)))
    .orderBy(asc(newsItem.id))
    .limit(limit);
}

/** The newest published items of a source (feeds, the rolling message). */
export function latestItems(db: Executor, newsSource: number, limit: number) {
  return db
    .select({
      id: newsItem.id,
      title: newsItem.enContentTitle,
      titleZh: newsItem.contentTitle,
      content: newsItem.content,
      sourceDate: newsItem.sourceDate,
      publishedAt: newsItem.publishedAt,
      updatedAt: newsItem.updatedAt,
    })
    .from(newsItem)
    .where(and(eq(newsItem.newsSource, newsSource), eq(newsItem.state, NEWS_STATE.PUBLISHED)))
    .orderBy(desc(newsItem.sourceDate), desc(newsItem.id))
    .limit(limit);
}
