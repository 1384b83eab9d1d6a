import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { CHECK_STATUS_FILTER, MODERATED_TYPES, MODERATION_LIMITS as L, MODERATION_MSG } from './codes';
import { pageText } from '../core/fields';

export const queueQuery = z.object({
  subjectType: z.enum(MODERATED_TYPES).default('SUPPLY_DEMAND'),
  checkStatus: CHECK_STATUS_FILTER.default(1),
  reported: z.enum(['1']).optional().describe('1: only items users reported and no moderator has reviewed since'),
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(L.queuePageSize),
});

export const queueItemSchema = z.object({
  subjectType: z.enum(MODERATED_TYPES),
  id: int(),
  title: z.string(),
  text: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  link: z.string(),
  authorId: int(),
  authorNickName: z.string(),
  checkStatus: int(),
  refuseReason: z.string(),
  top: int().nullable(),
  good: int().nullable(),
  createdAt: z.string(),
  openReports: int(),
  reportReasons: z.array(z.string()),
  /** A supply post's plant waiting for an admin to confirm the author speaks for it. */
  plant: z.object({ plantNo: z.string(), countryCode: z.string(), confirmed: z.boolean() }).nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const reviewBody = z
  .object({
    subjectType: z.enum(MODERATED_TYPES),
    id: intText({ min: 1 }),
    checkStatus: z.union([z.literal(2), z.literal(3)]),
    reason: z.string().trim().max(L.reasonMax).optional(),
  })
  .refine((b) => b.checkStatus !== 3 || !!b.reason, { message: MODERATION_MSG.reasonNeeded, path: ['reason'] });

export const flagsBody = z.object({
  subjectType: z.enum(MODERATED_TYPES),
  id: intText({ min: 1 }),
  top: z.union([z.literal(0), z.literal(1)]).optional(),
  good: z.union([z.literal(0), z.literal(1)]).optional(),
});

export const plantConfirmBody = z.object({ id: intText({ min: 1 }), confirmed: z.boolean() });

export const reportBody = z.object({
  subjectType: z.enum(MODERATED_TYPES),
  id: intText({ min: 1 }),
  reason: z.string().trim().min(1, 'Say what is wrong').max(L.reportReasonMax),
});

/** A JSON number only: coercion would read '', null, true or [3] as a number and save it. */
export const settingsSchema = z.object({
  autoApproveAfter: int().min(0).max(L.autoApproveAfterMax),
});
