import { CHECK_STATUS } from '../../../contracts/core/codes';
import { isOwner, type Actor } from '../../platform/policy';

/** §5, §6: only the author deletes or renews a post or topic; the public sees approved ones, authors their own. */
export const communityPolicy = {
  mayDelete: (actor: Actor, row: { userId: number }) => isOwner(actor, row.userId),
  mayRenew: (actor: Actor, row: { userId: number; checkStatus: number }) =>
    isOwner(actor, row.userId) && row.checkStatus === CHECK_STATUS.APPROVED,
  maySee: (actor: Actor, row: { userId: number; checkStatus: number }) =>
    row.checkStatus === CHECK_STATUS.APPROVED || isOwner(actor, row.userId),
};
