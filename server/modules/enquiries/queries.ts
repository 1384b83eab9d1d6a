import { and, count, desc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import type { Side } from './policies';
import { appUser, conversation, conversationMessage, notification, userBlock } from '../../db/schema/index';

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

/** A new message: the conversation moves up, its sender has read everything up to it, the other party has one more unread. */
export async function touchConversation(db: Executor, row: ConversationRow, message: MessageRow, side: Side) {
  const bySender =
    side === 'enquirer' ? { enquirerReadId: message.id, enquirerLeftAt: null } : { ownerReadId: message.id, ownerLeftAt: null };
  await db
    .update(conversation)
    .set({ lastMessageAt: message.createdAt, ...bySender })
    .where(eq(conversation.id, row.id));
  await recountUnread(db, [row.id]);
}

export async function findMessage(db: Executor, id: number): Promise<MessageRow | null> {
  const [row] = await db.select().from(conversationMessage).where(eq(conversationMessage.id, id));
  return row ?? null;
}

export const markDeleted = (db: Executor, message: MessageRow, at: Date) =>
  db.transaction(async (tx) => {
    await tx.update(conversationMessage).set({ deletedAt: at }).where(eq(conversationMessage.id, message.id));
    await recountUnread(tx, [message.conversationId]);
  });

export async function lastMessageId(db: Executor, conversationId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${conversationMessage.id}), 0)::int` })
    .from(conversationMessage)
    .where(eq(conversationMessage.conversationId, conversationId));
  return row?.id ?? 0;
}

export async function markRead(db: Executor, row: ConversationRow, side: Side, upTo: number) {
  const set = side === 'enquirer' ? { enquirerReadId: upTo } : { ownerReadId: upTo };
  await db.transaction(async (tx) => {
    await tx.update(conversation).set(set).where(eq(conversation.id, row.id));
    await recountUnread(tx, [row.id]);
  });
}

export async function markLeft(db: Executor, row: ConversationRow, side: Side, at: Date) {
  const set = side === 'enquirer' ? { enquirerLeftAt: at } : { ownerLeftAt: at };
  await db.update(conversation).set(set).where(eq(conversation.id, row.id));
}

/**
 * Counts again, from the messages, what each party of the conversations has not read: the other party's messages
 * after their read mark, not deleted. Every write that changes those (a message, a read mark, a deletion) runs it in
 * its transaction. The row lock comes first, in a statement of its own, so under READ COMMITTED the count's snapshot
 * is taken after any concurrent writer to the same conversation has committed: the last count written sees every
 * message. Without ids it counts every conversation (the demo seed, after loading its rows).
 */
export async function recountUnread(db: Executor, ids?: number[]) {
  if (ids && !ids.length) return;
  const which = ids ? inArray(conversation.id, ids) : undefined;
  // FOR NO KEY UPDATE: it orders the writers of a conversation, and lets a new message's foreign-key check (KEY
  // SHARE) by another writer pass; FOR UPDATE would deadlock with it.
  if (ids) await db.select({ id: conversation.id }).from(conversation).where(which).for('no key update');
  // Columns named with their table: in a select list Drizzle writes a lone table's columns bare, and a bare "id"
  // inside the subquery would be the message's own.
  const c = (name: string) => sql`${sql.identifier('conversation')}.${sql.identifier(name)}`;
  const m = (name: string) => sql`${sql.identifier('conversation_message')}.${sql.identifier(name)}`;
  const unreadBy = (readId: string, partyId: string) =>
    sql`(SELECT count(*) FROM ${conversationMessage} WHERE ${m('conversation_id')} = ${c('id')} AND ${m('id')} > ${c(readId)} AND ${m('sender_id')} <> ${c(partyId)} AND ${m('deleted_at')} IS NULL)`;
  await db
    .update(conversation)
    .set({ enquirerUnread: unreadBy('enquirer_read_id', 'enquirer_id'), ownerUnread: unreadBy('owner_read_id', 'owner_id') })
    .where(which);
}

/**
 * The header's unread count: the user's side of each conversation with something unread, read through the two partial
 * indexes of those (schema/conversations.ts), so the cost follows the conversations with news, not all of them.
 */
export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await prepared(db, 'enquiries_unread_total', () =>
    db
      .select({
        n: sql<number>`coalesce(sum(CASE WHEN ${conversation.enquirerId} = ${sql.placeholder('user')} THEN ${conversation.enquirerUnread} ELSE ${conversation.ownerUnread} END), 0)`.mapWith(
          Number,
        ),
      })
      .from(conversation)
      .where(
        or(
          // The 0 is written into the text, not bound: only then can the planner match the partial indexes.
          and(eq(conversation.enquirerId, sql.placeholder('user')), sql`${conversation.enquirerUnread} > 0`),
          and(eq(conversation.ownerId, sql.placeholder('user')), sql`${conversation.ownerUnread} > 0`),
        ),
      ),
  ).execute({ user: userId });
  return row?.n ?? 0;
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

export const block = (db: Executor, blockerId: number, blockedId: number) =>
  db.insert(userBlock).values({ blockerId, blockedId }).onConflictDoNothing();
export const unblock = (db: Executor, blockerId: number, blockedId: number) =>
  db.delete(userBlock).where(and(eq(userBlock.blockerId, blockerId), eq(userBlock.blockedId, blockedId)));

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, id));
  return !!row;
}

/** Whether the user had a notice of an enquiry or a message of this conversation (notices.ts) since `since`. */
export async function notifiedSince(db: Executor, userId: number, conversationId: number, since: Date): Promise<boolean> {
  const ofConversation = or(...['enquiry', 'message'].map((kind) => like(notification.eventKey, `${kind}:${conversationId}:%`)));
  const where = and(eq(notification.userId, userId), ofConversation, gt(notification.createdAt, since));
  const [row] = await db.select({ n: count() }).from(notification).where(where);
  return (row?.n ?? 0) > 0;
}
