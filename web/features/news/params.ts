import { ACCESS_TYPES, type AccessType } from '../../../contracts/core/codes';
import { NEWS_KEYWORD_MAX } from '../../../contracts/news/codes';

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

/** Anything malformed in the URL is dropped rather than sent on: the list still opens. */
export function newsParams(url: URL): NewsParams {
  const q = url.searchParams;
  const page = Number(q.get('page'));
  const accessType = q.get('accessType') ?? '';
  const countryCode = q.get('countryCode') ?? '';
  const keyword = (name: string) => (q.get(name) ?? '').trim().slice(0, NEWS_KEYWORD_MAX);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    accessType: (ACCESS_TYPES as readonly string[]).includes(accessType) ? (accessType as AccessType) : '',
    countryCode: /^[A-Z]{2}$/.test(countryCode) ? countryCode : '',
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

/** The id of a detail page; 0 when missing or malformed (the API then answers 400, the page 404). */
export function detailId(url: URL): number {
  const id = Number(url.searchParams.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
}
