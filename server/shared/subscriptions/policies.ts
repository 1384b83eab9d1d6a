import { isOwner, type Actor } from '../../platform/policy';
import type { LikeRow, SubscriptionRow } from './queries';

/** Subscriptions and likes are private: only their owner sees or removes them. */
export const subscriptionPolicy = {
  mayRemoveSubscription: (actor: Actor, row: Pick<SubscriptionRow, 'userId'>) => isOwner(actor, row.userId),
  mayRemoveLike: (actor: Actor, row: Pick<LikeRow, 'userId'>) => isOwner(actor, row.userId),
};
