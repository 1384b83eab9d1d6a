import { LABEL_CODE, TOPIC_TAB, TOPIC_TABS } from '../../../contracts/forum/codes';
import { LEAD_TYPE, LEAD_TYPES } from '../../../contracts/leads/codes';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { readOneOf, readPage, readShape, readText } from '../../lib/url-rules';

// The calls' own rules read the address; an empty value is left out of the call (undefined).
const text = (value: string | null) => readText(POSTING_LIMITS.searchMax, value) || undefined;
const code = (value: string | null) => readShape(LABEL_CODE, value) || undefined;

/** The board's address: type (1 For Buyers, the default; 2 For Suppliers), keywords (the home page's B2B search), page. */
export function boardParams(url: URL) {
  const p = url.searchParams;
  return {
    type: readOneOf(LEAD_TYPES, p.get('type')) ?? LEAD_TYPE.SUPPLY,
    keywords: text(p.get('keywords')),
    page: readPage(p.get('page')),
  };
}
export type BoardParams = ReturnType<typeof boardParams>;

/** The forum's address (§2): labelClass and labelCode, the tab (1 Last Release), content search, page. */
export function forumParams(url: URL) {
  const p = url.searchParams;
  return {
    labelClass: code(p.get('labelClass')),
    labelCode: code(p.get('labelCode')),
    tab: readOneOf(TOPIC_TABS, p.get('tab')) ?? TOPIC_TAB.LAST,
    content: text(p.get('content')),
    page: readPage(p.get('page')),
  };
}
export type ForumParams = ReturnType<typeof forumParams>;

/** An address with these values, empty ones and defaults (page 1, tab 1) left out. */
export function withQuery(path: string, values: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'tab' && value === 1)) continue;
    q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}
