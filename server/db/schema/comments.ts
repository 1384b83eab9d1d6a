import { boolean, index, integer, pgTable, serial, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * A comment on any subject an area registers (§3 Comment): a news item, a knowledge article, a topic.
 * commentsType and ownerId name the subject; a reply keeps rootId, the top-level comment of its thread (null on
 * a top-level comment), so a page of threads loads its replies with one more query. Deleting sets deletedAt on the comment and
 * every reply below it; lists never show deleted rows.
 */
export const comment = pgTable(
  'comment',
  {
    id: serial('id').primaryKey(),
    commentsType: text('comments_type').notNull(),
    ownerId: text('owner_id').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    /** The author's nickname when the comment was written. */
    authorNickName: text('author_nick_name').notNull(),
    byAdmin: boolean('by_admin').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => comment.id, { onDelete: 'cascade' }),
    rootId: integer('root_id').references((): AnyPgColumn => comment.id, { onDelete: 'cascade' }),
    /** The nickname of the comment replied to (messageNickName). */
    replyToNickName: text('reply_to_nick_name'),
    content: text('content').notNull(),
    messageMode: text('message_mode'),
    accessType: text('access_type'),
    businessType: text('business_type'),
    /** The client's JSON string (code, businessType, userId, supplyPublisher), kept as sent. */
    tags: text('tags'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('comment_subject_idx').on(t.commentsType, t.ownerId, t.createdAt.desc()),
    index('comment_root_idx').on(t.rootId),
    index('comment_parent_idx').on(t.parentId),
  ],
);
