import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { supplyDemand } from './community';

/**
 * An enquiry about a lead and what follows it: one conversation per (post, enquirer) pair, between the enquirer and
 * the post's author. Each party has a read mark (the last message id they have seen), a left mark (the
 * conversation is out of their list until a newer message arrives) and a count of the messages they have not read,
 * counted again by every write that changes it (server/modules/enquiries/queries.ts `recountUnread`), so the
 * header's unread count reads two numbers a conversation instead of counting messages.
 */
export const conversation = pgTable(
  'conversation',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => supplyDemand.id, { onDelete: 'cascade' }),
    enquirerId: integer('enquirer_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The post's author when the enquiry was made. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    enquirerReadId: integer('enquirer_read_id').notNull().default(0),
    ownerReadId: integer('owner_read_id').notNull().default(0),
    enquirerLeftAt: timestamp('enquirer_left_at', { withTimezone: true }),
    ownerLeftAt: timestamp('owner_left_at', { withTimezone: true }),
    /** Messages of the post's author after the enquirer's read mark, not deleted. */
    enquirerUnread: integer('enquirer_unread').notNull().default(0),
    /** Messages of the enquirer after the author's read mark, not deleted. */
    ownerUnread: integer('owner_unread').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_pair_uq').on(t.leadId, t.enquirerId),
    // In the list's order (latest first, then newest id), so a page of either side stops at its last row.
    index('conversation_enquirer_idx').on(t.enquirerId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('conversation_owner_idx').on(t.ownerId, t.lastMessageAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Only the conversations with something unread: the unread count reads these and no other.
    index('conversation_enquirer_unread_idx')
      .on(t.enquirerId, t.enquirerUnread)
      .where(sql`enquirer_unread > 0`),
    index('conversation_owner_unread_idx')
      .on(t.ownerId, t.ownerUnread)
      .where(sql`owner_unread > 0`),
  ],
);

/** A message of a conversation: plain text; the first may name a quantity and a target price. Deleted ones keep their row. */
export const conversationMessage = pgTable(
  'conversation_message',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    quantity: text('quantity'),
    targetPrice: text('target_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set with deletedAt when a moderator removed the message from a reported conversation (decision 0052). */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [index('conversation_message_idx').on(t.conversationId, t.id)],
);

/**
 * A user who blocked another: neither writes to the other in any conversation. A moderator blocks the sender of a
 * reported conversation with a row here on behalf of the other party (decision 0052).
 */
export const userBlock = pgTable(
  'user_block',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);
