import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * A notification of a user: what changed (title, body), why they got it (reason: the subscription) and the
 * page it is about (link). eventKey names the change: one user gets one notification per change, however
 * often the producer looks at it.
 */
export const notification = pgTable(
  'notification',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    /** The subscription it came through; no foreign key, so the notification outlives an unsubscribe. */
    subscriptionId: integer('subscription_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reason: text('reason').notNull(),
    link: text('link').notNull(),
    /** title, body and reason in each language, so the centre and the mails show the reader's (the columns above are English). */
    texts: jsonb('texts').$type<Partial<Record<'en' | 'zh', { title: string; body: string; reason: string }>>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_event_uq').on(t.userId, t.eventKey),
    index('notification_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notification_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** How a user wants notification mail: 'immediate' (one mail each), 'daily' (a digest), or 'off'. */
export const notificationSetting = pgTable('notification_setting', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  emailMode: text('email_mode').notNull().default('immediate'),
  /** The daily digest has covered notifications up to this id. */
  digestThroughId: integer('digest_through_id').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far a producer has read a table of changes (the watchlist alerts' watermarks). */
export const changeCursor = pgTable('change_cursor', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  /** Where reading began: rows up to here happened before the producer existed and are never read. */
  floorId: bigint('floor_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The rows a producer has read near its watermark. It re-reads a few ids behind the watermark (a row whose
 * transaction committed late has a lower id than rows read before it); this keeps it from reading one twice.
 */
export const changeSeen = pgTable(
  'change_seen',
  {
    name: text('name').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.sourceId] })],
);
