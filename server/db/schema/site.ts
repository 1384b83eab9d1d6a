import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

/** One row: the operator's contact details shown in the header and footer. */
export const siteInfo = pgTable('site_info', {
  id: smallint('id').primaryKey().default(1),
  companyName: text('company_name').notNull(),
  logo: text('logo').notNull(),
  email: text('email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  address: text('address').notNull(),
  host: text('host').notNull(),
  icpRecordNumber: text('icp_record_number').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const friendlyLink = pgTable('friendly_link', {
  id: serial('id').primaryKey(),
  linkName: text('link_name').notNull(),
  linkUrl: text('link_url').notNull(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

export const region = pgTable('region', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameZh: text('name_zh').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Countries by ISO 3166-1 alpha-2 code, grouped by region. */
export const country = pgTable(
  'country',
  {
    code: text('code').primaryKey(),
    iso3: text('iso3').notNull(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => region.code),
  },
  (t) => [index('country_region_idx').on(t.regionCode)],
);

/** Dictionary entries of every dicCode (access_type, goods_type, ...). */
export const dictionaryItem = pgTable(
  'dictionary_item',
  {
    id: serial('id').primaryKey(),
    dicCode: text('dic_code').notNull(),
    detailCode: text('detail_code').notNull(),
    enName: text('en_name').notNull(),
    zhName: text('zh_name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('dictionary_item_code_uq').on(t.dicCode, t.detailCode)],
);

export const agreement = pgTable(
  'agreement',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    agreementType: text('agreement_type').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agreement_app_type_uq').on(t.appId, t.agreementType)],
);

/** Facts about the dataset itself: whether it is generated demo data, which generator made it. */
export const datasetInfo = pgTable('dataset_info', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The notice bar's settings (§3 'Notice config'): ROLL_MESSAGE (its text) and REDIRECT_URL (its More link). */
export const noticeConfig = pgTable('notice_config', {
  code: text('code').primaryKey(),
  value: text('value').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A banner of an app at a position (§7 'banner listByPosition'): shown while enabled and inside its window. */
export const banner = pgTable(
  'banner',
  {
    id: serial('id').primaryKey(),
    appId: text('app_id').notNull(),
    showPosition: text('show_position').notNull(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banner_position_idx').on(t.appId, t.showPosition, t.sort, t.id)],
);
