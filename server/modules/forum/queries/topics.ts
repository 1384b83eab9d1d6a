import { and, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { addToColumn } from '../../../platform/view-counts';
import { keywordIn, storedSearch } from '../../../shared/search';
import { appUser, communityLabel, communityTopic, dictionaryItem } from '../../../db/schema/index';
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

export const TOPIC_SUBJECT = 'COMMUNITY';
const tp = communityTopic;

export interface TopicFilter {
  publicOnly: boolean;
  id?: number;
  authorId?: number;
  collectorId?: number;
  checkStatus?: number;
  labelClass?: string;
  labelCode?: string;
  top?: boolean;
  good?: boolean;
  content?: string;
  excludeCode?: string;
}

function whereOf(f: TopicFilter): SQL | undefined {
  return and(
    f.publicOnly ? eq(tp.checkStatus, 2) : undefined,
    f.id !== undefined ? eq(tp.id, f.id) : undefined,
    f.authorId !== undefined ? eq(tp.userId, f.authorId) : undefined,
    f.collectorId !== undefined ? isNotNull(collectedAt(TOPIC_SUBJECT, tp.id, f.collectorId)) : undefined,
    f.checkStatus && f.checkStatus > 0 ? eq(tp.checkStatus, f.checkStatus) : undefined,
    f.labelClass ? eq(tp.labelClass, f.labelClass) : undefined,
    f.labelCode ? eq(tp.labelCode, f.labelCode) : undefined,
    f.top ? eq(tp.top, 1) : undefined,
    f.good ? eq(tp.good, 1) : undefined,
    f.content ? keywordIn(storedSearch(tp), f.content) : undefined,
    f.excludeCode ? ne(tp.code, f.excludeCode) : undefined,
  );
}

/** The label class's name in English or Chinese; a class the dictionary lacks names itself. */
const classNameIn = (name: typeof dictionaryItem.enName | typeof dictionaryItem.zhName) =>
  sql<string>`coalesce((select ${name} from ${dictionaryItem} where ${dictionaryItem.dicCode} = 'community_label_class' and ${dictionaryItem.detailCode} = ${tp.labelClass}), ${tp.labelClass})`;
const labelName = sql<string>`coalesce((select ${communityLabel.labelNameAlias} from ${communityLabel} where ${communityLabel.labelCode} = ${tp.labelCode}), '')`;

const listColumns = (viewerId: number | null) => ({
  row: tp,
  nickName: appUser.nickName,
  avatar: appUser.avatar,
  labelClassEnName: classNameIn(dictionaryItem.enName),
  labelClassZhName: classNameIn(dictionaryItem.zhName),
  labelEnName: labelName,
  commentCount: liveCommentCount(TOPIC_SUBJECT, sql`${tp.id}`),
  collectCount: collectCount(TOPIC_SUBJECT, tp.id),
  collected: collectedBy(TOPIC_SUBJECT, tp.id, viewerId),
  editPending: hasPendingEdit(TOPIC_SUBJECT, tp.id),
});

/** Public lists put pinned topics first (§2 'Top'); own and favourite lists are newest first. */
export async function pageTopics(db: Executor, f: TopicFilter, viewerId: number | null, page: number, limit: number) {
  const where = whereOf(f);
  const order =
    f.collectorId !== undefined
      ? [desc(collectedAt(TOPIC_SUBJECT, tp.id, f.collectorId)), desc(tp.id)]
      : f.publicOnly && f.authorId === undefined
        ? [desc(tp.top), desc(tp.createdAt), desc(tp.id)]
        : [desc(tp.createdAt), desc(tp.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select(listColumns(viewerId))
      .from(tp)
      .innerJoin(appUser, eq(appUser.id, tp.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tp)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
export type TopicListRow = Awaited<ReturnType<typeof pageTopics>>['rows'][number];

export async function topicByCode(db: Executor, code: string, viewerId: number | null) {
  const [row] = await db.select(listColumns(viewerId)).from(tp).innerJoin(appUser, eq(appUser.id, tp.userId)).where(eq(tp.code, code));
  return row ?? null;
}

/** Adds views counted apart (view-counts.ts) to the topics' counts. */
export const addTopicViews = (db: Executor) => addToColumn(db, tp, tp.id, tp.viewsCount);

export async function findTopic(db: Executor, id: number) {
  const [row] = await db.select().from(tp).where(eq(tp.id, id));
  return row ?? null;
}
export const findTopics = (db: Executor, ids: number[]) =>
  ids.length ? db.select().from(tp).where(inArray(tp.id, ids)) : Promise.resolve([]);

export async function insertTopic(db: Executor, values: typeof communityTopic.$inferInsert) {
  const [row] = await db.insert(tp).values(values).returning({ id: tp.id, code: tp.code, checkStatus: tp.checkStatus });
  if (!row) throw new Error('the topic was not inserted');
  return row;
}
export const deleteTopics = (db: Executor, ids: number[]) => db.delete(tp).where(inArray(tp.id, ids));

export async function approvedTopicCount(db: Executor, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tp)
    .where(and(eq(tp.userId, userId), eq(tp.checkStatus, 2)));
  return row?.n ?? 0;
}

export const reviewTopic = (db: Executor, id: number, checkStatus: number, reason: string) =>
  db.update(tp).set({ checkStatus, refuseReason: reason, checkTime: new Date() }).where(eq(tp.id, id));
/** What an author edits of a topic (decision 0050): the fields the queue compares, field by field. */
export const topicFieldsOf = (row: Pick<TopicRow, 'labelClass' | 'labelCode' | 'title' | 'content' | 'images' | 'video'>) => ({
  labelClass: row.labelClass,
  labelCode: row.labelCode,
  title: row.title,
  content: row.content,
  images: row.images,
  video: row.video,
});
export type TopicFields = ReturnType<typeof topicFieldsOf>;
export type TopicRow = typeof communityTopic.$inferSelect;

/** Writes an edit; with resubmit the topic goes back Under Review and its refusal reason is cleared. */
export async function updateTopic(db: Executor, id: number, fields: EditFields, resubmit = false) {
  await db
    .update(tp)
    .set({
      ...topicFieldsOf(fields as TopicFields),
      ...(resubmit ? { checkStatus: 1, refuseReason: '', checkTime: null } : {}),
    })
    .where(eq(tp.id, id));
}

export const flagTopic = (db: Executor, id: number, flags: { top?: 0 | 1; good?: 0 | 1 }) =>
  db
    .update(tp)
    .set({ ...(flags.top !== undefined ? { top: flags.top } : {}), ...(flags.good !== undefined ? { good: flags.good } : {}) })
    .where(eq(tp.id, id));

export async function queueTopics(db: Executor, f: QueueFilter, page: number, limit: number) {
  const reports = openReportCount(TOPIC_SUBJECT, tp.id);
  const where = and(queueStatusWhere(TOPIC_SUBJECT, tp.id, tp.checkStatus, f), f.reportedOnly ? sql`${reports} > 0` : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        row: tp,
        nickName: appUser.nickName,
        openReports: reports,
        reasons: openReportReasons(TOPIC_SUBJECT, tp.id),
        edit: editColumn(TOPIC_SUBJECT, tp.id),
      })
      .from(tp)
      .innerJoin(appUser, eq(appUser.id, tp.userId))
      .where(where)
      .orderBy(tp.createdAt, tp.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tp)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
