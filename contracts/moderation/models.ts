import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { CHECK_STATUS_FILTER, MODERATED_TYPES, MODERATION_LIMITS as L, MODERATION_MSG } from './codes';
import { pageText } from '../core/fields';

export const queueQuery = z.object({
  subjectType: z.enum(MODERATED_TYPES).default('SUPPLY_DEMAND'),
  checkStatus: CHECK_STATUS_FILTER.default(1),
  reported: z.enum(['1']).optional().describe('1: only items users reported and no moderator has reviewed since'),
  edits: z.enum(['1']).optional().describe('1: only items with an edit waiting for review (decision 0050)'),
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(L.queuePageSize),
});

export const editChangeSchema = z.object({ field: z.string(), before: z.string(), after: z.string() });
export type EditChange = z.infer<typeof editChangeSchema>;
export const editSchema = z.object({
  state: z.enum(['pending', 'resubmitted']),
  submittedAt: z.string(),
  changes: z.array(editChangeSchema),
});
export type QueueEdit = z.infer<typeof editSchema>;

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
  /**
   * An edit waiting for review (decision 0050): 'pending', the new version of a published item, not yet live;
   * 'resubmitted', a refused or expired item its author edited and sent back. Changes field by field.
   */
  edit: editSchema.nullable(),
});
export type QueueItem = z.infer<typeof queueItemSchema>;

export const reviewBody = z
  .object({
    subjectType: z.enum(MODERATED_TYPES),
    id: intText({ min: 1 }),
    checkStatus: z.union([z.literal(2), z.literal(3)]),
    reason: z.string().trim().max(L.reasonMax).optional(),
    edit: z
      .boolean()
      .optional()
      .describe("true: decides the item's pending edit (approve publishes it, refuse drops it and keeps the approved version)"),
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
const autoApproveAfter = int().min(0).max(L.autoApproveAfterMax);
const reviewEdits = z.boolean().describe('Whether an edit of a published item waits for review (on) or is live at once (off)');
export const settingsSchema = z.object({ autoApproveAfter, reviewEdits });
/** Either setting, or both; the other keeps its value. */
export const saveSettingsBody = z
  .object({ autoApproveAfter: autoApproveAfter.optional(), reviewEdits: reviewEdits.optional() })
  .refine((b) => b.autoApproveAfter !== undefined || b.reviewEdits !== undefined, {
    message: MODERATION_MSG.settingsEmpty,
    path: ['autoApproveAfter'],
  });
