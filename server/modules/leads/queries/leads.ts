import { and, desc, eq, gt, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { LeadBoardFilter } from '../../../../contracts/leads/models';
import { keywordIn } from '../../../shared/search';
import { appUser, dictionaryItem, supplyDemand } from '../../../db/schema/index';
import { collectCount, collectedAt, collectedBy } from '../../../shared/collect/index';
import { liveCommentCount } from '../../../shared/comments/index';
import {
  editColumn,
  hasPendingEdit,
  openReportCount,
  openReportReasons,
  queueStatusWhere,
  type EditFields,
  type QueueFilter,
} from '../../../shared/moderation/index';

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
}

/** The board's filters (contracts/leads/models.ts leadBoardFilter) as the query's: the board and saved searches. */
export const boardFilterOf = (b: LeadBoardFilter): Pick<LeadFilter, 'type' | 'searchKey'> => ({
  type: b.type,
  searchKey: b.searchKey || undefined,
});

/** The post's text holds the key: folded, Chinese words by their bigrams (docs/search.md). */
const searchOf = (text: string) => keywordIn(sd.content, text);

function whereOf(f: LeadFilter, now: Date): SQL | undefined {
  return and(
    f.publicOnly ? and(eq(sd.checkStatus, 2), gt(sd.expiresAt, now)) : undefined,
    f.authorId !== undefined ? eq(sd.userId, f.authorId) : undefined,
    f.authorIds !== undefined ? inArray(sd.userId, f.authorIds.length ? f.authorIds : [0]) : undefined,
    f.id !== undefined ? eq(sd.id, f.id) : undefined,
    f.collectorId !== undefined ? isNotNull(collectedAt(LEAD_SUBJECT, sd.id, f.collectorId)) : undefined,
    f.type ? eq(sd.type, f.type) : undefined,
    f.checkStatus && f.checkStatus > 0 ? eq(sd.checkStatus, f.checkStatus) : undefined,
    f.searchKey ? searchOf(f.searchKey) : undefined,
  );
}

/**
 * The name of the post's product in the dictionary of its product type (goods_type for meat, else products_approval),
 * in English or Chinese; a code the dictionary lacks names itself.
 */
const goodsNameIn = (name: typeof dictionaryItem.enName | typeof dictionaryItem.zhName) =>
  sql<string>`coalesce((select ${name} from ${dictionaryItem} where ${dictionaryItem.detailCode} = ${sd.goodsType} and ${dictionaryItem.dicCode} = case when ${sd.accessType} = '201' then 'goods_type' else 'products_approval' end), ${sd.goodsType})`;
const goodsName = goodsNameIn(dictionaryItem.enName);
const goodsNameZh = goodsNameIn(dictionaryItem.zhName);

export async function pageLeads(db: Executor, f: LeadFilter, viewerId: number | null, page: number, limit: number, now = new Date()) {
  const where = whereOf(f, now);
  const order =
    f.collectorId !== undefined ? [desc(collectedAt(LEAD_SUBJECT, sd.id, f.collectorId)), desc(sd.id)] : [desc(sd.createdAt), desc(sd.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: sd,
        nickName: appUser.nickName,
        avatar: appUser.avatar,
        goodsTypeName: goodsName,
        goodsTypeZhName: goodsNameZh,
        comments: liveCommentCount(LEAD_SUBJECT, sql`${sd.id}`),
        collectCount: collectCount(LEAD_SUBJECT, sd.id),
        collected: collectedBy(LEAD_SUBJECT, sd.id, viewerId),
        editPending: hasPendingEdit(LEAD_SUBJECT, sd.id),
      })
      .from(sd)
      .innerJoin(appUser, eq(appUser.id, sd.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sd)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
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

export type LeadListRow = Awaited<ReturnType<typeof pageLeads>>['rows'][number];

export async function findLead(db: Executor, id: number) {
  const [row] = await db.select().from(sd).where(eq(sd.id, id));
  return row ?? null;
}
export type LeadRow = typeof supplyDemand.$inferSelect;

export const findLeads = (db: Executor, ids: number[]) =>
  ids.length ? db.select().from(sd).where(inArray(sd.id, ids)) : Promise.resolve([]);

export async function insertLead(db: Executor, values: typeof supplyDemand.$inferInsert) {
  const [row] = await db.insert(sd).values(values).returning({ id: sd.id, code: sd.code, checkStatus: sd.checkStatus });
  if (!row) throw new Error('the lead was not inserted');
  return row;
}

export const deleteLeads = (db: Executor, ids: number[]) => db.delete(sd).where(inArray(sd.id, ids));

export async function renewLead(db: Executor, id: number, expiresAt: Date) {
  await db.update(sd).set({ expiresAt }).where(eq(sd.id, id));
}

export async function approvedLeadCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sd)
    .where(and(eq(sd.userId, userId), eq(sd.checkStatus, 2)));
  return row?.n ?? 0;
}

