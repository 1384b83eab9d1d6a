import type { Shape } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './spec/messages/en.json';
import zh from './spec/messages/zh.json';

/** The Market area's constants (§2 Market, §3, §4, §9). */

export const MARKET_PAGE_SIZE = {
  companies: 15,
  lists: 10,
  homeRecommended: 8,
  approvalHistory: 9999,
  productPlants: 9999,
} as const;
/**
 * Plant status (§4): 1 Active, 0 Suspended, 2 Pending; and 3 Inactive, which the spec lacks, for a plant whose
 * registrations are all cancelled or expired on the official list (decision 0023).
 */
export const PLANT_STATUS = { SUSPENDED: 0, ACTIVE: 1, PENDING: 2, INACTIVE: 3 } as const;
export const PLANT_STATUS_LABEL: Record<number, string> = en.plantStatus;
/** The plant entry on a product detail shows 2 with the spec's spelling. */
/** The lists' status filter as a page address and the CSV download write it (a list call takes the number). */
export const PLANT_STATUS_FILTERS = ['0', '1', '2', '3'] as const;
/** The product list's goods type code (getPcDicDetailByLang). */
export const GOODS_TYPE: Shape = { pattern: /^[A-Z_]{1,32}$/, message: en.goodsTypeCode };
/** A customs office (port) code. */
export const CUSTOMS_CODE: Shape = { pattern: /^\d{4}$/, message: en.customsCode };
export const PRODUCT_PLANT_STATUS_LABEL: Record<number, string> = { 0: 'Suspended', 1: 'Active', 2: 'Pendding', 3: 'Inactive' };
/** Overseas registration status: 1 Valid, anything else Invalid. */
export const REGISTRATION_STATUS_LABEL = { valid: 'Valid', invalid: 'Invalid' } as const;
/** Product names longer than this collapse behind a 'More' toggle (§3). */
export const PRODUCT_NAME_COLLAPSE_CHARS = 250;
/** Company pictures shown at most (§9). */
export const COMPANY_IMAGES_MAX = 6;
/** A keyword shorter than this cannot use the trigram indexes: it matches registration-number prefixes instead. */
export const KEYWORD_TRIGRAM_MIN = 3;
/** Rows a market CSV download holds at most; the file says so in its last line when it stops there. */
export const MARKET_CSV_MAX_ROWS = 50_000;
/** 'GET animal plague accessGoods' answers data "500" when the country has no access products. */
export const ACCESS_GOODS_NONE = '500';
export const marketMessages = messageTable('spec-market', en, zh, { keywordTooShort: { min: KEYWORD_TRIGRAM_MIN } });
export const MARKET_MSG = marketMessages.texts.en;

/**
 * Kinds of approval-history event (market_plant_event.record_type) and the name each shows. Every change of a
 * plant's status, registrations or suspensions is one of them (docs/market.md 'History').
 */
export const PLANT_EVENT_TYPE_NAME = en.eventType;
export type PlantEventType = keyof typeof PLANT_EVENT_TYPE_NAME;
/** Who recorded an event: the demo generator, an establishment-list import, or an administrator. */
export const EVENT_SOURCE = { DEMO: 'demo', IMPORT: 'import', ADMIN: 'admin' } as const;
/** Why a registration is valid or not (market_plant_registration.state). */
export const REGISTRATION_STATE = {
  VALID: 'valid',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
  PENDING: 'pending',
} as const;
export type RegistrationState = (typeof REGISTRATION_STATE)[keyof typeof REGISTRATION_STATE];
/** A plant that needs an administrator's look (market_plant.review_flag). */
export const PLANT_REVIEW_FLAG = { MISSING_FROM_LIST: 'MISSING_FROM_LIST' } as const;
