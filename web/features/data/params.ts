import { hrefOf } from '../../../contracts/core/calls';
import { dataCalls } from '../../../contracts/data/calls';
import {
  DATA_TYPES,
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
} from '../../../contracts/data/codes';

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
  order: 'ascend' | 'descend' | '';
}

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? '') ? ((value ?? '') as T) : fallback;
const matching = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : '');
const MONTH_OR_DAY = /^\d{4}-\d{2}(-\d{2})?$/;

export function dataParams(url: URL): DataParams {
  const q = url.searchParams;
  const year = Number(q.get('year'));
  return {
    type: oneOf(PRODUCT_TYPE_CODES, q.get('type'), DEFAULT_PRODUCT_TYPE),
    chart: oneOf(DATA_TYPES, q.get('chart'), 'VOLUME'),
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : undefined,
    future: matching(q.get('future'), /^[A-Z0-9._-]{1,20}$/),
    index: matching(q.get('index'), /^[A-Z0-9._-]{1,20}$/),
    category: oneOf(QUOTE_CATEGORIES, q.get('category'), 'Seafood'),
    start: matching(q.get('start'), MONTH_OR_DAY),
    end: matching(q.get('end'), MONTH_OR_DAY),
    keyText: (q.get('keyText') ?? '').trim().slice(0, 100),
    date: matching(q.get('date'), /^\d{4}-\d{2}-\d{2}$/),
    productName: (q.get('productName') ?? '').trim().slice(0, 100),
    sort: oneOf([...QUOTE_SORT_FIELDS, ''] as const, q.get('sort'), ''),
    order: oneOf(['ascend', 'descend', ''] as const, q.get('order'), ''),
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
