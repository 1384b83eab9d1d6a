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

export const COMMENT_MSG = {
  /** §7, §8: the success message of the writes. */
  success: 'Successfully!',
  /** §8 'Cannot be empty'. */
  empty: 'Cannot be empty',
  tooLong: `A comment has at most ${COMMENT_LIMITS.contentMax} characters`,
  notFound: 'No such comment',
  tooFast: 'You are commenting too fast; please wait a minute and try again',
} as const;
