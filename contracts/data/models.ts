import { z } from 'zod';
import { QUOTE_CATEGORIES } from './codes';

/** What the Data calls answer (§3), in the spec's field names, with each table's source and freshness beside it. */

/** Where a table's or chart's figures come from and how fresh they are (the latest row's date, late or not). */
export const freshnessSchema = z.object({
  source: z.string().describe("Who published the figures: 'China Customs', 'Dalian Commodity Exchange', … or 'Demo data'"),
  asOf: z.string().nullable().describe('YYYY-MM-DD (daily series) or YYYY-MM (monthly ones) of the latest row; null when none'),
  late: z.boolean().describe('The latest row is older than the series is published: daily after 4 days, monthly after 2 months'),
});
export type Freshness = z.infer<typeof freshnessSchema>;

/** A page of rows with its source and as-of date. */
export function dataPageOf<T extends z.ZodType>(row: T) {
  return z.object({ list: z.array(row), total: z.number().int() }).extend(freshnessSchema.shape);
}
export type DataPage<T> = { list: T[]; total: number } & Freshness;

export const productTypeSchema = z.object({ code: z.string(), name: z.string(), enName: z.string() });
export type ProductType = z.infer<typeof productTypeSchema>;

export const rankingRowSchema = z.object({
  countryName: z.string().describe("The country; a category row (isCategory) is named '#' + its category"),
  countryCode: z.string(),
  isCategory: z.boolean(),
  totalAmount: z.number().describe('Import value in 10,000 US dollars (shown x10 as thousand dollars)'),
  increaseRatioAmount: z.string().describe("Change of the value against the year before, '+1.25%'; '-' without a year before"),
  proportionForAmount: z.string().describe("Share of the product type's value, '12.50%'"),
  unitPrice: z.number().nullable().describe('Average price, USD/T'),
  totalVolume: z.number().describe('Tonnes'),
  increaseRatioVolume: z.string(),
  proportionForVolume: z.string(),
  lineNum: z.number().int().nullable().describe("Rank of the country; null on category rows (shown '--')"),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingPageSchema = dataPageOf(rankingRowSchema).extend({
  yearName: z.number().int().describe('The year the ranking is of'),
  years: z.array(z.number().int()).describe('The years that have data, newest first'),
});
export type RankingPage = z.infer<typeof rankingPageSchema>;

export const yearlyStatisticSchema = dataPageOf(z.object({ countryName: z.string(), percent: z.number().describe('Share, %') })).extend(
  { yearName: z.number().int() },
);
export const yearlyTrendRowSchema = z.object({
  year: z.number().int(),
  country: z.string(),
  totalVolume: z.number().optional().describe('VOLUME: tonnes'),
  totalAmount: z.number().optional().describe('PRICE: 10,000 US dollars'),
});
export type YearlyTrendRow = z.infer<typeof yearlyTrendRowSchema>;
export const monthlyTrendRowSchema = z.object({
  publishDate: z.string().describe('YYYY-MM'),
  weight: z.number().optional().describe('VOLUME: 10,000 tons'),
  price: z.number().optional().describe('PRICE: 10,000 US dollars'),
  categoryEnName: z.string(),
});
export type MonthlyTrendRow = z.infer<typeof monthlyTrendRowSchema>;

export const unapprovedRowSchema = z.object({
  id: z.number().int(),
  hsCode: z.string(),
  quarantineCode: z.string().describe('Inspection ID'),
  productName: z.string(),
  productWeight: z.number().nullable().describe('KG'),
  originCountry: z.string(),
  originCompany: z.string(),
  importer: z.string(),
  entryPort: z.string(),
  rejectReason: z.string(),
  showPublishDate: z.string().describe('Report month, YYYY-MM'),
});
export type UnapprovedRow = z.infer<typeof unapprovedRowSchema>;

export const meatPriceRowSchema = z.object({
  id: z.number().int(),
  quoteDate: z.string(),
  productName: z.string(),
  countryName: z.string().describe("Origin, '-' when the market does not name one"),
  lowPrice: z.number().nullable().describe('CNY/KG'),
  topPrice: z.number().nullable().describe('CNY/KG'),
});
export type MeatPriceRow = z.infer<typeof meatPriceRowSchema>;

export const quoteRowSchema = z.object({
  id: z.number().int(),
  quoteDate: z.string(),
  productName: z.string(),
  quoteValue: z.number().nullable().describe('CNY/KG, floored to 2 decimals'),
  changePercentage: z.string().describe("Against the product's previous quote: '+1.25%', '-0.40%'; '-' without one"),
  lowPrice: z.number().nullable(),
  highPrice: z.number().nullable(),
  place: z.string(),
  specInfo: z.string(),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;

export const securityQuoteSchema = z.object({
  securityCode: z.string(),
  securityCodeShort: z.string(),
  englishName: z.string(),
  weightUnitSymbol: z.string().describe("Price unit, 'CNY/T' or 'points'"),
  lastPrice: z.number(),
  high: z.number(),
  low: z.number(),
  open: z.number(),
  rtPxChgPct1d: z.number().nullable().describe('Change on the day before, %'),
  rtPxChgNet1d: z.number().nullable(),
  pxSettleActualRt: z.number().nullable().describe('Settlement price; null when the exchange published none'),
  prevSesLastPrice: z.number().nullable(),
  ask: z.number().nullable().describe('Best ask; null: daily bars carry no order book'),
  createTime: z.string().describe('ISO time the bar was stored'),
  tradingDtRealtime: z.string().describe('YYYY-MM-DD trading day of the bar'),
  volume: z.number().nullable(),
  openInterest: z.number().nullable(),
  source: z.string(),
});
export type SecurityQuote = z.infer<typeof securityQuoteSchema>;

export const barSchema = z.object({
  tradeDate: z.string(),
  open: z.number(),
  high: z.number(),
  low: z.number(),
  close: z.number(),
  settle: z.number().nullable(),
  volume: z.number().nullable(),
  openInterest: z.number().nullable(),
});
export type Bar = z.infer<typeof barSchema>;
export const tendencySchema = dataPageOf(barSchema).extend({
  securityCode: z.string(),
  englishName: z.string(),
  weightUnitSymbol: z.string(),
  kind: z.enum(['FUTURE', 'INDEX']),
});
export type Tendency = z.infer<typeof tendencySchema>;

/** homepage/todayQuotes: each quote category's latest day, as quote/pageAll pages it (the home page's price blocks). */
export const todayQuotesSchema = z.object({
  list: z.array(z.object({ category: z.enum(QUOTE_CATEGORIES), page: dataPageOf(quoteRowSchema) })),
});
export type TodayQuotes = z.infer<typeof todayQuotesSchema>;

/** pc/quote/categories: the quote categories with their names in both languages. */
export const quoteCategoriesSchema = z.object({
  list: z.array(z.object({ category: z.enum(QUOTE_CATEGORIES), enName: z.string(), zhName: z.string() })),
});
