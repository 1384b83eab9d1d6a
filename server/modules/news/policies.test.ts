import { describe, expect, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { newsDeskPolicy, newsItemPolicy } from './policies';

describe('the news policies', () => {
  it('gives the news desk (read, edit) to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', newsDeskPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'edit', newsDeskPolicy.of(null)));
  });

  it('lets anyone, visitors included, mark a published item as announced to search engines (§7)', () => {
    for (const actor of [owner, otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'markIncluded', newsItemPolicy.of({ id: 1 })))).toBe('allowed');
    }
  });
});
