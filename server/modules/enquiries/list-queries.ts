import { and, count, desc, eq, gt, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import { appUser, conversation, conversationMessage, supplyDemand, userBlock } from '../../db/schema/index';
import type { Side } from './policies';
import type { ConversationRow } from './queries';

/** The post a conversation is about, as a list shows it. */
export interface LeadSummary {
  id: number;
  code: string;
  type: number;
  goodsType: string;
  content: string;
}

/** The last message of a conversation, as a list shows it. */
export interface LastMessage {
  senderId: number;
  content: string;
  createdAt: Date;
  deletedAt: Date | null;
}

/** What a list needs of a conversation's own row. */
export type ListedRow = Pick<
  ConversationRow,
  'id' | 'leadId' | 'enquirerId' | 'ownerId' | 'lastMessageAt' | 'enquirerUnread' | 'ownerUnread'
>;

/** A conversation as one reader's list shows it: the post, the other party's name, the last message, whether the reader blocked them. */
export interface ListedConversation {
  row: ListedRow;
  lead: LeadSummary | null;
  otherName: string;
  last: LastMessage | null;
  blocked: boolean;
}

/** The conversations in the user's list on one side: theirs, not left (or written in since). */
function listedAs(side: Side, userId: number | Placeholder) {
  const c = conversation;
  return side === 'enquirer'
    ? and(eq(c.enquirerId, userId), or(isNull(c.enquirerLeftAt), gt(c.lastMessageAt, c.enquirerLeftAt)))
    : and(eq(c.ownerId, userId), or(isNull(c.ownerLeftAt), gt(c.lastMessageAt, c.ownerLeftAt)));
}

const LATEST_FIRST = [desc(conversation.lastMessageAt), desc(conversation.id)] as const;

/** A listed conversation as the list statement answers it: JSON, so its dates are text. */
interface ListedJson {
  id: number;
  leadId: number;
  enquirerId: number;
  ownerId: number;
  lastMessageAt: string;
  enquirerUnread: number;
  ownerUnread: number;
  lead: LeadSummary | null;
  otherName: string | null;
  last: { senderId: number; content: string; createdAt: string; deletedAt: string | null } | null;
  blocked: boolean;
}

const listedOf = (j: ListedJson): ListedConversation => ({
  row: {
    id: j.id,
    leadId: j.leadId,
    enquirerId: j.enquirerId,
    ownerId: j.ownerId,
    lastMessageAt: new Date(j.lastMessageAt),
    enquirerUnread: j.enquirerUnread,
    ownerUnread: j.ownerUnread,
  },
  lead: j.lead,
  otherName: j.otherName ?? '',
  last: j.last && {
    senderId: j.last.senderId,
    content: j.last.content,
    createdAt: new Date(j.last.createdAt),
    deletedAt: j.last.deletedAt === null ? null : new Date(j.last.deletedAt),
  },
  blocked: j.blocked,
});

/**
 * A page of the user's own conversations, latest first, with everything the list shows and the total, in one
 * statement (a list request was seven round trips: each one's write and wake-up cost more than its query).
 * Each side (as enquirer, as the post's author) is read in the order of its own index and stops at the page's last
 * row; the two are merged. A user is never both parties of one conversation (nobody enquires about their own post), so
 * no row comes twice. The total counts both sides through the same indexes; a page past the end still has it.
 */
export async function listConversations(db: Executor, userId: number, page: number, limit: number) {
  const [found] = await prepared(db, 'enquiries_conversation_list', () => {
    const me = sql.placeholder('user');
    const side = (s: Side) =>
      sql`(SELECT * FROM ${conversation} WHERE ${listedAs(s, me)} ORDER BY ${conversation.lastMessageAt} DESC, ${conversation.id} DESC LIMIT ${sql.placeholder('upTo')})`;
    const countOf = (s: Side) => sql`(SELECT count(*) FROM ${conversation} WHERE ${listedAs(s, me)})`;
    const rows = sql`(${side('enquirer')} UNION ALL ${side('owner')} ORDER BY last_message_at DESC, id DESC LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')})`;
    const other = sql`CASE WHEN page.enquirer_id = ${me} THEN page.owner_id ELSE page.enquirer_id END`;
    const listed = sql`json_build_object(
      'id', page.id, 'leadId', page.lead_id, 'enquirerId', page.enquirer_id, 'ownerId', page.owner_id,
      'lastMessageAt', page.last_message_at, 'enquirerUnread', page.enquirer_unread, 'ownerUnread', page.owner_unread,
      'lead', CASE WHEN s.id IS NULL THEN NULL
        ELSE json_build_object('id', s.id, 'code', s.code, 'type', s.type, 'goodsType', s.goods_type, 'content', s.content) END,
      'otherName', u.nick_name,
      'last', CASE WHEN lm.id IS NULL THEN NULL
        ELSE json_build_object('senderId', lm.sender_id, 'content', lm.content, 'createdAt', lm.created_at, 'deletedAt', lm.deleted_at) END,
      'blocked', EXISTS (SELECT 1 FROM ${userBlock} WHERE ${userBlock.blockerId} = ${me} AND ${userBlock.blockedId} = u.id)
    )`;
    return db
      .select({
        total: sql<number>`${countOf('enquirer')} + ${countOf('owner')}`.mapWith(Number),
        list: sql<ListedJson[] | null>`(
          SELECT json_agg(${listed} ORDER BY page.last_message_at DESC, page.id DESC)
          FROM ${rows} AS page
          LEFT JOIN ${supplyDemand} AS s ON s.id = page.lead_id
          LEFT JOIN ${appUser} AS u ON u.id = ${other}
          LEFT JOIN LATERAL (
            SELECT id, sender_id, content, created_at, deleted_at FROM ${conversationMessage}
            WHERE conversation_id = page.id ORDER BY id DESC LIMIT 1
          ) AS lm ON true
        )`,
      })
      .from(sql`(VALUES (1)) AS one`);
  }).execute({ user: userId, upTo: page * limit, limit, offset: (page - 1) * limit });
  return { list: (found?.list ?? []).map(listedOf), total: found?.total ?? 0 };
}

/** Conversations about a team's posts (decision 0054), latest first, with their total. */
export async function pageTeamConversations(db: Executor, ownerIds: number[], page: number, limit: number) {
  const where = inArray(conversation.ownerId, ownerIds.length ? ownerIds : [0]);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(conversation)
      .where(where)
      .orderBy(...LATEST_FIRST)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(conversation).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * What a list shows beside each conversation: the post, both parties' names, the last message. One query: the last
 * message is read through the (conversation, id) index, once for each conversation asked about.
 */
export async function detailsOf(db: Executor, rows: ListedRow[]) {
  const ids = rows.map((r) => r.id);
  const enquirer = alias(appUser, 'enquirer');
  const owner = alias(appUser, 'owner');
  const last = db
    .select({
      id: conversationMessage.id,
      senderId: conversationMessage.senderId,
      content: conversationMessage.content,
      createdAt: conversationMessage.createdAt,
      deletedAt: conversationMessage.deletedAt,
    })
    .from(conversationMessage)
    .where(eq(conversationMessage.conversationId, conversation.id))
    .orderBy(desc(conversationMessage.id))
    .limit(1)
    .as('last_message');
  const found = ids.length
    ? await prepared(db, 'enquiries_conversation_details', () =>
        db
          .select({
            id: conversation.id,
            lead: {
              id: supplyDemand.id,
              code: supplyDemand.code,
              type: supplyDemand.type,
              goodsType: supplyDemand.goodsType,
              content: supplyDemand.content,
            },
            enquirer: { id: enquirer.id, nickName: enquirer.nickName },
            owner: { id: owner.id, nickName: owner.nickName },
            last: { id: last.id, senderId: last.senderId, content: last.content, createdAt: last.createdAt, deletedAt: last.deletedAt },
          })
          .from(conversation)
          .innerJoin(supplyDemand, eq(supplyDemand.id, conversation.leadId))
          .innerJoin(enquirer, eq(enquirer.id, conversation.enquirerId))
          .innerJoin(owner, eq(owner.id, conversation.ownerId))
          .leftJoinLateral(last, sql`true`)
          .where(sql`${conversation.id} = ANY(${sql.placeholder('ids')}::int[])`),
      ).execute({ ids })
    : [];
  return {
    leads: new Map<number, LeadSummary>(found.map((f) => [f.lead.id, f.lead])),
    names: new Map(found.flatMap((f) => [[f.enquirer.id, f.enquirer.nickName] as const, [f.owner.id, f.owner.nickName] as const])),
    lasts: new Map<number, LastMessage>(found.flatMap((f) => (f.last ? [[f.id, f.last] as const] : []))),
  };
}

/** Which of these users the blocker has blocked. */
export async function blockedBy(db: Executor, blockerId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: userBlock.blockedId })
    .from(userBlock)
    .where(and(eq(userBlock.blockerId, blockerId), inArray(userBlock.blockedId, ids)));
  return new Set(rows.map((r) => r.id));
}
