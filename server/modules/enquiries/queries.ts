import { and, count, desc, eq, gt, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Side } from './policies';
import { appUser, conversation, conversationMessage, moderationReport, notification, supplyDemand, userBlock } from '../../db/schema/index';

export type ConversationRow = typeof conversation.$inferSelect;
export type MessageRow = typeof conversationMessage.$inferSelect;
export async function findConversation(db: Executor, id: number): Promise<ConversationRow | null> {
  const [row] = await db.select().from(conversation).where(eq(conversation.id, id));
  return row ?? null;
}

export async function findPair(db: Executor, leadId: number, enquirerId: number): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(conversation)
    .where(and(eq(conversation.leadId, leadId), eq(conversation.enquirerId, enquirerId)));
  return row ?? null;
}

/** The conversation of a post and an enquirer, made when it is the first message. */
export async function openConversation(db: Executor, leadId: number, enquirerId: number, ownerId: number): Promise<ConversationRow> {
  await db.insert(conversation).values({ leadId, enquirerId, ownerId }).onConflictDoNothing();
  const row = await findPair(db, leadId, enquirerId);
  if (!row) throw new Error('the conversation was not made');
  return row;
}

export async function insertMessage(db: Executor, values: typeof conversationMessage.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(conversationMessage).values(values).returning();
  if (!row) throw new Error('the message was not inserted');
  return row;
}

/** A new message: the conversation moves up, and its sender has read everything up to it. */
export async function touchConversation(db: Executor, row: ConversationRow, message: MessageRow, side: Side) {
  const bySender =
    side === 'enquirer' ? { enquirerReadId: message.id, enquirerLeftAt: null } : { ownerReadId: message.id, ownerLeftAt: null };
  await db
    .update(conversation)
    .set({ lastMessageAt: message.createdAt, ...bySender })
    .where(eq(conversation.id, row.id));
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(conversationMessage).where(eq(conversationMessage.id, id));
  return row ?? null;
}

export const markDeleted = (db: Executor, id: number, at: Date) =>
  db.update(conversationMessage).set({ deletedAt: at }).where(eq(conversationMessage.id, id));

export async function lastMessageId(db: Executor, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${conversationMessage.id}), 0)::int` })
    .from(conversationMessage)
    .where(eq(conversationMessage.conversationId, conversationId));
  return row?.id ?? 0;
}

export async function markRead(db: Executor, row: ConversationRow, side: Side, upTo: number) {
  const set = side === 'enquirer' ? { enquirerReadId: upTo } : { ownerReadId: upTo };
  await db.update(conversation).set(set).where(eq(conversation.id, row.id));
}

export async function markLeft(db: Executor, row: ConversationRow, side: Side, at: Date) {
  const set = side === 'enquirer' ? { enquirerLeftAt: at } : { ownerLeftAt: at };
  await db.update(conversation).set(set).where(eq(conversation.id, row.id));
}

/**
 * How many of a conversation's messages `userId` has not read: the other party's, after the user's read mark, not
 * deleted. A subquery per conversation through the (conversation, id) index, so the cost follows the user's own
 * conversations and never scans the messages of everyone (a join let the planner do that: 7 ms at 10,000
 * conversations against 1 ms, bench/lib/conversations.mjs).
 */
function unreadIn(userId: number) {
  // Every column named with its table: in a select list Drizzle writes a lone table's columns bare, and a bare "id"
  // inside the subquery would be the message's own.
  const c = (name: string) => sql`${sql.identifier('conversation')}.${sql.identifier(name)}`;
  const m = (name: string) => sql`${sql.identifier('conversation_message')}.${sql.identifier(name)}`;
  const readMark = sql`CASE WHEN ${c('enquirer_id')} = ${userId} THEN ${c('enquirer_read_id')} ELSE ${c('owner_read_id')} END`;
  return sql<number>`(SELECT count(*) FROM ${conversationMessage} WHERE ${m('conversation_id')} = ${c('id')} AND ${m('id')} > ${readMark} AND ${m('sender_id')} <> ${userId} AND ${m('deleted_at')} IS NULL)`;
}

const partyTo = (userId: number) => or(eq(conversation.enquirerId, userId), eq(conversation.ownerId, userId));

export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadIn(userId)}), 0)`.mapWith(Number) })
    .from(conversation)
    .where(partyTo(userId));
  return row?.n ?? 0;
}

