import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';

/**
 * Landed cost (docs/costs.md, §7 'rate', 'cost calculator'): exchange rates per day and source, China's tariff
 * schedule for meat and seafood by 8-digit HS code, and the calculations users save. Rates and amounts are exact:
 * exchange rates as numeric text, tariff rates in basis points (12 % = 1200), so nothing drifts through floats.
 */

/** One reference rate: 1 `base` = `rate` `quote` on `rateDate`, as `source` published it (ECB crosses to CNY computed). */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    rateDate: date('rate_date').notNull(),
    /** 'ECB euro reference rates', 'PBOC central parity', 'Demo data', … */
    source: text('source').notNull(),
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 20, scale: 6 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.rateDate, t.source, t.base, t.quote] }),
    index('exchange_rate_pair_idx').on(t.base, t.quote, t.rateDate),
  ],
);

/** A line of the Customs Tariff of the PRC: an 8-digit HS code with its MFN, provisional and VAT rates. */
export const tariffLine = pgTable('tariff_line', {
  hsCode: text('hs_code').primaryKey(),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  /** The statistical unit: 'kg'. */
  unit: text('unit').notNull(),
  mfnRateBp: integer('mfn_rate_bp').notNull(),
  provisionalRateBp: integer('provisional_rate_bp'),
  provisionalFrom: date('provisional_from'),
  provisionalTo: date('provisional_to'),
  vatRateBp: integer('vat_rate_bp').notNull(),
  source: text('source').notNull(),
  asOf: date('as_of').notNull(),
  /** A line made up for the demo rather than taken from the published tariff. */
  demo: boolean('demo').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A free-trade agreement's rate for a line (the agreement's members are in contracts/costs/codes.ts). */
export const tariffAgreementRate = pgTable(
  'tariff_agreement_rate',
  {
    hsCode: text('hs_code')
      .notNull()
      .references(() => tariffLine.hsCode, { onDelete: 'cascade' }),
    agreement: text('agreement').notNull(),
    rateBp: integer('rate_bp').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hsCode, t.agreement] })],
);

/** An additional duty on a line from one origin (a countermeasure), in force from `validFrom` to `validTo` (open when null). */
export const tariffAdditionalDuty = pgTable(
  'tariff_additional_duty',
  {
    id: serial('id').primaryKey(),
    hsCode: text('hs_code')
      .notNull()
      .references(() => tariffLine.hsCode, { onDelete: 'cascade' }),
    origin: text('origin').notNull(),
    rateBp: integer('rate_bp').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    source: text('source').notNull(),
    asOf: date('as_of').notNull(),
  },
  (t) => [index('tariff_additional_duty_line_idx').on(t.hsCode, t.origin)],
);

/** A calculation a signed-in user saved: what was entered, and the answer as it was then. */
export const costCalculation = pgTable(
  'cost_calculation',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    input: jsonb('input').notNull(),
    result: jsonb('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cost_calculation_user_idx').on(t.userId, t.createdAt)],
);
