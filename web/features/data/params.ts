import { hrefOf } from '../../../contracts/core/calls';
import { dataCalls } from '../../../contracts/data/calls';
import { ISO_DAY, ISO_MONTH } from '../../../contracts/core/rules';
import {
  DATA_LIMITS,
  DATA_TYPES,
  DATA_YEAR,
  type DataTable,
  type DataType,
  DEFAULT_PRODUCT_TYPE,
  type DownloadFormat,
  PRODUCT_TYPE_CODES,
  type ProductTypeCode,
  QUOTE_CATEGORIES,
  QUOTE_SORT_FIELDS,
  type QuoteCategory,
  type QuoteSortField,
  SECURITY_CODE,
  SORT_ORDERS,
  type SortOrder,
} from '../../../contracts/data/codes';
import { DEFAULT_LANG, type Lang } from '../../../contracts/core/codes';
import { langOfRequest } from '../../lib/i18n';
import { readInt, readOneOf, readShape, readText } from '../../lib/url-rules';

/**
 * The data pages' filters as they sit in the URL (a shared link reopens the same view). Anything malformed is
 * dropped rather than sent on, so the page still opens with its defaults.
 */
export interface DataParams {
  type: ProductTypeCode;
  chart: DataType;
  year: number | undefined;
  future: string;
  index: string;
  category: QuoteCategory;
  /** custom-enter: months YYYY-MM; meat-price: days YYYY-MM-DD. */
  start: string;
  end: string;
  keyText: string;
  date: string;
  productName: string;
  sort: QuoteSortField | '';
  order: SortOrder | '';
}

/** The calls' own rules read the address (a month filter also takes a day, as the calls do). */
export function dataParams(url: URL): DataParams {
  const q = url.searchParams;
  // The home page's price tables link to /data/quotes-detail?productName=<the table's product>, as the spec writes
  // it: a product name that is one of the tabs' parent products (Seafood, Fruits, Vegetable) opens that tab.
  const named = readText(DATA_LIMITS.productName, q.get('productName'));
  const parent = readOneOf(QUOTE_CATEGORIES, named);
  return {
    type: readOneOf(PRODUCT_TYPE_CODES, q.get('type')) ?? DEFAULT_PRODUCT_TYPE,
    chart: readOneOf(DATA_TYPES, q.get('chart')) ?? 'VOLUME',
    year: readInt(DATA_YEAR, q.get('year')),
    future: readShape(SECURITY_CODE, q.get('future')).toUpperCase(),
    index: readShape(SECURITY_CODE, q.get('index')).toUpperCase(),
    category: readOneOf(QUOTE_CATEGORIES, q.get('category')) ?? parent ?? 'Seafood',
    start: readShape(ISO_MONTH, q.get('start')),
    end: readShape(ISO_MONTH, q.get('end')),
    keyText: readText(DATA_LIMITS.keyword, q.get('keyText')),
    date: readShape(ISO_DAY, q.get('date')),
    productName: parent ? '' : named,
    sort: readOneOf(QUOTE_SORT_FIELDS, q.get('sort')) ?? '',
    order: readOneOf(SORT_ORDERS, q.get('order')) ?? '',
  };
}

const DEFAULTS: Partial<Record<keyof DataParams, unknown>> = { type: DEFAULT_PRODUCT_TYPE, chart: 'VOLUME', category: 'Seafood' };

/** The query of these params with some changed; empty values and defaults are left out. */
export function withParams(params: Partial<DataParams>, changes: Partial<DataParams> = {}): string {
  const merged: Record<string, unknown> = { ...params, ...changes };
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '' || DEFAULTS[key as keyof DataParams] === value) continue;
    q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The download of a table with the page's filters, in the API's names. */
export function downloadHref(table: DataTable, format: DownloadFormat, filters: Record<string, string | number | undefined>): string {
  const query = Object.fromEntries(Object.entries({ format, ...filters } as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== ''));
  return hrefOf(dataCalls.download, { params: { table }, query: query as never });
}

/** The CSV and .xlsx links of one table's filtered rows, as every data table offers them. */
export function downloadPair(table: DataTable, filters: Record<string, string | number | undefined>) {
  return { csv: downloadHref(table, 'csv', filters), xlsx: downloadHref(table, 'xlsx', filters) };
}

/**
 * The calls' `lang` (names of countries and categories in the reader's language) for a page's request, for a call's
 * body and a download's query alike. Left out on English pages, where it is the calls' default: their requests and
 * links stay as they were.
 */
export function langFilter(request: Request): { lang?: Lang } {
  const lang = langOfRequest(request);
  return lang === DEFAULT_LANG ? {} : { lang };
}
