import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { NEWS_KEYWORD_MAX } from '../../../contracts/news/codes';
import { COUNTRY_CODE, RECORD_ID } from '../../../contracts/core/rules';
import { readInt, readOneOf, readPage, readShape, readText } from '../../lib/url-rules';

/**
 * A news list's filters as they sit in the page URL. The keyword keeps the name each list's call and the
 * spec's links give it: keywords (market news, the home search), contentKey (factory news), content (GACC).
 */
export interface NewsParams {
  page: number;
  countryCode: string;
  accessType: AccessType | '';
  keywords: string;
  contentKey: string;
  content: string;
}

const KEYS = ['accessType', 'countryCode', 'keywords', 'contentKey', 'content', 'page'] as const;

/** Anything the calls would refuse is dropped rather than sent on, by the calls' own rules: the list still opens. */
export function newsParams(url: URL): NewsParams {
  const q = url.searchParams;
  const keyword = (name: string) => readText(NEWS_KEYWORD_MAX, q.get(name));
  return {
    page: readPage(q.get('page')),
    accessType: readOneOf(ACCESS_TYPES, q.get('accessType')) ?? '',
    countryCode: readShape(COUNTRY_CODE, q.get('countryCode')),
    keywords: keyword('keywords'),
    contentKey: keyword('contentKey'),
    content: keyword('content'),
  };
}

/** The URL query with some values changed; empty values and page 1 are left out. */
export function withNewsParams(params: Partial<NewsParams>, changes: Partial<Record<keyof NewsParams, string | number>> = {}): string {
  const merged: Record<string, string | number | undefined> = { ...params, ...changes };
  const q = new URLSearchParams();
  for (const key of KEYS) {
    const value = merged[key];
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    q.set(key, String(value));
  }
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The id of a detail page; 0 when missing or not a record id (the API then answers 400, the page 404). */
export const detailId = (url: URL): number => readInt(RECORD_ID, url.searchParams.get('id')) ?? 0;
