import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { COMMENT_LIMITS, COMMENT_MSG, COMMENTS_TYPES } from './codes';
import { pageText } from '../core/fields';
import { KEYWORD_MAX } from '../core/rules';
import { verifiedBadgeSchema } from '../companies/badge';

/** Comments (§3 Comment, §7 'Comments'): the session decides the author; ownerId names the subject. */

/** The subject's id in its area (an article id, a topic code); numbers are accepted as the spec's clients send them. */
const ownerId = z
  .union([z.string(), int()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(64))
  .describe("The subject's id in its commentsType (an article id, a topic code)");

const messageContent = z
  .string()
  .trim()
  .min(1, COMMENT_MSG.empty)
  .max(COMMENT_LIMITS.contentMax, COMMENT_MSG.tooLong)
  .describe(`1 to ${COMMENT_LIMITS.contentMax} characters after trimming`);

const optionalText = (max: number) => z.string().trim().max(max).optional();

export const commentsQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: COMMENT_LIMITS.pageSizeMax }).prefault(COMMENT_LIMITS.pageSize),
  commentsType: z.enum(COMMENTS_TYPES),
  ownerId,
  countryCode: optionalText(2).describe('Informative: ownerId alone names the subject'),
});

export const addCommentBody = z.object({
  commentsType: z.enum(COMMENTS_TYPES),
  ownerId,
  messageContent,
  messageMode: optionalText(40).describe('e.g. KNOWLEDGE_BASE or QUERYTOOL'),
  businessType: optionalText(40),
  accessType: optionalText(10),
  countryCode: optionalText(2),
  tags: optionalText(500).describe('A JSON string (code, businessType, userId, supplyPublisher), kept as sent'),
});

export const replyCommentBody = addCommentBody.extend({
  pid: intText({ min: 1 }).describe('The comment replied to'),
});

export const deleteCommentBody = z.object({
  commentsType: z.enum(COMMENTS_TYPES),
  id: intText({ min: 1 }),
});

export const commentIdParams = z.object({ id: intText({ min: 1 }) });

const commentFields = {
  id: int(),
  author: z.string().describe("The author's nickname when writing"),
  authorId: int(),
  avatar: z.string(),
  messageContent: z.string(),
  updateDate: z.string(),
  adminReply: int().describe('0: written by an administrator (shown as Admin with a badge); 1: a user'),
  pid: int().nullable(),
  commentsType: z.string(),
  ownerId: z.string(),
  messageMode: z.string(),
  accessType: z.string(),
  tags: z.string(),
  deletable: z.boolean().describe('Whether the caller may delete it (its author or an administrator)'),
  verified: verifiedBadgeSchema
    .nullable()
    .describe("The author's Verified badge as of now (docs/companies.md); null when they hold none or for an administrator"),
};

export const commentReplySchema = z.object({
  ...commentFields,
  messageNickName: z.string().describe('The nickname of the comment replied to'),
  messageReplyAdmin: int().describe('adminReply of the comment replied to'),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentSchema = z.object({
  ...commentFields,
  messageReply: z.array(commentReplySchema).describe('Every reply in the thread, oldest first; pid says which one each answers'),
});
export type Comment = z.infer<typeof commentSchema>;

/** The admin shell's list of recent comments (moderation): any subject, newest first. */
export const adminCommentsQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: COMMENT_LIMITS.adminPageSizeMax }).prefault(COMMENT_LIMITS.adminPageSize),
  commentsType: z.enum(COMMENTS_TYPES).optional(),
  keyword: z.string().trim().max(KEYWORD_MAX).optional().describe("Part of the text or of the author's nickname"),
});

export const adminCommentSchema = z.object({
  id: int(),
  commentsType: z.string(),
  ownerId: z.string(),
  subjectTitle: z.string().nullable().describe("The commented record's title, or null when it no longer exists"),
  subjectLink: z.string().nullable(),
  author: z.string(),
  authorId: int(),
  adminReply: int(),
  pid: int().nullable(),
  messageContent: z.string(),
  replyCount: int().describe('Live replies below it, removed with it'),
  updateDate: z.string(),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;