export async function unreadBy(db: Executor, userId: number, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: conversation.id, n: unreadIn(userId).mapWith(Number) })
    .from(conversation)
    .where(and(inArray(conversation.id, ids), partyTo(userId)));
  return new Map(rows.filter((r) => r.n > 0).map((r) => [r.id, r.n]));
}

/** The conversations in the user's list: theirs, not left (or written in since). */
function listed(userId: number) {
  const c = conversation;
  return or(
    and(eq(c.enquirerId, userId), or(isNull(c.enquirerLeftAt), gt(c.lastMessageAt, c.enquirerLeftAt))),
    and(eq(c.ownerId, userId), or(isNull(c.ownerLeftAt), gt(c.lastMessageAt, c.ownerLeftAt))),
  );
}

/** Conversations, latest first: a user's own (listed), or those about a team's posts (decision 0054). */
async function pageWhere(db: Executor, where: SQL | undefined, page: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversation)
      .where(where)
      .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversation).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const pageConversations = (db: Executor, userId: number, page: number, limit: number) => pageWhere(db, listed(userId), page, limit);
export const pageTeamConversations = (db: Executor, ownerIds: number[], page: number, limit: number) =>
  pageWhere(db, inArray(conversation.ownerId, ownerIds.length ? ownerIds : [0]), page, limit);

/** What a list shows beside each conversation: the post, both parties' names, the last message. */
export async function detailsOf(db: Executor, rows: ConversationRow[]) {
  const leadIds = [...new Set(rows.map((r) => r.leadId))];
  const userIds = [...new Set(rows.flatMap((r) => [r.enquirerId, r.ownerId]))];
  const ids = rows.map((r) => r.id);
  const [leads, users, lasts] = await Promise.all([
    leadIds.length
      ? db
          .select({
            id: supplyDemand.id,
            code: supplyDemand.code,
            type: supplyDemand.type,
            goodsType: supplyDemand.goodsType,
            content: supplyDemand.content,
          })
          .from(supplyDemand)
          .where(inArray(supplyDemand.id, leadIds))
      : [],
    userIds.length ? db.select({ id: appUser.id, nickName: appUser.nickName }).from(appUser).where(inArray(appUser.id, userIds)) : [],
    ids.length
      ? db
          .selectDistinctOn([conversationMessage.conversationId])
          .from(conversationMessage)
          .where(inArray(conversationMessage.conversationId, ids))
          .orderBy(conversationMessage.conversationId, desc(conversationMessage.id))
      : [],
  ]);
  return {
    leads: new Map(leads.map((l) => [l.id, l])),
    names: new Map(users.map((u) => [u.id, u.nickName])),
    lasts: new Map(lasts.map((m) => [m.conversationId, m])),
  };
}

export async function pageMessages(db: Executor, conversationId: number, page: number, limit: number) {
  const where = eq(conversationMessage.conversationId, conversationId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversationMessage)
      .where(where)
      .orderBy(desc(conversationMessage.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversationMessage).where(where),
  ]);
  return { rows: rows.reverse(), total: total?.n ?? 0 };
}

/** Whether either user blocked the other. */
export async function blockedBetween(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(userBlock)
    .where(or(and(eq(userBlock.blockerId, a), eq(userBlock.blockedId, b)), and(eq(userBlock.blockerId, b), eq(userBlock.blockedId, a))));
  return (row?.n ?? 0) > 0;
}

export async function blockedBy(db: Executor, blockerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: userBlock.blockedId })
    .from(userBlock)
    .where(and(eq(userBlock.blockerId, blockerId), inArray(userBlock.blockedId, ids)));
  return new Set(rows.map((r) => r.id));
}

