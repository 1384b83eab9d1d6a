import type { Language } from '../core/languages';
import { KEYWORD_MAX } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The News area's constants (§2 News, §3 'News item', §7 'News', §9). */

/** News sources (§9): 164 factory news, 8080 market ("area") news. */
export const NEWS_SOURCE = { FACTORY: 164, MARKET: 8080 } as const;
export type NewsSource = (typeof NEWS_SOURCE)[keyof typeof NEWS_SOURCE];

/** Page sizes (§9): market news and factory news 5, GACC updates 5 requested (4 shown on home, 10 on the overview), recommended 15. */
export const NEWS_PAGE_SIZE = {
  marketNews: 5,
  factoryNews: 5,
  customsUpdates: 5,
  overviewCustomsUpdates: 10,
  homeCustomsUpdates: 4,
  /** The list pages (/news/market-news, /news/factory-news, /news/supervision): 'most lists 10'. */
  lists: 10,
  recommended: 15,
  /** The company page's factory news (queryArticleByCompanyInfo was page 1, limit 5). */
  companyArticles: 5,
  /** Headlines of the home's rolling message. */
  rollMessage: 5,
  /** Items a feed holds. */
  feed: 50,
  admin: 20,
} as const;

/**
 * The language news bodies (content, contentEng) are written in: the desk writes them in English. Titles come in
 * both languages where the Chinese original exists (contentTitle), so a Chinese page shows its title in Chinese and
 * says the body is English.
 */
export const NEWS_BODY_LANGUAGE: Language = 'en';

/** Keywords longer than this are cut: a title or body phrase never needs more. */
export const NEWS_KEYWORD_MAX = KEYWORD_MAX;
/** Article limits of the admin forms. */
export const NEWS_LIMITS = { titleMax: 300, bodyMax: 200_000, keywordMax: 300, companyTagsMax: 50 } as const;

/** Publication state: admins write drafts; only published items are public. */
export const NEWS_STATE = { DRAFT: 'draft', PUBLISHED: 'published' } as const;

/** baiduIncluded: 1 once the page was announced to search engines (§3: the page submits it while not 1). */
export const BAIDU_INCLUDED = 1;

/** The kinds of news the admin calls and the pages name. */
export const NEWS_KINDS = ['market-news', 'factory-news'] as const;
export type NewsKind = (typeof NEWS_KINDS)[number];
export const SOURCE_OF_KIND: Record<NewsKind, NewsSource> = { 'market-news': NEWS_SOURCE.MARKET, 'factory-news': NEWS_SOURCE.FACTORY };

export const newsMessages = messageTable('spec-news', en, zh);
export const NEWS_MSG = newsMessages.texts.en;

/** Section names of the pages, feeds and JSON-LD. */
export const NEWS_SECTION = {
  market: 'Market News',
  factory: 'Factory News',
  customs: 'GACC Updates',
} as const;
