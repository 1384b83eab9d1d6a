import { adminPolicy, definePolicy } from '../../platform/policy';

/** The news desk (the 'news' subject: drafts and published items, customs updates): administrators only. */
export const newsDeskPolicy = adminPolicy('news', ['read', 'edit']);

/**
 * Published news (the 'news-item' subject). The spec's clients mark an item as announced to search engines without
 * signing in (§7 'updateBaiduIcluded'): the flag only says the item is in the sitemap, so anyone may set it.
 */
export const newsItemPolicy = definePolicy('news-item', { markIncluded: (_actor, _item: { id: number }) => true });
