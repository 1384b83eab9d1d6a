import { CHECK_STATUS } from '../../../contracts/core/codes';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { definePolicy, isOwner, refuse } from '../../platform/policy';

interface Authored {
  userId: number;
}

/**
 * Topics (the 'topic' subject), §5, §6: anyone reads an approved topic, the author also their own in any status;
 * only the author edits or deletes one. A topic someone may not read or delete answers as if it did not exist.
 */
export const topicPolicy = definePolicy(
  'topic',
  {
    read: (actor, row: Authored & { checkStatus: number }) => row.checkStatus === CHECK_STATUS.APPROVED || isOwner(actor, row.userId),
    delete: (actor, row: Authored) => isOwner(actor, row.userId),
    update: (actor, row: Authored) => isOwner(actor, row.userId),
  },
  {
    read: refuse.hide(POSTING_MSG.topicNotFound),
    delete: refuse.hide(POSTING_MSG.topicNotFound),
    update: refuse.hide(POSTING_MSG.topicNotFound),
  },
);
