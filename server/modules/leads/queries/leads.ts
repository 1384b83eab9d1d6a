import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { appUser, dictionaryItem, supplyDemand } from '../../../db/schema/index';
import { collectCount, collectedBy } from '../../../shared/collect/index';
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

import { LEAD_SUBJECT, orderOf, whereOf, type LeadFilter } from './board';

export { boardFilterOf, LEAD_SUBJECT, leadMatches, type LeadFilter } from './board';
const sd = supplyDemand;

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
  const order = orderOf(f);
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
  row: Pick<LeadRow, 'type' | 'accessType' | 'goodsType' | 'content' | 'images' | 'plantNo' | 'plantCountryCode'> & {
    [K in OfferField]?: string | null;
  },
) => ({
  type: row.type,
  accessType: row.accessType,
  goodsType: row.goodsType,
  content: row.content,
  images: row.images,
  plantNo: row.plantNo,
  plantCountryCode: row.plantCountryCode,
  ...offerOf(row),
});
export type LeadFields = ReturnType<typeof leadFieldsOf>;

/** The structured offer's columns (all null on a free-text post). */
export const OFFER_FIELDS = [
  'originCountry',
  'quantity',
  'quantityUnit',
  'packing',
  'incoterm',
  'port',
  'price',
  'currency',
  'priceUnit',
  'validUntil',
] as const;
type OfferField = (typeof OFFER_FIELDS)[number];

/**
 * The offer's fields as stored: a field left out is null; decimals in the column's canonical text (PostgreSQL answers
 * numeric(15,3) as '25.000'), so an edit that changes nothing compares equal to the row it edits.
 */
export function offerOf(row: { [K in OfferField]?: string | null }): Record<OfferField, string | null> {
  const fixed = (value: string | null | undefined, decimals: number) => (value ? Number(value).toFixed(decimals) : null);
  return {
    originCountry: row.originCountry || null,
    quantity: fixed(row.quantity, 3),
    quantityUnit: row.quantityUnit || null,
    packing: row.packing || null,
    incoterm: row.incoterm || null,
    port: row.port || null,
    price: fixed(row.price, 4),
    currency: row.currency || null,
    priceUnit: row.priceUnit || null,
    validUntil: row.validUntil || null,
  };
}

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
