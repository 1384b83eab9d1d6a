import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { company } from './market';
import { country } from './site';

/**
 * A report of a bank account a supplier asked to be paid into (issue 28, docs/supplier-check.md): a signed-in user
 * reports it with the story; an administrator confirms or refuses it, and may withdraw a confirmation later. Only
 * confirmed rows are flagged by the supplier check. `account_key` is the number without spaces, dashes, dots or
 * slashes, upper-cased: what a typed number is compared by.
 */
export const bankAccountReport = pgTable(
  'bank_account_report',
  {
    id: serial('id').primaryKey(),
    /** null for the demo generator's rows. */
    reporterId: integer('reporter_id').references(() => appUser.id, { onDelete: 'set null' }),
    accountNumber: text('account_number').notNull(),
    accountKey: text('account_key').notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    story: text('story').notNull(),
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    /** The market company whose registered name the holder carries, when one does. */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'set null' }),
    /** BANK_REPORT_STATUS: pending, confirmed, refused, withdrawn. */
    status: text('status').notNull().default('pending'),
    /** Why it was refused or withdrawn. */
    decisionReason: text('decision_reason').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** 'user' or 'demo'. */
    source: text('source').notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_account_report_key_idx').on(t.accountKey, t.status),
    index('bank_account_report_company_idx').on(t.companyId, t.status),
    index('bank_account_report_queue_idx').on(t.status, t.createdAt.desc()),
    index('bank_account_report_reporter_idx').on(t.reporterId, t.createdAt.desc()),
  ],
);
