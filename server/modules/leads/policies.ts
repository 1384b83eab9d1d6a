import { CHECK_STATUS } from '../../../contracts/core/codes';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { badRequest, notFound } from '../../platform/envelope';
import { definePolicy, isOwner, refuse } from '../../platform/policy';
import type { LeadRow } from './queries/leads';

type Authored = Pick<LeadRow, 'userId'>;

/**
 * Supply and demand posts (the 'lead' subject), §5, §6: only the author edits or deletes a post, and renews it once it is
 * approved. Someone else's post answers as if it did not exist; the author's own post not yet approved is a 400.
 */
export const leadPolicy = definePolicy(
  'lead',
  {
    delete: (actor, row: Authored) => isOwner(actor, row.userId),
    update: (actor, row: Authored) => isOwner(actor, row.userId),
    renew: (actor, row: Pick<LeadRow, 'userId' | 'checkStatus'>) => isOwner(actor, row.userId) && row.checkStatus === CHECK_STATUS.APPROVED,
  },
  {
    delete: refuse.hide(POSTING_MSG.leadNotFound),
    update: refuse.hide(POSTING_MSG.leadNotFound),
    renew: (actor, row) => (isOwner(actor, row.userId) ? badRequest(POSTING_MSG.notExpiring) : notFound(POSTING_MSG.leadNotFound)),
  },
);