export const block = (db: Executor, blockerId: number, blockedId: number) =>
  db.insert(userBlock).values({ blockerId, blockedId }).onConflictDoNothing();
export const unblock = (db: Executor, blockerId: number, blockedId: number) =>
  db.delete(userBlock).where(and(eq(userBlock.blockerId, blockerId), eq(userBlock.blockedId, blockedId)));

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, id));
  return !!row;
}

export async function addReport(db: Executor, subjectType: string, subjectId: number, reporterId: number, reason: string) {
  const added = await db
    .insert(moderationReport)
    .values({ subjectType, subjectId, reporterId, reason })
    .onConflictDoNothing()
    .returning({ id: moderationReport.id });
  return added.length > 0;
}

export async function isReported(db: Executor, subjectType: string, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(moderationReport)
    .where(and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId)));
  return (row?.n ?? 0) > 0;
}

/** Whether the user had a notice of an enquiry or a message of this conversation (notices.ts) since `since`. */
export async function notifiedSince(db: Executor, userId: number, conversationId: number, since: Date): Promise<boolean> {
  const ofConversation = or(...['enquiry', 'message'].map((kind) => like(notification.eventKey, `${kind}:${conversationId}:%`)));
  const where = and(eq(notification.userId, userId), ofConversation, gt(notification.createdAt, since));
  const [row] = await db.select({ n: count() }).from(notification).where(where);
  return (row?.n ?? 0) > 0;
}

/**
 * Columns named in full: inside a select list drizzle writes a column bare ("id"), which a subquery would read as its
 * own table's column.
 */
const CONVERSATION_ID = sql.raw('"conversation"."id"');
const REPORT = {
  subjectType: sql.raw('"moderation_report"."subject_type"'),
  subjectId: sql.raw('"moderation_report"."subject_id"'),
  resolvedAt: sql.raw('"moderation_report"."resolved_at"'),
  reason: sql.raw('"moderation_report"."reason"'),
  id: sql.raw('"moderation_report"."id"'),
};
const openReportOf = (subjectType: string) =>
  sql`${REPORT.subjectType} = ${subjectType} and ${REPORT.subjectId} = ${CONVERSATION_ID} and ${REPORT.resolvedAt} is null`;

/** Conversations with open reports, the oldest open report first, with the reasons and the number of messages. */
export async function pageReported(db: Executor, subjectType: string, page: number, limit: number) {
  const open = openReportOf(subjectType);
  const hasOpen = sql`exists (select 1 from ${moderationReport} where ${open})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        row: conversation,
        openReports: sql<number>`(select count(*) from ${moderationReport} where ${open})`.mapWith(Number),
        reasons: sql<
          string[]
        >`coalesce((select array_agg(${REPORT.reason} order by ${REPORT.id}) from ${moderationReport} where ${open}), '{}')`,
        messageCount:
          sql<number>`(select count(*) from ${conversationMessage} where ${sql.raw('"conversation_message"."conversation_id"')} = ${CONVERSATION_ID})`.mapWith(
            Number,
          ),
      })
      .from(conversation)
      .where(hasOpen)
      .orderBy(sql`(select min(${REPORT.id}) from ${moderationReport} where ${open})`, conversation.id)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversation).where(hasOpen),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Who reported the conversation (each once), to be told what the moderators did. */
export async function reportersOf(db: Executor, subjectType: string, subjectId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: moderationReport.reporterId })
    .from(moderationReport)
    .where(and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId)));
  return rows.map((r) => r.id);
}

/** Whether the conversation has a report no moderator has acted on. */
export async function hasOpenReport(db: Executor, subjectType: string, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(moderationReport)
    .where(
      and(eq(moderationReport.subjectType, subjectType), eq(moderationReport.subjectId, subjectId), isNull(moderationReport.resolvedAt)),
    );
  return (row?.n ?? 0) > 0;
}

/** A moderator's removal: shown as removed to both parties, its text kept for the audit log only. */
export const markRemoved = (db: Executor, id: number, at: Date) =>
  db.update(conversationMessage).set({ deletedAt: at, removedAt: at }).where(eq(conversationMessage.id, id));
