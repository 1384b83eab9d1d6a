import { SUBSCRIPTION_MSG } from '../../../contracts/subscriptions/codes';
import { definePolicy, isOwner, refuse, signedIn } from '../../platform/policy';
import type { LikeRow, SubscriptionRow } from './queries';

export const SUBSCRIPTION_NOT_FOUND = SUBSCRIPTION_MSG.subscriptionNotFound;
export const LIKE_NOT_FOUND = SUBSCRIPTION_MSG.likeNotFound;

/** True when the subscription is this user's (an unsubscribe link names the user by a signed token, not a session). */
export const heldBy = (row: Pick<SubscriptionRow, 'userId'> | undefined, userId: number) => row !== undefined && row.userId === userId;

/**
 * Subscriptions (the 'subscription' subject) are private: any user keeps a list of their own, and only its owner
 * removes one; someone else's answers as if it did not exist (ids reveal nothing). The subscriber a body may name
 * is checked by the 'user' policy (actAs).
 */
export const subscriptionPolicy = definePolicy(
  'subscription',
  {
    read: signedIn,
    add: signedIn,
    remove: (actor, row: Pick<SubscriptionRow, 'userId'>) => isOwner(actor, row.userId),
  },
  { remove: refuse.hide(SUBSCRIPTION_NOT_FOUND) },
);

/** Likes (the 'like' subject): any user likes a plant; only the one who liked it takes it back. */
export const likePolicy = definePolicy(
  'like',
  {
    add: signedIn,
    remove: (actor, row: Pick<LikeRow, 'userId'>) => isOwner(actor, row.userId),
  },
  { remove: refuse.hide(LIKE_NOT_FOUND) },
);
