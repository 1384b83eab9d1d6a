import { doublePrecision, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { country } from './site';
import { foldedColumn, trigramsOf } from '../sql/search';

/**
 * The Data area (docs/data.md, §3 quote/price/ranking/statistic/unapproved): futures and index daily bars, wholesale
 * market prices, China Customs monthly imports by country and the monthly unapproved-shipment lists. Every row names
 * its `source` ('Demo data' for generated rows), so each table on the pages can say where its figures come from.
 */

/** A future or an index: one daily series of bars. */
export const security = pgTable('security', {
  code: text('code').primaryKey(),
  /** 'LH', 'M', 'C' for futures; the index's short code. */
  shortCode: text('short_code').notNull(),
  englishName: text('english_name').notNull(),
  kind: text('kind').$type<'FUTURE' | 'INDEX'>().notNull(),
  /** 'CNY/T' for futures, 'points' for indexes. */
  weightUnitSymbol: text('weight_unit_symbol').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const securityBar = pgTable(
  'security_bar',
  {
    securityCode: text('security_code')
      .notNull()
      .references(() => security.code, { onDelete: 'cascade' }),
    tradeDate: date('trade_date').notNull(),
    open: doublePrecision('open').notNull(),
    high: doublePrecision('high').notNull(),
    low: doublePrecision('low').notNull(),
    close: doublePrecision('close').notNull(),
    /** null when the exchange published none (a settle of 0 in a file). */
    settle: doublePrecision('settle'),
    volume: doublePrecision('volume'),
    openInterest: doublePrecision('open_interest'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The key also serves "the last N bars of a code" (backwards scan).
  (t) => [primaryKey({ columns: [t.securityCode, t.tradeDate] })],
);

/**
 * One product's price on one day at a wholesale market, in CNY/KG: the quotes of Seafood, Fruits and Vegetable and the
 * meat cuts (category 'Meat', with its product type and, for imported cuts, the origin country).
 */
export const wholesalePrice = pgTable(
  'wholesale_price',
  {
    id: serial('id').primaryKey(),
    category: text('category').$type<'Seafood' | 'Fruits' | 'Vegetable' | 'Meat'>().notNull(),
    /** The meat cut's product type (PIG, BEEF, …); '' for the other categories. */
    productType: text('product_type').notNull().default(''),
    productName: text('product_name').notNull(),
    /** ISO code of the origin country, '' when the market names none. */
    origin: text('origin').notNull().default(''),
    quoteDate: date('quote_date').notNull(),
    lowPrice: doublePrecision('low_price'),
    highPrice: doublePrecision('high_price'),
    avgPrice: doublePrecision('avg_price'),
    place: text('place').notNull().default(''),
    specInfo: text('spec_info').notNull().default(''),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wholesale_price_key').on(t.category, t.productName, t.origin, t.quoteDate),
    index('wholesale_price_day_idx').on(t.category, t.quoteDate.desc()),
    index('wholesale_price_meat_idx').on(t.category, t.productType, t.quoteDate.desc()),
  ],
);

/** China Customs monthly imports of one customs category from one country: value in US$ and volume in tonnes. */
export const customsImport = pgTable(
  'customs_import',
  {
    /** The first day of the month. */
    month: date('month').notNull(),
    productType: text('product_type').notNull(),
    categoryCode: text('category_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    valueUsd: doublePrecision('value_usd').notNull(),
    volumeTonnes: doublePrecision('volume_tonnes').notNull(),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productType, t.month, t.countryCode, t.categoryCode] }),
    index('customs_import_country_idx').on(t.countryCode),
  ],
);

/** A shipment refused entry, from the monthly lists China Customs publishes; the inspection ID identifies it. */
export const unapprovedShipment = pgTable(
  'unapproved_shipment',
  {
    id: serial('id').primaryKey(),
    quarantineCode: text('quarantine_code').notNull(),
    hsCode: text('hs_code').notNull().default(''),
    productName: text('product_name').notNull(),
    /** Derived from the HS code; '' for goods outside the portal's product types. */
    productType: text('product_type').notNull().default(''),
    originCountryCode: text('origin_country_code')
      .notNull()
      .references(() => country.code),
    originCompany: text('origin_company').notNull().default(''),
    importer: text('importer').notNull().default(''),
    weightKg: doublePrecision('weight_kg'),
    rejectReason: text('reject_reason').notNull(),
    entryPort: text('entry_port').notNull().default(''),
    /** The first day of the report month. */
    reportMonth: date('report_month').notNull(),
    /** Lower-cased product, country names, reason and port, for the keyword (trigram index). */
    searchText: text('search_text').notNull().default(''),
    searchFolded: foldedColumn('"search_text"'),
    source: text('source').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unapproved_shipment_code_key').on(t.quarantineCode),
    index('unapproved_shipment_month_idx').on(t.reportMonth.desc(), t.id.desc()),
    index('unapproved_shipment_type_idx').on(t.productType, t.reportMonth.desc()),
    index('unapproved_shipment_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
  ],
);
