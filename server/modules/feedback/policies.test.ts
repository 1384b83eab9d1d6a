import { describe, expect, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { feedbackPolicy } from './policies';

describe("the 'feedback' policy", () => {
  it('lets anyone send feedback, visitors included', () => {
    for (const actor of [owner, otherUser, visitor, admin])
      expect(outcomeOf(() => authorize(actor, 'send', feedbackPolicy.of(null)))).toBe('allowed');
  });

  it('gives the inbox (read) and its handling (status, reply) to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', feedbackPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'handle', feedbackPolicy.of(null)));
  });
});
