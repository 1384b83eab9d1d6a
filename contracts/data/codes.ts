import { KEYWORD_MAX, type Bounds, type Shape } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The Data area's constants (§2 Data, §3 quote/price/ranking/statistic/unapproved, §7 'Data', §9 units). */

/** Product types of the quote block (§3 'Product type': code, name, enName); PIG first and the default (§9). */
export const PRODUCT_TYPES = [
  { code: 'PIG', name: '猪肉', enName: 'Pork' },
  { code: 'BEEF', name: '牛肉', enName: 'Beef' },
  { code: 'MUTTON', name: '羊肉', enName: 'Mutton' },
  { code: 'POULTRY', name: '禽肉', enName: 'Poultry' },
  { code: 'OFFAL', name: '食用杂碎', enName: 'Offal' },
  { code: 'SEAFOOD', name: '水产品', enName: 'Seafood' },
] as const;
export const PRODUCT_TYPE_CODES = ['PIG', 'BEEF', 'MUTTON', 'POULTRY', 'OFFAL', 'SEAFOOD'] as const;
export type ProductTypeCode = (typeof PRODUCT_TYPE_CODES)[number];
export const DEFAULT_PRODUCT_TYPE: ProductTypeCode = 'PIG';

/**
 * The customs categories inside each product type: the HS headings China Customs publishes the monthly figures
 * under. The detail rankings list them under each country (rows flagged isCategory, name prefixed '#'); the monthly
 * trend draws one line per category (categoryEnName).
 */
export const CUSTOMS_CATEGORIES: Record<ProductTypeCode, readonly { code: string; enName: string; zhName: string }[]> = {
  PIG: [
    { code: '020322', enName: 'Frozen pork cuts, bone-in', zhName: '冻带骨猪肉' },
    { code: '020329', enName: 'Frozen pork, boneless and other', zhName: '冻去骨猪肉及其他' },
  ],
  BEEF: [
    { code: '020230', enName: 'Frozen boneless beef', zhName: '冻去骨牛肉' },
    { code: '020220', enName: 'Frozen bone-in beef cuts', zhName: '冻带骨牛肉' },
  ],
  MUTTON: [
    { code: '020442', enName: 'Frozen lamb and mutton cuts, bone-in', zhName: '冻带骨羊肉' },
    { code: '020443', enName: 'Frozen lamb and mutton, boneless', zhName: '冻去骨羊肉' },
  ],
  POULTRY: [
    { code: '020714', enName: 'Frozen chicken cuts and offal', zhName: '冻鸡块及杂碎' },
    { code: '020712', enName: 'Frozen whole chickens', zhName: '冻整鸡' },
  ],
  OFFAL: [
    { code: '020649', enName: 'Frozen pork offal', zhName: '冻猪杂碎' },
    { code: '020629', enName: 'Frozen beef offal', zhName: '冻牛杂碎' },
  ],
  SEAFOOD: [
    { code: '0303', enName: 'Frozen fish', zhName: '冻鱼' },
    { code: '0306', enName: 'Crustaceans', zhName: '甲壳动物' },
    { code: '0307', enName: 'Molluscs', zhName: '软体动物' },
  ],
};

