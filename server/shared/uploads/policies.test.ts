import { describe, expect, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { uploadedBy, uploadPolicy } from './policies';

const purposeFor = (who: 'anyone' | 'user' | 'admin') => uploadPolicy.of({ who });

describe("the 'upload' policy", () => {
  it("gives a token for an anyone's purpose to everyone, visitors included", () => {
    for (const actor of [owner, otherUser, visitor, admin])
      expect(outcomeOf(() => authorize(actor, 'request', purposeFor('anyone')))).toBe('allowed');
  });

  it("gives a token for a users' purpose to any signed-in user; a visitor is asked to sign in", () => {
    for (const actor of [owner, otherUser, admin]) expect(outcomeOf(() => authorize(actor, 'request', purposeFor('user')))).toBe('allowed');
    expect(outcomeOf(() => authorize(visitor, 'request', purposeFor('user')))).toEqual({ status: 401, message: 'invalid token' });
  });

  it("gives a token for an administrators' purpose to administrators only; to anyone else it does not exist", () => {
    expectAdminOnly((actor) => authorize(actor, 'request', purposeFor('admin')));
  });
});

describe('attaching an upload', () => {
  it('takes only files the same user (or, for a visitor, a visitor) uploaded', () => {
    expect(uploadedBy({ uploaderId: owner.userId }, owner.userId)).toBe(true);
    expect(uploadedBy({ uploaderId: owner.userId }, otherUser.userId)).toBe(false);
    expect(uploadedBy({ uploaderId: owner.userId }, null)).toBe(false);
    expect(uploadedBy({ uploaderId: null }, null)).toBe(true);
  });
});
