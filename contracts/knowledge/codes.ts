import { KEYWORD_MAX } from '../core/rules';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The knowledge base's constants (§2 'Knowledge base', §3 'Knowledge article', §7, §9). */

/** §9: the knowledge base lists 10 articles a page. */
export const KNOWLEDGE_PAGE_SIZE = 10;

/** §3: the tree's two entries that are not categories: every article, and the most read. */
export const CATEGORY_ALL = -1;
export const CATEGORY_HOT = -3;
/** The hot entry holds this many of the most read articles (one page). */
export const HOT_ARTICLES = 10;
export const CATEGORY_LABEL = { all: 'All', hot: 'Hot' } as const;

/** §7: what pageKnowledge asks for; the only values the knowledge base stores. */
export const CONTENT_TYPE = { KNOWLEDGE: 'KNOWLEDGE' } as const;
export const CONTENT_DISPLAY = { DISPLAY: 'DISPLAY', HIDDEN: 'HIDDEN' } as const;
export const CONTENT_DISPLAYS = [CONTENT_DISPLAY.DISPLAY, CONTENT_DISPLAY.HIDDEN] as const;
export type ContentDisplay = (typeof CONTENT_DISPLAYS)[number];

/** An article is written as a draft and becomes public when published (and shown: contentDisplay DISPLAY). */
export const PUBLICATION_STATES = ['draft', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];

/** §3 waterRemarkFlag: 1 shows the watermark text over the article, 0 does not. baiduIncluded: 1 submitted. */
export const FLAG = { OFF: 0, ON: 1 } as const;

/** §9: the watermark text repeats once for every this many pixels of the article's height. */
export const WATERMARK_STEP_PX = 200;

/** A category tree has roots and their children: two levels, as the pages show it. */
export const CATEGORY_MAX_DEPTH = 2;

export const KNOWLEDGE_LIMITS = {
  articleTitle: KEYWORD_MAX,
  contentTitle: 250,
  content: 200_000,
  contentKeyword: 250,
  waterRemark: 50,
  categoryName: 80,
  adminPageSizeMax: 100,
} as const;

export const knowledgeMessages = messageTable('spec-knowledge', en, zh);
export const KNOWLEDGE_MSG = knowledgeMessages.texts.en;