/** The chart tabs (§2): Frozen Import Volume (VOLUME, the default) and Frozen Import Value (PRICE). */
export const DATA_TYPES = ['VOLUME', 'PRICE'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_TYPE_LABEL: Record<DataType, string> = { VOLUME: 'Frozen Import Volume', PRICE: 'Frozen Import Value' };

/** The tabs of /data/quotes-detail (§2) and the wholesale-market categories behind them; MEAT feeds the meat-cut table. */
export const QUOTE_CATEGORIES = ['Seafood', 'Fruits', 'Vegetable'] as const;
export type QuoteCategory = (typeof QUOTE_CATEGORIES)[number];
/** The quote categories' names in both languages (pc/quote/categories). */
export const QUOTE_CATEGORY_NAMES: Record<QuoteCategory, { enName: string; zhName: string }> = {
  Seafood: { enName: 'Seafood', zhName: '水产品' },
  Fruits: { enName: 'Fruits', zhName: '水果' },
  Vegetable: { enName: 'Vegetable', zhName: '蔬菜' },
};
/** Rows of each price block of the home page, the default of homepage/todayQuotes. */
export const TODAY_QUOTES_ROWS = { default: 8, max: 50 } as const;
export const PRICE_CATEGORIES = ['Seafood', 'Fruits', 'Vegetable', 'Meat'] as const;
export type PriceCategory = (typeof PRICE_CATEGORIES)[number];

/** The sortable columns of /data/quotes-detail. */
export const QUOTE_SORT_FIELDS = ['productName', 'quoteValue', 'changePercentage'] as const;
export type QuoteSortField = (typeof QUOTE_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** A statistical year a call takes. */
export const DATA_YEAR: Bounds = { min: 2000, max: 2100 };
/** A futures contract or index code (the tendency chart's); the calls take it in either case and upper-case it. */
export const SECURITY_CODE: Shape = { pattern: /^[A-Za-z0-9._-]{1,20}$/, message: en.securityCode };

/** Page sizes (§9, §7): ranking 11 on the data page, unapproved 10, meat price 10 rows, details page 1 limit 1000. */
export const DATA_PAGE_SIZE = { ranking: 11, unapproved: 10, meatPrice: 10, quotes: 10, detail: 1000 } as const;

/** The statistical year of the spec (§9); the pages show the latest year with data instead, from the demo's first. */
export const SPEC_STATISTICAL_YEAR = 2021;
export const FIRST_DATA_YEAR = 2021;

/** Where the figures come from, named beside every table and chart. */
export const DATA_SOURCES = en.sources;
/** The sources' Chinese names: GACC (海关总署) publishes the customs figures, hence one name for both. */
export const DATA_SOURCES_ZH: Record<(typeof DATA_SOURCES)[keyof typeof DATA_SOURCES], string> = {
  'China Customs': '海关总署',
  'Dalian Commodity Exchange': '大连商品交易所',
  'Beijing Xinfadi market': '北京新发地市场',
  GACC: '海关总署',
  'Demo data': '演示数据',
};

/** How often a series is published: a daily series is late after 4 days (a weekend and a holiday), a monthly one
 *  when the month before last is still missing (customs figures for a month come out around the 20th of the next). */
export const CADENCE = { daily: 'daily', monthly: 'monthly' } as const;
export type Cadence = (typeof CADENCE)[keyof typeof CADENCE];
export const LATE_AFTER_DAYS = 4;
export const LATE_AFTER_MONTHS = 2;

/** Futures and indexes (§7): the two lists and their tendencies. */
export const SECURITY_KINDS = ['FUTURE', 'INDEX'] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];
/**
 * The Chinese names of the futures (Dalian Commodity Exchange products, by their short code) and of the portal's own
 * indexes; the data names them in English only. A security not listed keeps its English name on Chinese pages.
 */
export const SECURITY_NAMES_ZH: Readonly<Record<string, string>> = {
  LH: '生猪',
  M: '豆粕',
  C: '玉米',
  AGRI: '农产品期货指数（生猪、豆粕、玉米）',
  FEED: '生猪饲料成本指数（玉米、豆粕）',
  'HOG-GRAIN': '猪粮比价指数（生猪/玉米）',
};
/** Days of bars a tendency answers by default (about one year of trading) and at most (all the demo's years). */
export const TENDENCY_DAYS = {
  default: 250,
  max: 5000,
  /** The home page's chart: about three months of trading days, a light page (the data page shows the year). */
  home: 63,
} as const;

/** The tables a download can hold. */
export const DATA_TABLES = ['ranking', 'unapproved', 'meatPrice', 'quotes', 'futures', 'index'] as const;
export type DataTable = (typeof DATA_TABLES)[number];
export { DOWNLOAD_FORMATS, type DownloadFormat } from '../downloads/formats';

export const DATA_LIMITS = { keyword: KEYWORD_MAX, productName: 100 } as const;

export const dataMessages = messageTable('spec-data', en, zh);
export const DATA_MSG = dataMessages.texts.en;

/** The product type of an HS code (the unapproved lists name goods by HS code); '' for goods outside them. */
export function productTypeOfHs(hsCode: string): ProductTypeCode | '' {
  const hs = hsCode.replace(/\D/g, '');
  if (hs.startsWith('0203')) return 'PIG';
  if (hs.startsWith('0201') || hs.startsWith('0202')) return 'BEEF';
  if (hs.startsWith('0204')) return 'MUTTON';
  if (hs.startsWith('0207')) return 'POULTRY';
  if (hs.startsWith('0206') || hs.startsWith('0504')) return 'OFFAL';
  if (hs.startsWith('03') || hs.startsWith('1604') || hs.startsWith('1605')) return 'SEAFOOD';
  return '';
}
