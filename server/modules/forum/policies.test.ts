import { describe, expect, it } from 'vitest';
import { CHECK_STATUS } from '../../../contracts/core/codes';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { authorize } from '../../platform/policy';
import { admin, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { topicPolicy } from './policies';

const approved = { userId: owner.userId, checkStatus: CHECK_STATUS.APPROVED };
const pending = { userId: owner.userId, checkStatus: CHECK_STATUS.UNDER_REVIEW };
const hidden = { status: 404, message: POSTING_MSG.topicNotFound };

describe("the 'topic' policy", () => {
  it('lets anyone read an approved topic', () => {
    for (const actor of [owner, otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'read', topicPolicy.of(approved)))).toBe('allowed');
    }
  });

  it('lets only the author read a topic not yet approved; to anyone else, administrators too, it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'read', topicPolicy.of(pending)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'read', topicPolicy.of(pending)))).toEqual(hidden);
    }
    expect(topicPolicy.allows(visitor, 'read', pending)).toBe(false);
  });

  it('lets only the author delete a topic; to anyone else, administrators too, it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'delete', topicPolicy.of(approved)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'delete', topicPolicy.of(approved)))).toEqual(hidden);
    }
  });
});
