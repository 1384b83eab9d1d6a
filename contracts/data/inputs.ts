import { z } from 'zod';
import {
  DATA_LIMITS,
  DATA_MSG,
  DATA_TABLES,
  DATA_YEAR,
  DATA_TYPES,
  DEFAULT_PRODUCT_TYPE,
  DOWNLOAD_FORMATS,
  PRICE_CATEGORIES,
  PRODUCT_TYPE_CODES,
  QUOTE_CATEGORIES,
  QUOTE_SORT_FIELDS,
  SECURITY_CODE,
  SORT_ORDERS,
  TENDENCY_DAYS,
  TODAY_QUOTES_ROWS,
} from './codes';
import { LANGS } from '../core/codes';
import { shaped } from '../core/fields';
import { ISO_DAY, ISO_MONTH, PAGE_NUMBER } from '../core/rules';

/** The inputs of the Data calls (§7 'Data'): their field names, checked at the edge. */

const day = shaped(ISO_DAY);
const month = shaped(ISO_MONTH);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
const productType = z.enum(PRODUCT_TYPE_CODES).default(DEFAULT_PRODUCT_TYPE);
const year = z.coerce.number().int().min(DATA_YEAR.min).max(DATA_YEAR.max);
/** The reader's language: zh_cn names countries and customs categories in Chinese; en_us (the default) in English. */
const lang = z.enum(LANGS).optional().describe('Language of the names of countries and categories in the answer: en_us (default) or zh_cn');

export const yearlyPageBody = z.object({
  lang,
  yearName: year.optional().describe('The statistical year; the latest year with data when left out'),
  dataType: z.enum(DATA_TYPES).default('VOLUME'),
  productType,
  /** The detail tables list each country's categories under it. */
  withCategories: z.boolean().default(false),
});
export const statisticBody = z.object({ lang, yearName: year.optional(), dataType: z.enum(DATA_TYPES).default('VOLUME'), productType });
export const trendBody = z.object({ lang, dataType: z.enum(DATA_TYPES).default('VOLUME'), productType });

const monthRange = <T extends { publishStartDate?: string; publishEndDate?: string }>(b: T) =>
  !b.publishStartDate || !b.publishEndDate || b.publishStartDate.slice(0, 7) <= b.publishEndDate.slice(0, 7);
export const unapprovedBody = z
  .object({
    lang,
    productType: z.enum(PRODUCT_TYPE_CODES).optional(),
    keyText: optionalText(DATA_LIMITS.keyword).describe('Matches product, country, reason or port'),
    publishStartDate: month.optional(),
    publishEndDate: month.optional(),
  })
  .refine(monthRange, { message: DATA_MSG.monthOrder, path: ['publishStartDate'] });
export type UnapprovedQuery = z.infer<typeof unapprovedBody>;

const dayRange = <T extends { startDate?: string; endDate?: string }>(b: T) => !b.startDate || !b.endDate || b.startDate <= b.endDate;
export const cashPriceBody = z
  .object({
    lang,
    getLastDate: z.boolean().default(false).describe("true: only the latest day's quotes in the range"),
    noEntryGoodsTypeCode: z.enum(PRODUCT_TYPE_CODES).default(DEFAULT_PRODUCT_TYPE).describe('The product type'),
    startDate: day.optional(),
    endDate: day.optional(),
    page: z.coerce.number().int().min(PAGE_NUMBER.min).max(PAGE_NUMBER.max).default(1),
    limit: z.coerce.number().int().min(1).max(1000).default(1000),
  })
  .refine(dayRange, { message: DATA_MSG.dateOrder, path: ['startDate'] });
export type CashPriceQuery = z.infer<typeof cashPriceBody>;

export const quotePageBody = z.object({
  page: z.coerce.number().int().min(PAGE_NUMBER.min).max(PAGE_NUMBER.max).default(1),
  limit: z.coerce.number().int().min(1).max(1000).default(10),
  parentProductName: z.enum(QUOTE_CATEGORIES).default('Seafood'),
  quoteDate: day.optional().describe("The day; the category's latest day with quotes when left out"),
  productName: optionalText(DATA_LIMITS.productName),
  sortField: z.enum(QUOTE_SORT_FIELDS).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
export type QuotePageQuery = z.infer<typeof quotePageBody>;

export const tendencyBody = z.object({
  securityCode: z
    .string()
    .trim()
    .regex(SECURITY_CODE.pattern, SECURITY_CODE.message)
    .transform((s) => s.toUpperCase()),
  days: z.coerce.number().int().min(1).max(TENDENCY_DAYS.max).default(TENDENCY_DAYS.default),
});

/** A download of one table: the same filters the page sends, in the query. */
export const downloadParams = z.object({ table: z.enum(DATA_TABLES) });
export const downloadQuery = z
  .object({
    format: z.enum(DOWNLOAD_FORMATS).default('csv'),
    lang: lang.describe('Language of the headers, notes and names: en_us (default) or zh_cn'),
    productType: z.enum(PRODUCT_TYPE_CODES).optional(),
    dataType: z.enum(DATA_TYPES).default('VOLUME'),
    yearName: year.optional(),
    keyText: optionalText(DATA_LIMITS.keyword),
    publishStartDate: month.optional(),
    publishEndDate: month.optional(),
    startDate: day.optional(),
    endDate: day.optional(),
    parentProductName: z.enum(PRICE_CATEGORIES).optional(),
    quoteDate: day.optional(),
    productName: optionalText(DATA_LIMITS.productName),
    sortField: z.enum(QUOTE_SORT_FIELDS).optional().describe('quotes: the column the page sorts by'),
    sortOrder: z.enum(SORT_ORDERS).optional().describe('quotes: ascend (default with sortField) or descend'),
    securityCode: shaped(SECURITY_CODE)
      .transform((s) => s.toUpperCase())
      .optional(),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(TENDENCY_DAYS.max)
      .default(TENDENCY_DAYS.default)
      .describe("futures, index: the trading days of the chart's series, as its call takes them"),
  })
  .refine(monthRange, { message: DATA_MSG.monthOrder, path: ['publishStartDate'] })
  .refine(dayRange, { message: DATA_MSG.dateOrder, path: ['startDate'] });
export type DownloadQuery = z.infer<typeof downloadQuery>;

/** homepage/todayQuotes: how many rows of each category's latest day. */
export const todayQuotesBody = z.object({
  limit: z.coerce.number().int().min(1).max(TODAY_QUOTES_ROWS.max).default(TODAY_QUOTES_ROWS.default),
});
