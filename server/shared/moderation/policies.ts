import { MODERATION_MSG } from '../../../contracts/moderation/codes';
import { badRequest, unauthorized } from '../../platform/envelope';
import { adminOnly, definePolicy, isOwner, refuse } from '../../platform/policy';
import type { ModeratedRecord } from './registry';

/**
 * Moderated items (the 'moderated-item' subject: a lead, a topic, a comment under review or reported). Any user
 * reports what others wrote, never their own; administrators review, flag and confirm, read the queue and set the
 * auto-approval, and to anyone else those calls do not exist.
 */
export const moderationPolicy = definePolicy(
  'moderated-item',
  {
    report: (actor, item: Pick<ModeratedRecord, 'authorId'>) => actor !== null && !isOwner(actor, item.authorId),
    read: adminOnly,
    moderate: adminOnly,
  },
  {
    report: (actor) => (actor ? badRequest(MODERATION_MSG.ownItem) : unauthorized()),
    read: refuse.hide(),
    moderate: refuse.hide(),
  },
);
