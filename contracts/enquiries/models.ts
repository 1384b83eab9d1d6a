import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { pageText } from '../core/fields';
import { ENQUIRY_LIMITS, ENQUIRY_MSG } from './codes';
import { verifiedBadgeSchema } from '../companies/badge';

const id = () => int().min(1);
const detail = z.string().trim().max(ENQUIRY_LIMITS.detailMax, ENQUIRY_MSG.detailTooLong).optional();

/** A message: the first one names the post (an enquiry), a reply names the conversation. Text is stored as text. */
export const messageAddBody = z
  .object({
    supplyDemandId: id().optional().describe('The post enquired about: the first message of a conversation'),
    conversationId: id().optional().describe('The conversation replied in'),
    content: z
      .string()
      .trim()
      .min(1, ENQUIRY_MSG.empty)
      .max(ENQUIRY_LIMITS.contentMax, ENQUIRY_MSG.tooLong)
      .describe(`1 to ${ENQUIRY_LIMITS.contentMax} characters after trimming`),
    quantity: detail.describe('With the first message only: the quantity wanted, as text (e.g. 2 x 40ft)'),
    targetPrice: detail.describe('With the first message only: the target price, as text (e.g. USD 3.2/kg CFR)'),
  })
  .refine((b) => (b.supplyDemandId === undefined) !== (b.conversationId === undefined), {
    message: ENQUIRY_MSG.oneTarget,
    path: ['conversationId'],
  });

export const conversationBody = z.object({ conversationId: id() });
export const messageIdBody = z.object({ id: id() });
export const userIdBody = z.object({ userId: id() });
export const reportConversationBody = z.object({
  conversationId: id(),
  reason: z.string().trim().min(1, ENQUIRY_MSG.empty).max(ENQUIRY_LIMITS.reportReasonMax),
});

const pageLimit = () => intText({ min: 1, max: ENQUIRY_LIMITS.pageSizeMax }).prefault(ENQUIRY_LIMITS.pageSize);
export const conversationsQuery = z.object({ page: pageText(), limit: pageLimit() });
export const messagesQuery = z.object({ conversationId: intText({ min: 1 }), page: pageText(), limit: pageLimit() });

/** The other party; `verified` is their Verified badge as of now (docs/companies.md), null when they hold none. */
const party = z.object({ userId: z.number().int(), nickName: z.string(), verified: verifiedBadgeSchema.nullable() });

export const conversationSchema = z.object({
  id: z.number().int(),
  lead: z.object({ id: z.number().int(), code: z.string(), type: z.number().int(), goodsType: z.string(), content: z.string() }),
  /** The other party, as the reader sees it. */
  other: party,
  /** Whether the reader is the post's author (true) or the enquirer. */
  mine: z.boolean(),
  /** Whether the reader is one of the two parties, who write, block and report; a team member only reads. */
  party: z.boolean(),
  lastMessage: z.object({ content: z.string(), deleted: z.boolean(), fromMe: z.boolean(), createDate: z.string() }).nullable(),
  unread: z.number().int(),
  /** Whether the reader has blocked the other party. */
  blocked: z.boolean(),
  lastMessageDate: z.string(),
});

export const messageSchema = z.object({
  id: z.number().int(),
  senderId: z.number().int(),
  fromMe: z.boolean(),
  /** Empty once deleted. */
  content: z.string(),
  quantity: z.string().nullable(),
  targetPrice: z.string().nullable(),
  deleted: z.boolean(),
  /** Removed by a moderator from a reported conversation (decision 0052); deleted is true too. */
  removed: z.boolean(),
  /** Whether the reader may still delete it. */
  deletable: z.boolean(),
  createDate: z.string(),
});

export const threadSchema = z.object({
  conversation: conversationSchema,
  /** Oldest first within the page; page 1 is the newest messages. */
  list: z.array(messageSchema),
  total: z.number().int(),
});

/** The admin's side of reported conversations (decision 0052). */
export const reportedQuery = z.object({ page: pageText(), limit: pageLimit() });
export const reportedConversationSchema = z.object({
  id: z.number().int(),
  lead: conversationSchema.shape.lead,
  enquirer: party,
  owner: party,
  openReports: z.number().int(),
  reportReasons: z.array(z.string()),
  messageCount: z.number().int(),
  lastMessageDate: z.string(),
});
export const blockSenderBody = z.object({
  conversationId: id(),
  userId: id().describe('The party who may no longer write to the other one'),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export type Conversation = z.infer<typeof conversationSchema>;
export type ConversationMessage = z.infer<typeof messageSchema>;
export type Thread = z.infer<typeof threadSchema>;
