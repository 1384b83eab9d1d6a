import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { country } from './site';
import { foldedColumn, trigramsOf } from '../sql/search';

/** The Market area's reference lists (§3): animal disease bans, customs districts and the consignees recorded with them. */
/** A ban on imports from (part of) a country because of an animal disease. */
export const animalDisease = pgTable(
  'market_animal_disease',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code')
      .notNull()
      .references(() => country.code),
    accessType: text('access_type').notNull(),
    areaName: text('area_name').notNull(),
    plagueName: text('plague_name').notNull().default(''),
    plagueNameAlias: text('plague_name_alias').notNull().default(''),
    plagueContent: text('plague_content').notNull().default(''),
    plagueContentAlias: text('plague_content_alias').notNull().default(''),
    /** The goods types of the banned species (ASF: PORK, CASING): what an eligibility check compares. */
    goodsTypes: text('goods_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    banDate: date('ban_date').notNull(),
    /** The day a notice lifted the ban; null while it is in force (a lifted ban is kept, never deleted). */
    liftedDate: date('lifted_date'),
    /** What recorded it: 'demo', 'import' (a ban list; sourceId its run) or 'notice' (sourceId the customs update). */
    source: text('source').notNull().default('demo'),
    sourceId: integer('source_id'),
    searchText: text('search_text').notNull(),
    searchFolded: foldedColumn('"search_text"'),
  },
  (t) => [
    index('market_animal_disease_country_idx').on(t.countryCode, t.banDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('market_animal_disease_date_idx').on(t.banDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('market_animal_disease_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
  ],
);

/**
 * A ban's lifting as a change row (decision 0061): lifting sets the ban's lifted_date and adds one of these, whose
 * growing id the watchlist reads after its watermark as it reads new bans, so the ban's watchers hear of it.
 */
export const banLift = pgTable(
  'market_ban_lift',
  {
    id: serial('id').primaryKey(),
    diseaseId: integer('disease_id')
      .notNull()
      .references(() => animalDisease.id, { onDelete: 'cascade' }),
    liftedDate: date('lifted_date').notNull(),
    /** What lifted it: 'demo', 'import' (sourceId the run) or 'notice' (sourceId the customs update), as on the ban. */
    source: text('source').notNull(),
    sourceId: integer('source_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_ban_lift_disease_idx').on(t.diseaseId)],
);

/** A customs district (port) consignees are recorded with. */
export const customsPort = pgTable('market_customs_port', {
  customCode: text('custom_code').primaryKey(),
  customName: text('custom_name').notNull(),
  customNameAlias: text('custom_name_alias').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** A Chinese importer recorded as consignee of imported meat. */
export const consignee = pgTable(
  'market_consignee',
  {
    id: serial('id').primaryKey(),
    credentialId: text('credential_id').notNull(),
    enName: text('en_name').notNull(),
    companyName: text('company_name').notNull(),
    customCode: text('custom_code')
      .notNull()
      .references(() => customsPort.customCode),
    recordNum: text('record_num').notNull(),
    searchText: text('search_text').notNull(),
    searchFolded: foldedColumn('"search_text"'),
  },
  (t) => [
    uniqueIndex('market_consignee_record_uq').on(t.recordNum),
    index('market_consignee_record_prefix_idx').on(sql`${t.recordNum} text_pattern_ops`),
    index('market_consignee_port_idx').on(t.customCode, t.id),
    index('market_consignee_search_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
  ],
);
