import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { regNoKey } from '../sql/regno';
import { country } from './site';
import { bigramsColumn, foldedColumn, trigramsOf } from '../sql/search';

/**
 * Market access (§3): companies and their plants registered with GACC per access type, the plants'
 * registrations per goods type, the events behind each status, products open to a country, the
 * product-plant links, suspensions, animal disease bans and the consignee list with its ports.
 *
 * `search_text` columns hold the lower-cased names and numbers a keyword may match (for plants and
 * companies also their Reg.No.s normalised by normaliseRegNo, server/db/sql/regno.ts, and the pinyin of Chinese
 * names); they are written by the code that inserts the row (searchTextOf, server/shared/search) and searched
 * through GIN indexes of their folded trigrams and Han bigrams (docs/search.md).
 */
export const company = pgTable(
  'market_company',
  {
    id: serial('id').primaryKey(),
    companyCode: text('company_code').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    /** '201' Meat or '202' Seafood. */
    accessType: text('access_type').notNull(),
    /** The company's registered English name (the spec calls it plantName on company cards). */
    plantName: text('plant_name').notNull(),
    plantNameZh: text('plant_name_zh').notNull().default(''),
    companyAlias: text('company_alias').notNull().default(''),
    companyLabel: text('company_label').notNull().default(''),
    companyType: text('company_type').notNull().default(''),
    cpLogo: text('cp_logo').notNull().default(''),
    /** 1 = Recommended. */
    promoteFlag: smallint('promote_flag').notNull().default(0),
    realViews: integer('real_views').notNull().default(0),
    introduction: text('introduction').notNull().default(''),
    address: text('address').notNull().default(''),
    website: text('website').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url').notNull().default(''),
    /** Union of the goods types its plants are registered for. */
    goodsTypes: text('goods_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchText: text('search_text').notNull(),
    searchFolded: foldedColumn('"search_text"'),
    searchHanBigrams: bigramsColumn('"search_text"'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_company_code_uq').on(t.companyCode),
    // Ordered as the list is (recommended first, then most viewed): DESC means NULLS FIRST in ORDER BY.
    index('market_company_list_idx').on(t.accessType, t.promoteFlag.desc().nullsFirst(), t.realViews.desc().nullsFirst(), t.id),
    index('market_company_country_idx').on(
      t.accessType,
      t.countryCode,
      t.promoteFlag.desc().nullsFirst(),
      t.realViews.desc().nullsFirst(),
      t.id,
    ),
    index('market_company_goods_idx').using('gin', t.goodsTypes),
    index('market_company_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('market_company_search_bigrams').using('gin', t.searchHanBigrams),
    index('market_company_name_prefix_idx').on(sql`lower(${t.plantName}) text_pattern_ops`),
    index('market_company_name_zh_prefix_idx').on(sql`${t.plantNameZh} text_pattern_ops`),
  ],
);

/** A plant (factory) registered for export to China; plantNo is its home-country registration number. */
export const plant = pgTable(
  'market_plant',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => company.id),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    accessType: text('access_type').notNull(),
    plantNo: text('plant_no').notNull(),
    plantName: text('plant_name').notNull(),
    plantNameZh: text('plant_name_zh').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Activities as registered (slaughterhouse, cutting plant, cold store...). */
    activities: text('activities').notNull().default(''),
    /** Product mode: how the plant produces (the spec's `way`). */
    productMode: text('product_mode').notNull().default(''),
    companyLogo: text('company_logo').notNull().default(''),
    /** 1 Active, 0 Suspended, 2 Pending. */
    status: smallint('status').notNull(),
    goodsTypes: text('goods_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** China registration codes of its registrations, space separated: searched with the names. */
    chinaRegisterCodes: text('china_register_codes').notNull().default(''),
    pointCount: integer('point_count').notNull().default(0),
    searchText: text('search_text').notNull(),
    searchFolded: foldedColumn('"search_text"'),
    searchHanBigrams: bigramsColumn('"search_text"'),
    /** Set when the plant needs an administrator's look: 'MISSING_FROM_LIST' (absent from a full country list). */
    reviewFlag: text('review_flag').notNull().default(''),
    reviewNote: text('review_note').notNull().default(''),
    /** The establishment list that last confirmed the plant, and its as-of date (empty for demo and hand-made rows). */
    listFile: text('list_file').notNull().default(''),
    listAsOf: date('list_as_of'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('market_plant_no_uq').on(t.accessType, t.countryCode, t.plantNo),
    index('market_plant_company_idx').on(t.companyId),
    index('market_plant_list_idx').on(t.accessType, t.status, t.id),
    index('market_plant_country_idx').on(t.accessType, t.countryCode, t.status, t.id),
    index('market_plant_goods_idx').using('gin', t.goodsTypes),
    index('market_plant_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('market_plant_search_bigrams').using('gin', t.searchHanBigrams),
    // Normalised Reg.No. (regNoKey) or Chinese name prefixes within an access type, in the order a prefix search lists them.
    index('market_plant_regno_prefix_idx').on(t.accessType, sql`${regNoKey(t.plantNo)} text_pattern_ops`),
    index('market_plant_name_zh_prefix_idx').on(t.accessType, sql`${t.plantNameZh} text_pattern_ops`),
    // The few plants flagged for review (the admin shell's list).
    index('market_plant_review_idx')
      .on(t.listAsOf.desc().nullsLast(), t.id)
      .where(sql`${t.reviewFlag} <> ''`),
  ],
);

/** One registration of a plant for one goods type (overseasRegistrationInfo). */
export const plantRegistration = pgTable(
  'market_plant_registration',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plant.id, { onDelete: 'cascade' }),
    goodsType: text('goods_type').notNull(),
    chinaRegisterCode: text('china_register_code').notNull(),
    registerDate: date('register_date'),
    registerExpireDate: date('register_expire_date'),
    /** 1 Valid, otherwise Invalid. */
    status: smallint('status').notNull(),
    /** Why it is valid or not: REGISTRATION_STATE (valid, suspended, cancelled, expired, pending); null on rows made before it was kept. */
    state: text('state'),
  },
  (t) => [uniqueIndex('market_plant_registration_goods_uq').on(t.plantId, t.goodsType)],
);

/**
 * An approval-history event of a plant: every change of its status, registrations or suspensions is one row,
 * written by the one path that makes the change (server/modules/market/history). Ids only grow, so a reader
 * (the watchlist alerts) can follow the table by id. The plant's status is the outcome of its latest events.
 */
export const plantEvent = pgTable(
  'market_plant_event',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plant.id, { onDelete: 'cascade' }),
    /** The plant's company when the event was recorded (null only on rows older than migration market_truth). */
    companyId: integer('company_id').references(() => company.id, { onDelete: 'cascade' }),
    /** The as-of date of the change: the list's date for an import, the date an administrator gave. */
    sourceDate: date('source_date').notNull(),
    /** PLANT_EVENT_TYPE: APPLIED, REGISTERED, RENEWED, PRODUCTS_ADDED, SUSPENDED, RESUMED, CANCELLED, EXPIRED, ... */
    recordType: text('record_type').notNull(),
    recordTypeName: text('record_type_name').notNull(),
    enContent: text('en_content').notNull(),
    /** The registration's goods type the change is about, when it is about one. */
    goodsType: text('goods_type'),
    /** What changed: the plant's status and the registration's state, dates and code, before and after. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** EVENT_SOURCE: 'demo' (generator), 'import' (an establishment list), 'admin' (an administrator's edit), 'notice' (a GACC update). */
    source: text('source').notNull().default('demo'),
    /** The imported file's name (import), the notice's infoCode (notice), else ''. */
    sourceFile: text('source_file').notNull().default(''),
    /** What recorded it: the import run's id (source 'import'), the customs update's id (source 'notice'), else null. */
    sourceId: integer('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_plant_event_plant_idx').on(t.plantId, t.sourceDate.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** An export suspension of a plant; lifted ones keep their liftedDate. */
export const plantSuspension = pgTable(
  'market_plant_suspension',
  {
    id: serial('id').primaryKey(),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plant.id, { onDelete: 'cascade' }),
    /** The plant's access type and country, copied so the suspended list is read in index order. */
    accessType: text('access_type').notNull(),
    countryCode: text('country_code').notNull(),
    goodsType: text('goods_type').notNull(),
    suspendDate: date('suspend_date').notNull(),
    liftedDate: date('lifted_date'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    index('market_plant_suspension_plant_idx').on(t.plantId),
    index('market_plant_suspension_active_idx')
      .on(t.accessType, t.suspendDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.liftedDate} is null`),
    index('market_plant_suspension_country_idx')
      .on(t.accessType, t.countryCode, t.suspendDate.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.liftedDate} is null`),
  ],
);

/** A product open for import from one country (goodsCode is unique per country and access type). */
export const product = pgTable(
  'market_product',
  {
    id: serial('id').primaryKey(),
    goodsCode: text('goods_code').notNull(),
    accessType: text('access_type').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    /** goods_type (meat) or products_approval (seafood) dictionary code. */
    goodsType: text('goods_type').notNull(),
    enGoodsName: text('en_goods_name').notNull(),
    goodsName: text('goods_name').notNull(),
    categoryName: text('category_name').notNull(),
    /** How many plants may ship it: kept with the links, so a list row needs no count over them. */
    plantCount: integer('plant_count').notNull().default(0),
    searchText: text('search_text').notNull(),
    searchFolded: foldedColumn('"search_text"'),
    searchHanBigrams: bigramsColumn('"search_text"'),
  },
  (t) => [
    uniqueIndex('market_product_code_uq').on(t.goodsCode),
    index('market_product_list_idx').on(t.accessType, t.countryCode, t.goodsType, t.id),
    index('market_product_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('market_product_search_bigrams').using('gin', t.searchHanBigrams),
    index('market_product_fts_idx').using('gin', sql`to_tsvector('simple', ${t.enGoodsName})`),
    index('market_product_name_prefix_idx').on(sql`lower(${t.enGoodsName}) text_pattern_ops`),
    index('market_product_name_zh_prefix_idx').on(sql`${t.goodsName} text_pattern_ops`),
  ],
);

/** Which plants may ship a product, and how they make it (the product mode, `way`). */
export const productPlant = pgTable(
  'market_product_plant',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => product.id, { onDelete: 'cascade' }),
    plantId: integer('plant_id')
      .notNull()
      .references(() => plant.id, { onDelete: 'cascade' }),
    way: text('way').notNull().default(''),
  },
  (t) => [uniqueIndex('market_product_plant_uq').on(t.productId, t.plantId), index('market_product_plant_plant_idx').on(t.plantId)],
);
