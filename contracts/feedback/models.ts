import { z } from 'zod';
import { idText, int, intText } from '../core/numbers';
import { FEEDBACK_CLIENT, FEEDBACK_LIMITS as L, FEEDBACK_MSG, FEEDBACK_STATUSES } from './codes';
import { pageText } from '../core/fields';

/**
 * §3 feedback as the form sends it (§7 'POST feedback addFeedback'). userId, username and createName are the
 * spec's fields; the server fills them from the session and ignores what a client claims.
 */
export const addFeedbackBody = z.object({
  client: z.literal(FEEDBACK_CLIENT).default(FEEDBACK_CLIENT),
  type: z.string().trim().min(1, FEEDBACK_MSG.unknownType).max(50),
  content: z.string().trim().min(1, FEEDBACK_MSG.required).max(L.content, FEEDBACK_MSG.contentMax),
  contact: z.string().trim().max(L.contact, FEEDBACK_MSG.contactMax).default(''),
  images: z.object({ list: z.array(z.string().max(500)).max(L.images) }).default({ list: [] }),
  userId: z.union([z.number(), z.string()]).nullish(),
  username: z.string().max(200).nullish(),
  createName: z.string().max(200).nullish(),
});

export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);

export const feedbackReplySchema = z.object({
  id: int(),
  to: z.string(),
  message: z.string(),
  adminEmail: z.string(),
  sentAt: z.string(),
});

/** An inbox item: the §3 fields, the type's name, the state, and the replies sent. */
export const adminFeedbackSchema = z.object({
  id: int(),
  client: z.string(),
  type: z.string(),
  typeName: z.string(),
  content: z.string(),
  contact: z.string(),
  contactIsEmail: z.boolean(),
  images: z.object({ list: z.array(z.string()) }),
  userId: int().nullable(),
  username: z.string().nullable(),
  createName: z.string().nullable(),
  status: feedbackStatusSchema,
  createTime: z.string(),
  replies: z.array(feedbackReplySchema),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackQuery = z.object({
  type: z.string().trim().max(L.typeFilter).optional(),
  status: feedbackStatusSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page: pageText(),
  limit: intText({ min: 1, max: 50 }).prefault(L.adminPageSize),
});

export const feedbackIdParams = z.object({ id: idText() });
export const feedbackStatusBody = z.object({ status: feedbackStatusSchema });
export const feedbackReplyBody = z.object({ message: z.string().trim().min(1, FEEDBACK_MSG.required).max(L.reply) });
