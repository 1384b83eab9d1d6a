import { TOPIC_TAB } from '../../../contracts/forum/codes';
import { LEAD_TYPE, type LeadType } from '../../../contracts/leads/codes';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';

const positive = (value: string | null) => (value && /^\d{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : 1);
const text = (value: string | null, max: number = POSTING_LIMITS.searchMax) => value?.trim().slice(0, max) || undefined;
const code = (value: string | null) => (value && /^[A-Z0-9_]{1,40}$/.test(value) ? value : undefined);

/** The board's address: type (1 For Buyers, the default; 2 For Suppliers), keywords (the home page's B2B search), page. */
export function boardParams(url: URL) {
  const p = url.searchParams;
  return {
    type: (p.get('type') === '2' ? LEAD_TYPE.DEMAND : LEAD_TYPE.SUPPLY) as LeadType,
    keywords: text(p.get('keywords')),
    page: positive(p.get('page')),
  };
}
export type BoardParams = ReturnType<typeof boardParams>;

/** The forum's address (§2): labelClass and labelCode, the tab (1 Last Release), content search, page. */
export function forumParams(url: URL) {
  const p = url.searchParams;
  const tab = Number(p.get('tab'));
  return {
    labelClass: code(p.get('labelClass')),
    labelCode: code(p.get('labelCode')),
    tab: (tab === TOPIC_TAB.TOP || tab === TOPIC_TAB.SELECTION ? tab : TOPIC_TAB.LAST) as 1 | 2 | 3,
    content: text(p.get('content')),
    page: positive(p.get('page')),
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
