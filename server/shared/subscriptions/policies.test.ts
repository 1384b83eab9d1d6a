import { describe, expect, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { admin, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { heldBy, LIKE_NOT_FOUND, likePolicy, SUBSCRIPTION_NOT_FOUND, subscriptionPolicy } from './policies';

const ownersRow = { userId: owner.userId };

describe("the 'subscription' and 'like' policies", () => {
  it('lets any signed-in user keep a list and add; a visitor is asked to sign in', () => {
    for (const actor of [owner, otherUser, admin]) {
      expect(outcomeOf(() => authorize(actor, 'read', subscriptionPolicy.of(null)))).toBe('allowed');
      expect(outcomeOf(() => authorize(actor, 'add', subscriptionPolicy.of(null)))).toBe('allowed');
      expect(outcomeOf(() => authorize(actor, 'add', likePolicy.of(null)))).toBe('allowed');
    }
    expect(outcomeOf(() => authorize(visitor, 'add', subscriptionPolicy.of(null)))).toMatchObject({ status: 401 });
    expect(outcomeOf(() => authorize(visitor, 'add', likePolicy.of(null)))).toMatchObject({ status: 401 });
  });

  it('lets only the owner remove; anyone else, administrators too, hears it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'remove', subscriptionPolicy.of(ownersRow)))).toBe('allowed');
    expect(outcomeOf(() => authorize(owner, 'remove', likePolicy.of(ownersRow)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'remove', subscriptionPolicy.of(ownersRow)))).toEqual({
        status: 404,
        message: SUBSCRIPTION_NOT_FOUND,
      });
      expect(outcomeOf(() => authorize(actor, 'remove', likePolicy.of(ownersRow)))).toEqual({ status: 404, message: LIKE_NOT_FOUND });
    }
  });

  it("tells an unsubscribe link's user their own subscription from someone else's", () => {
    expect(heldBy(ownersRow, owner.userId)).toBe(true);
    expect(heldBy(ownersRow, otherUser.userId)).toBe(false);
    expect(heldBy(undefined, owner.userId)).toBe(false);
  });
});
