import { z } from 'zod';
import { CHECK_STATUS } from '../core/codes';
import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Review before publishing (§4 'Review status'), reports and the admin queue. */

export { CHECK_STATUS };
export const CHECK_STATUS_LABEL: Record<number, string> = { 1: 'Under Review', 2: 'Approved', 3: 'Refused' };
export const checkStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
/** A list filter: -1 or 0 mean all (§4). */
export const CHECK_STATUS_FILTER = z.coerce.number().pipe(z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3)]));

/** What the moderation queue holds: the subject types areas register with it. */
export const MODERATED_TYPES = ['SUPPLY_DEMAND', 'COMMUNITY'] as const;
export type ModeratedType = (typeof MODERATED_TYPES)[number];
export const MODERATED_TYPE_LABEL: Record<ModeratedType, string> = { SUPPLY_DEMAND: 'Supply and demand', COMMUNITY: 'Topic' };

export const MODERATION_LIMITS = {
  reasonMax: 200,
  reportReasonMax: 300,
  queuePageSize: 20,
  /** The default number of approved items after which a user's new ones are published without review; 0 never. */
  autoApproveAfterDefault: 0,
  autoApproveAfterMax: 1000,
  reportsPerHour: 20,
} as const;

export const moderationMessages = messageTable('spec-moderation', en, zh);
export const MODERATION_MSG = moderationMessages.texts.en;
