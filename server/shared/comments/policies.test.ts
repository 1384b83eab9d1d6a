import { describe, expect, it } from 'vitest';
import { COMMENT_MSG } from '../../../contracts/comments/codes';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { commentPolicy, isAuthor } from './policies';

const ownersComment = { authorId: owner.userId };

describe("the 'comment' policy", () => {
  it('lets any signed-in user write; a visitor is asked to sign in', () => {
    for (const actor of [owner, otherUser, admin])
      expect(outcomeOf(() => authorize(actor, 'write', commentPolicy.of(null)))).toBe('allowed');
    expect(outcomeOf(() => authorize(visitor, 'write', commentPolicy.of(null)))).toEqual({ status: 401, message: 'invalid token' });
  });

  it('lets the author and administrators delete; to another user or a visitor the comment does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'delete', commentPolicy.of(ownersComment)))).toBe('allowed');
    expect(outcomeOf(() => authorize(admin, 'delete', commentPolicy.of(ownersComment)))).toBe('allowed');
    for (const actor of [otherUser, visitor]) {
      expect(outcomeOf(() => authorize(actor, 'delete', commentPolicy.of(ownersComment)))).toEqual({
        status: 404,
        message: COMMENT_MSG.notFound,
      });
    }
    expect(commentPolicy.allows(otherUser, 'delete', ownersComment)).toBe(false);
  });

  it("tells the author's own delete from a moderator's", () => {
    expect(isAuthor(owner, ownersComment)).toBe(true);
    expect(isAuthor(admin, ownersComment)).toBe(false);
    expect(isAuthor(visitor, ownersComment)).toBe(false);
  });

  it('gives the moderation list and removal to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'moderate', commentPolicy.of(null)));
  });
});
