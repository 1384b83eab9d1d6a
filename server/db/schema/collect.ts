import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/** A favourite (collect) of any subject an area registers with the 'collect' feature: one per user and subject. */
export const collect = pgTable(
  'collect',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collect_user_subject_uq').on(t.userId, t.subjectType, t.subjectId),
    index('collect_subject_idx').on(t.subjectType, t.subjectId),
    index('collect_user_list_idx').on(t.userId, t.subjectType, t.createdAt.desc()),
  ],
);
