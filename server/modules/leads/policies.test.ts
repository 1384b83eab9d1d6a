import { describe, expect, it } from 'vitest';
import { CHECK_STATUS } from '../../../contracts/core/codes';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { authorize } from '../../platform/policy';
import { admin, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { leadPolicy } from './policies';

const approved = { userId: owner.userId, checkStatus: CHECK_STATUS.APPROVED };
const pending = { userId: owner.userId, checkStatus: CHECK_STATUS.UNDER_REVIEW };
const hidden = { status: 404, message: POSTING_MSG.leadNotFound };

describe("the 'lead' policy", () => {
  it('lets only the author delete a post; to anyone else, administrators too, it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'delete', leadPolicy.of(pending)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'delete', leadPolicy.of(pending)))).toEqual(hidden);
    }
    expect(leadPolicy.allows(otherUser, 'delete', pending)).toBe(false);
  });

  it('lets the author renew an approved post; anyone else hears it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'renew', leadPolicy.of(approved)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'renew', leadPolicy.of(approved)))).toEqual(hidden);
    }
  });

  it('tells the author a post not yet approved cannot be renewed (400), and hides it from others', () => {
    expect(outcomeOf(() => authorize(owner, 'renew', leadPolicy.of(pending)))).toEqual({
      status: 400,
      message: POSTING_MSG.notExpiring,
    });
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'renew', leadPolicy.of(pending)))).toEqual(hidden);
    }
  });
});
