import { CHECK_STATUS } from '../../../contracts/core/codes';
import { isOwner, type Actor } from '../../platform/policy';

/** §5, §6: only the author deletes a supply and demand post, and renews it once approved. */
export const leadPolicy = {
  mayDelete: (actor: Actor, row: { userId: number }) => isOwner(actor, row.userId),
  mayRenew: (actor: Actor, row: { userId: number; checkStatus: number }) =>
    isOwner(actor, row.userId) && row.checkStatus === CHECK_STATUS.APPROVED,
};
