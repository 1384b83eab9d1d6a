import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appUser } from './accounts';
import { bigramsColumn, foldedColumn, trigramsOf } from '../sql/search';

/**
 * A supply or demand post, a lead (§3 'Supply/demand post'): type 1 Supply, 2 Demand (decision 0019). It is
 * public only while approved (check_status 2) and unexpired; its author renews it to keep it on the board. A supply
 * post may name the author's plant (country and Reg.No.); the plant's live status shows once an admin confirmed it.
 * The offer's details (origin, quantity, packing, Incoterm and port, price, validity) are optional and null on the
 * free-text posts of before; quantity and price are exact decimals (docs/community.md 'Structured offers').
 */
export const supplyDemand = pgTable(
  'supply_demand',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    type: smallint('type').notNull(),
    accessType: text('access_type').notNull(),
    goodsType: text('goods_type').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The content folded and its Han bigrams, generated for the keyword (docs/search.md). */
    searchFolded: foldedColumn('"content"'),
    searchHanBigrams: bigramsColumn('"content"'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkStatus: smallint('check_status').notNull().default(1),
    refuseReason: text('refuse_reason').notNull().default(''),
    checkTime: timestamp('check_time', { withTimezone: true }),
    plantCountryCode: text('plant_country_code'),
    plantNo: text('plant_no'),
    plantConfirmedAt: timestamp('plant_confirmed_at', { withTimezone: true }),
    originCountry: text('origin_country'),
    quantity: numeric('quantity', { precision: 15, scale: 3 }),
    quantityUnit: text('quantity_unit'),
    packing: text('packing'),
    incoterm: text('incoterm'),
    port: text('port'),
    price: numeric('price', { precision: 15, scale: 4 }),
    currency: text('currency'),
    priceUnit: text('price_unit'),
    validUntil: date('valid_until', { mode: 'string' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('supply_demand_code_uq').on(t.code),
    // The board: approved posts of a type, newest first; expiry is checked on the rows read.
    index('supply_demand_board_idx').on(t.checkStatus, t.type, t.createdAt.desc(), t.id.desc()),
    index('supply_demand_user_idx').on(t.userId, t.type, t.createdAt.desc()),
    index('supply_demand_content_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('supply_demand_content_bigrams').using('gin', t.searchHanBigrams),
  ],
);

/** A label of the topic forum (§3 'Label'), filed under a label class of the community_label_class dictionary. */
export const communityLabel = pgTable(
  'community_label',
  {
    id: serial('id').primaryKey(),
    labelClass: text('label_class').notNull(),
    labelCode: text('label_code').notNull(),
    labelNameAlias: text('label_name_alias').notNull(),
    labelStatus: smallint('label_status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('community_label_code_uq').on(t.labelCode), index('community_label_class_idx').on(t.labelClass, t.sort)],
);

/**
 * A topic of the forum (§3 'Topic'). content is plain text (shown as text, never as HTML); images or one video,
 * never both. top (pinned) and good (Selection) are set by administrators.
 */
export const communityTopic = pgTable(
  'community_topic',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    byAdmin: boolean('by_admin').notNull().default(false),
    labelClass: text('label_class').notNull(),
    labelCode: text('label_code').notNull().default(''),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Title and content folded, and their Han bigrams, generated for the keyword (docs/search.md). */
    searchFolded: foldedColumn(`"title" || ' ' || "content"`),
    searchHanBigrams: bigramsColumn(`"title" || ' ' || "content"`),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    video: text('video').notNull().default(''),
    top: smallint('top').notNull().default(0),
    good: smallint('good').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    checkStatus: smallint('check_status').notNull().default(1),
    refuseReason: text('refuse_reason').notNull().default(''),
    checkTime: timestamp('check_time', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('community_topic_code_uq').on(t.code),
    index('community_topic_list_idx').on(t.checkStatus, t.top.desc(), t.createdAt.desc(), t.id.desc()),
    index('community_topic_label_idx').on(t.checkStatus, t.labelClass, t.labelCode, t.createdAt.desc()),
    index('community_topic_user_idx').on(t.userId, t.createdAt.desc()),
    index('community_topic_text_fold_trgm').using('gin', trigramsOf(t.searchFolded)),
    index('community_topic_text_bigrams').using('gin', t.searchHanBigrams),
  ],
);
