import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The job queue of the embedded database (server/shared/jobs/table-engine.ts). On PostgreSQL pg-boss keeps its
 * own tables in the `pgboss` schema and this one stays empty. state: created, retry, active, completed, failed.
 */
export const job = pgTable(
  'job',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    data: jsonb('data').notNull().default({}),
    state: text('state').notNull().default('created'),
    /** The dedupe key: a second job of the same name and key is not created while the first is remembered. */
    singletonKey: text('singleton_key'),
    retryCount: integer('retry_count').notNull().default(0),
    retryLimit: integer('retry_limit').notNull(),
    retryDelaySeconds: integer('retry_delay_seconds').notNull(),
    retryBackoff: boolean('retry_backoff').notNull(),
    /** How long a claim lasts: a worker that has not finished by then is presumed dead and the job runs again. */
    leaseSeconds: integer('lease_seconds').notNull(),
    startAfter: timestamp('start_after', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_singleton_uq')
      .on(t.name, t.singletonKey)
      .where(sql`${t.singletonKey} is not null`),
    index('job_next_idx')
      .on(t.startAfter, t.id)
      .where(sql`${t.state} in ('created', 'retry')`),
    index('job_state_idx').on(t.state, t.createdAt),
  ],
);

/** When each recurring job last ran, so a restart neither skips nor repeats a slot (embedded database only). */
export const jobSchedule = pgTable('job_schedule', {
  name: text('name').primaryKey(),
  /** The next time it is due. */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});

/**
 * Every mail the portal sends, written before it is sent (an outbox). `mail_key` names what the mail is about
 * (a code request, a notification): the same key is never mailed twice. The body of a mail that carries a
 * secret (a code) is blanked once it is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    mailKey: text('mail_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The same mail as HTML ('' for a mail written before mails had an HTML part). */
    html: text('html').notNull().default(''),
    /** Extra headers (List-Unsubscribe and its -Post companion). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    sensitive: boolean('sensitive').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    /** Set while a worker is talking to the mail server; a crashed worker's claim runs out. */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_outbox_key_uq').on(t.mailKey),
    index('mail_outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);
