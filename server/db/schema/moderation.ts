import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/** A user's report of a post or topic; open until a moderator reviews the item. */
export const moderationReport = pgTable(
  'moderation_report',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('moderation_report_once_uq').on(t.subjectType, t.subjectId, t.reporterId),
    index('moderation_report_open_idx').on(t.subjectType, t.resolvedAt, t.subjectId),
  ],
);

/** Moderation settings an administrator sets (one row per name), e.g. autoApproveAfter. */
export const moderationSetting = pgTable('moderation_setting', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
