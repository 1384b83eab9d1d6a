import { hrefOf } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { plantPagePath } from '../../../contracts/market/pages';
import type { CsvList, CsvQuery } from '../../../contracts/market/inputs';
import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';

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

const clean = (value: string | null, pattern: RegExp) => (value && pattern.test(value) ? value : '');

/** Anything malformed in the URL is dropped rather than sent on: the list still opens. */
export function listParams(url: URL): ListParams {
  const q = url.searchParams;
  const accessType = q.get('accessType');
  const page = Number(q.get('page'));
  return {
    accessType: (ACCESS_TYPES as readonly string[]).includes(accessType ?? '') ? (accessType as AccessType) : '201',
    countryCode: clean(q.get('countryCode'), /^[A-Z]{2}$/),
    keywords: (q.get('keywords') ?? '').trim().slice(0, 100),
    goodsType: clean(q.get('goodsType'), /^[A-Z_]{1,32}$/),
    status: clean(q.get('status'), /^[012]$/),
    customCode: clean(q.get('customCode'), /^\d{4}$/),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
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

/** The query string of a detail page (countryCode, accessType, plantNo ...), in a fixed order. */
export function detailQuery(values: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) q.set(key, value);
  return `?${q.toString()}`;
}

export const plantDetailHref = plantPagePath;

/** The CSV download of what a list page shows: the same filters, every page. */
export const csvHrefOf = (list: CsvList, params: ListParams) =>
  hrefOf(marketCalls.exportCsv, {
    params: { list },
    query: {
      accessType: params.accessType,
      countryCode: params.countryCode,
      keywords: params.keywords,
      // listParams keeps only '', '0', '1' or '2'.
      status: params.status as CsvQuery['status'],
      goodsType: params.goodsType,
      customCode: params.customCode,
    },
  });
