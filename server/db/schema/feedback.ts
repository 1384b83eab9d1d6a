import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * Feedback (§3): what a visitor or user sent from /feedback or the /ourService contact form. No client address is
 * kept (the rate limit counts in memory). userId, username (the e-mail) and createName (the nickname) come from the
 * session. status is the inbox's: NEW, IN_PROGRESS, DONE.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    client: text('client').notNull().default('PC'),
    type: text('type').notNull(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    username: text('username'),
    createName: text('create_name'),
    status: text('status').notNull().default('NEW'),
    /** The language of the page it was sent from ('en', 'zh'): a reply is mailed in it. */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_inbox_idx').on(t.status, t.createdAt), index('feedback_type_idx').on(t.type, t.createdAt)],
);

/** A reply mailed from the inbox, recorded on the item. */
export const feedbackReply = pgTable(
  'feedback_reply',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    message: text('message').notNull(),
    adminId: integer('admin_id').references(() => appUser.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_reply_item_idx').on(t.feedbackId)],
);
