import { LABEL_CODE, TOPIC_TAB, TOPIC_TABS } from '../../../contracts/forum/codes';
import { POSTING_LIMITS } from '../../../contracts/posting/codes';
import { readOneOf, readPage, readShape, readText } from '../../lib/url-rules';
import { withQuery } from '../../ui/posts/address';

// The calls' own rules read the address; an empty value is left out of the call (undefined).
const text = (value: string | null) => readText(POSTING_LIMITS.searchMax, value) || undefined;
const code = (value: string | null) => readShape(LABEL_CODE, value) || undefined;

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

/** The forum's address with these filters (an empty one left out). */
export const forumHref = (p: Partial<ForumParams>) =>
  withQuery('/exchange', { labelClass: p.labelClass, labelCode: p.labelCode, tab: p.tab, content: p.content, page: p.page });
