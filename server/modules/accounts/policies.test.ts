import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../contracts/admin/codes';
import { authorize } from '../../platform/policy';
import { admin, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { accountPolicy, isAdministrator, maySignIn } from './policies';

const ownAccount = accountPolicy.of({ id: owner.userId });

describe("the 'account' policy", () => {
  it('lets only the owner read and update the account (profile, password); another user 403, a visitor 401', () => {
    for (const action of ['read', 'update'] as const) {
      expect(outcomeOf(() => authorize(owner, action, ownAccount))).toBe('allowed');
      expect(outcomeOf(() => authorize(otherUser, action, ownAccount))).toEqual({ status: 403, message: 'You may not do this' });
      expect(outcomeOf(() => authorize(admin, action, ownAccount))).toEqual({ status: 403, message: 'You may not do this' });
      expect(outcomeOf(() => authorize(visitor, action, ownAccount))).toEqual({ status: 401, message: 'invalid token' });
    }
  });

  it('gives the user list and detail to administrators; to anyone else they do not exist', () => {
    expect(outcomeOf(() => authorize(admin, 'administer', ownAccount))).toBe('allowed');
    for (const actor of [owner, otherUser, visitor])
      expect(outcomeOf(() => authorize(actor, 'administer', ownAccount))).toMatchObject({ status: 404 });
  });

  it('lets an administrator manage other accounts but not their own; anyone else gets 404', () => {
    expect(outcomeOf(() => authorize(admin, 'manage', ownAccount))).toBe('allowed');
    expect(outcomeOf(() => authorize(admin, 'manage', accountPolicy.of({ id: admin.userId })))).toEqual({
      status: 403,
      message: ADMIN_MSG.notYourself,
    });
    for (const actor of [owner, otherUser, visitor])
      expect(outcomeOf(() => authorize(actor, 'manage', ownAccount))).toMatchObject({ status: 404 });
  });

  it('refuses sign-in to a disabled account', () => {
    expect(maySignIn({ disabledAt: null })).toBe(true);
    expect(maySignIn({ disabledAt: new Date() })).toBe(false);
  });
});

describe('an administrator account', () => {
  it('is one whose role is admin', () => {
    expect(isAdministrator({ role: 'admin' })).toBe(true);
    expect(isAdministrator({ role: 'user' })).toBe(false);
  });
});
