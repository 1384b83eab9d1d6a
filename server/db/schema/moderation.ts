import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * An author's edit of a moderated item (decision 0050), one per item. 'pending': the new fields, not yet live (the
 * public keeps the approved version until a moderator approves the edit). 'resubmitted': the fields as they were
 * before a refused or expired item was edited and sent back to the queue, so the queue can show what changed.
 */
export const moderationEdit = pgTable(
  'moderation_edit',
  {
    id: serial('id').primaryKey(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    state: text('state').$type<'pending' | 'resubmitted'>().notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('moderation_edit_subject_uq').on(t.subjectType, t.subjectId)],
);
