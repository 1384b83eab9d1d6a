import { describe, expect, it } from 'vitest';
import { CHECK_MSG } from '../../../contracts/check/codes';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { bankReportPolicy } from './policies';

describe("the 'bank-account-report' policy", () => {
  const row = { reporterId: owner.userId };
  it('lets any signed-in user report an account; a visitor is asked to sign in', () => {
    for (const actor of [owner, otherUser, admin])
      expect(outcomeOf(() => authorize(actor, 'report', bankReportPolicy.of(null)))).toBe('allowed');
    expect(outcomeOf(() => authorize(visitor, 'report', bankReportPolicy.of(null)))).toMatchObject({ status: 401 });
  });

  it('shows a report to its reporter and administrators; to anyone else it does not exist', () => {
    for (const actor of [owner, admin]) expect(outcomeOf(() => authorize(actor, 'read', bankReportPolicy.of(row)))).toBe('allowed');
    for (const actor of [otherUser, visitor]) {
      expect(outcomeOf(() => authorize(actor, 'read', bankReportPolicy.of(row)))).toEqual({
        status: 404,
        message: CHECK_MSG.reportNotFound,
      });
    }
  });

  it('leaves the review (confirm, refuse, withdraw) to administrators', () => {
    expectAdminOnly((actor) => authorize(actor, 'review', bankReportPolicy.of(null)));
  });
});
