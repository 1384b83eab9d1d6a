import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Comments (§3 Comment, §5, §7 'Comments', §8). */

/** What a comment is on (§7 commentsType); each is a subject an area registers with the 'comment' feature. */
export const COMMENTS_TYPE = {
  COMMUNITY: 'COMMUNITY',
  FACTORY_NEWS: 'FACTORY_NEWS',
  AREA_NEWS: 'AREA_NEWS',
  KNOWLEDGE_BASE: 'KNOWLEDGE_BASE',
  COMPANY_NEWS: 'COMPANY_NEWS',
  /** A supply or demand post (a lead). */
  SUPPLY_DEMAND: 'SUPPLY_DEMAND',
} as const;
export const COMMENTS_TYPES = [
  COMMENTS_TYPE.COMMUNITY,
  COMMENTS_TYPE.FACTORY_NEWS,
  COMMENTS_TYPE.AREA_NEWS,
  COMMENTS_TYPE.KNOWLEDGE_BASE,
  COMMENTS_TYPE.COMPANY_NEWS,
  COMMENTS_TYPE.SUPPLY_DEMAND,
] as const;
export type CommentsType = (typeof COMMENTS_TYPES)[number];

/** §3: adminReply 0 means the author is an administrator; 1 a user. */
export const ADMIN_REPLY = { ADMIN: 0, USER: 1 } as const;

export const COMMENT_LIMITS = {
  /** §5, §10: at most 255 characters, after trimming. */
  contentMax: 255,
  /** §10: the pages ask for 500 or 9999 threads at once. */
  pageSize: 500,
  pageSizeMax: 9999,
  /** Writes (comments and replies) per user per minute: enough to talk, too few to flood. */
  writesPerMinute: 10,
  /** The admin shell's moderation list. */
  adminPageSize: 20,
  adminPageSizeMax: 100,
} as const;

export const commentMessages = messageTable('spec-comments', en, zh, { tooLong: { max: COMMENT_LIMITS.contentMax } });
export const COMMENT_MSG = commentMessages.texts.en;
