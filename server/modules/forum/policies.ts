import { CHECK_STATUS } from '../../../contracts/core/codes';
import { isOwner, type Actor } from '../../platform/policy';

/** §5, §6: only the author deletes a topic; the public sees approved ones, authors their own. */
export const topicPolicy = {
  mayDelete: (actor: Actor, row: { userId: number }) => isOwner(actor, row.userId),
  maySee: (actor: Actor, row: { userId: number; checkStatus: number }) =>
    row.checkStatus === CHECK_STATUS.APPROVED || isOwner(actor, row.userId),
};
