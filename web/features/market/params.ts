import type { DownloadFormat } from '../../../contracts/downloads/formats';
import { hrefOf } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { plantPagePath } from '../../../contracts/market/pages';
import type { CsvList, CsvQuery } from '../../../contracts/market/inputs';
import { CUSTOMS_CODE, GOODS_TYPE, PLANT_STATUS_FILTERS } from '../../../contracts/market/codes';
import { ACCESS_TYPE, ACCESS_TYPES, DEFAULT_LANG, type AccessType, type Lang } from '../../../contracts/core/codes';
import { COUNTRY_CODE, KEYWORD_MAX } from '../../../contracts/core/rules';
import { readOneOf, readPage, readShape, readText } from '../../lib/url-rules';

/**
 * A market list's filters as they sit in the page URL, so a shared link reopens the same view.
 * The names follow the home search (keywords) and the spec's calls (accessType, countryCode).
 */
export interface ListParams {
  accessType: AccessType;
  countryCode: string;
  keywords: string;
  goodsType: string;
  status: string;
  customCode: string;
  page: number;
}

/** Anything the calls would refuse is dropped rather than sent on, by the calls' own rules: the list still opens. */
export function listParams(url: URL): ListParams {
  const q = url.searchParams;
  return {
    accessType: readOneOf(ACCESS_TYPES, q.get('accessType')) ?? ACCESS_TYPE.MEAT,
    countryCode: readShape(COUNTRY_CODE, q.get('countryCode')),
    keywords: readText(KEYWORD_MAX, q.get('keywords')),
    goodsType: readShape(GOODS_TYPE, q.get('goodsType')),
    status: readOneOf(PLANT_STATUS_FILTERS, q.get('status')) ?? '',
    customCode: readShape(CUSTOMS_CODE, q.get('customCode')),
    page: readPage(q.get('page')),
  };
}

/** The URL query with some values changed; empty values and page 1 are left out. */
export function withParams(params: Partial<ListParams>, changes: Partial<Record<keyof ListParams, string | number | undefined>>): string {
  const merged: Record<string, string | number | undefined> = { ...params, ...changes };
  const q = new URLSearchParams();
  for (const key of ['accessType', 'countryCode', 'goodsType', 'status', 'customCode', 'keywords', 'page'] as const) {
    const value = merged[key];
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** Whether a list's filters narrow it (the access type is its tab, not a filter). */
export const isFiltered = (p: ListParams) => Boolean(p.countryCode || p.keywords || p.goodsType || p.status || p.customCode);

/** The query of the same list without its filters: its access type kept, page 1. */
export const filtersCleared = (p: ListParams) => withParams({ accessType: p.accessType }, {});

/** The query string of a detail page (countryCode, accessType, plantNo ...), in a fixed order. */
export function detailQuery(values: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) q.set(key, value);
  return `?${q.toString()}`;
}

export const plantDetailHref = plantPagePath;

/**
 * A list page's downloads, as CSV and as Excel: the same filters, every page, names in the page's language (`lang`).
 */
export const downloadsOf = (list: CsvList, params: ListParams, lang: Lang = DEFAULT_LANG): ListDownloads => ({
  csv: downloadHref(list, params, lang, 'csv'),
  xlsx: downloadHref(list, params, lang, 'xlsx'),
});
export interface ListDownloads {
  csv: string;
  xlsx: string;
}

const downloadHref = (list: CsvList, params: ListParams, lang: Lang, format: DownloadFormat) =>
  hrefOf(marketCalls.exportCsv, {
    params: { list },
    query: {
      accessType: params.accessType,
      countryCode: params.countryCode,
      keywords: params.keywords,
      // listParams keeps only '' or one of PLANT_STATUS_FILTERS.
      status: params.status as CsvQuery['status'],
      goodsType: params.goodsType,
      customCode: params.customCode,
      // English is the call's default: an English page's link stays as it was.
      lang: lang === DEFAULT_LANG ? undefined : lang,
      // CSV is the call's default, as English is.
      format: format === 'csv' ? undefined : format,
    },
  });
