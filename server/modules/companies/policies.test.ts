import { describe, expect, it } from 'vitest';
import { COMPANY_MSG } from '../../../contracts/companies/codes';
import { authorize } from '../../platform/policy';
import { admin, expectAdminOnly, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { applicationDocumentPolicy, applicationPolicy, teamPolicy, verificationReviewPolicy } from './policies';

const own = { applicantId: owner.userId };

describe("the 'company-application' and 'company-document' policies", () => {
  it('lets any signed-in user apply; a visitor is asked to sign in', () => {
    for (const actor of [owner, otherUser, admin])
      expect(outcomeOf(() => authorize(actor, 'apply', applicationPolicy.of(null)))).toBe('allowed');
    expect(outcomeOf(() => authorize(visitor, 'apply', applicationPolicy.of(null)))).toEqual({ status: 401, message: 'invalid token' });
  });

  it('shows an application and its documents to the applicant and administrators; to anyone else they do not exist', () => {
    for (const actor of [owner, admin]) {
      expect(outcomeOf(() => authorize(actor, 'read', applicationPolicy.of(own)))).toBe('allowed');
      expect(outcomeOf(() => authorize(actor, 'read', applicationDocumentPolicy.of(own)))).toBe('allowed');
    }
    for (const actor of [otherUser, visitor]) {
      expect(outcomeOf(() => authorize(actor, 'read', applicationPolicy.of(own)))).toEqual({
        status: 404,
        message: COMPANY_MSG.applicationNotFound,
      });
      expect(outcomeOf(() => authorize(actor, 'read', applicationDocumentPolicy.of(own)))).toEqual({
        status: 404,
        message: COMPANY_MSG.documentNotFound,
      });
    }
  });

  it('lets only the applicant confirm the work e-mail, not even an administrator', () => {
    expect(outcomeOf(() => authorize(owner, 'confirm', applicationPolicy.of(own)))).toBe('allowed');
    for (const actor of [otherUser, admin, visitor])
      expect(outcomeOf(() => authorize(actor, 'confirm', applicationPolicy.of(own)))).toMatchObject({ status: 404 });
  });

  it('keeps the review queue to administrators', () => {
    for (const action of ['list', 'decide', 'revoke'] as const)
      expectAdminOnly((actor) => authorize(actor, action, verificationReviewPolicy.of(null)));
  });
});

describe("the 'company-team' policy", () => {
  const outsider = { ownerId: owner.userId, member: false };
  const asMember = { ownerId: owner.userId, member: true };
  it('lets the owner, members and administrators read the team; anyone else hears it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'read', teamPolicy.of(outsider)))).toBe('allowed');
    expect(outcomeOf(() => authorize(otherUser, 'read', teamPolicy.of(asMember)))).toBe('allowed');
    expect(outcomeOf(() => authorize(admin, 'read', teamPolicy.of(outsider)))).toBe('allowed');
    for (const actor of [otherUser, visitor])
      expect(outcomeOf(() => authorize(actor, 'read', teamPolicy.of(outsider)))).toEqual({
        status: 404,
        message: COMPANY_MSG.team.notInTeam,
      });
  });

  it('lets only the owner manage: a member is told so, anyone else (an administrator too) hears 404', () => {
    expect(outcomeOf(() => authorize(owner, 'manage', teamPolicy.of(outsider)))).toBe('allowed');
    expect(outcomeOf(() => authorize(otherUser, 'manage', teamPolicy.of(asMember)))).toEqual({
      status: 403,
      message: COMPANY_MSG.team.notOwner,
    });
    for (const actor of [otherUser, admin, visitor])
      expect(outcomeOf(() => authorize(actor, 'manage', teamPolicy.of(outsider)))).toMatchObject({ status: 404 });
  });
});
