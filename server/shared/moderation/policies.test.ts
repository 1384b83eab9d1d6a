import { describe, expect, it } from 'vitest';
import { MODERATION_MSG } from '../../../contracts/moderation/codes';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { moderationPolicy } from './policies';

const ownersItem = moderationPolicy.of({ authorId: owner.userId });

describe("the 'moderated-item' policy", () => {
  it('lets another user or an administrator report an item; its author is told no (400), a visitor to sign in', () => {
    expect(outcomeOf(() => authorize(otherUser, 'report', ownersItem))).toBe('allowed');
    expect(outcomeOf(() => authorize(admin, 'report', ownersItem))).toBe('allowed');
    expect(outcomeOf(() => authorize(owner, 'report', ownersItem))).toEqual({ status: 400, message: MODERATION_MSG.ownItem });
    expect(outcomeOf(() => authorize(visitor, 'report', ownersItem))).toEqual({ status: 401, message: 'invalid token' });
  });

  it('gives the queue and its settings (read) and reviews, flags and confirmations (moderate) to administrators only', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', moderationPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'moderate', moderationPolicy.of(null)));
  });
});