export const reviewLead = (db: Executor, id: number, checkStatus: number, reason: string) =>
  db.update(sd).set({ checkStatus, refuseReason: reason, checkTime: new Date() }).where(eq(sd.id, id));

/** What an author edits of a post (decision 0050): the fields the queue compares, field by field. */
export const leadFieldsOf = (
  row: Pick<LeadRow, 'type' | 'accessType' | 'goodsType' | 'content' | 'images' | 'plantNo' | 'plantCountryCode'>,
) => ({
  type: row.type,
  accessType: row.accessType,
  goodsType: row.goodsType,
  content: row.content,
  images: row.images,
  plantNo: row.plantNo,
  plantCountryCode: row.plantCountryCode,
});
export type LeadFields = ReturnType<typeof leadFieldsOf>;

/**
 * Writes an edit; a post that names another plant than before waits for a new confirmation. With resubmit, the post
 * goes back Under Review, its refusal reason cleared and its 90 days counted again.
 */
export async function updateLead(db: Executor, row: LeadRow, fields: EditFields, resubmit?: { expiresAt: Date }) {
  const f = fields as LeadFields;
  const samePlant = f.plantNo === row.plantNo && f.plantCountryCode === row.plantCountryCode;
  await db
    .update(sd)
    .set({
      ...leadFieldsOf(f),
      ...(samePlant ? {} : { plantConfirmedAt: null }),
      ...(resubmit ? { checkStatus: 1, refuseReason: '', checkTime: null, expiresAt: resubmit.expiresAt } : {}),
    })
    .where(eq(sd.id, row.id));
}

export const confirmLeadPlant = (db: Executor, id: number, confirmed: boolean) =>
  db
    .update(sd)
    .set({ plantConfirmedAt: confirmed ? new Date() : null })
    .where(eq(sd.id, id));

/** The admin queue: oldest first, so what waits longest is reviewed first. */
export async function queueLeads(db: Executor, f: QueueFilter, page: number, limit: number) {
  const reports = openReportCount(LEAD_SUBJECT, sd.id);
  const where = and(queueStatusWhere(LEAD_SUBJECT, sd.id, sd.checkStatus, f), f.reportedOnly ? sql`${reports} > 0` : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: sd,
        nickName: appUser.nickName,
        goodsTypeName: goodsName,
        openReports: reports,
        reasons: openReportReasons(LEAD_SUBJECT, sd.id),
        edit: editColumn(LEAD_SUBJECT, sd.id),
      })
      .from(sd)
      .innerJoin(appUser, eq(appUser.id, sd.userId))
      .where(where)
      .orderBy(sd.createdAt, sd.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sd)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Approved posts whose expiry falls in [from, to): the ones to warn, or (with a past window) the ones just expired. */
export const approvedExpiringBetween = (db: Executor, from: Date, to: Date) =>
  db
    .select({ id: sd.id, userId: sd.userId, type: sd.type, content: sd.content, expiresAt: sd.expiresAt })
    .from(sd)
    .where(and(eq(sd.checkStatus, 2), gte(sd.expiresAt, from), lt(sd.expiresAt, to)))
    .orderBy(sd.id);
