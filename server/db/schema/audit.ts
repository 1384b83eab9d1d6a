import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every administrator write: who (id and e-mail as they were, so the entry outlives a renamed or removed
 * account), what, when, and the values before and after. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    // No foreign key: the log keeps its entries whatever happens to the account.
    actorId: integer('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** e.g. 'user.disable', 'link.update'. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId, t.at),
  ],
);
