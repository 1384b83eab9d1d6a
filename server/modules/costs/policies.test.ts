import { describe, expect, it } from 'vitest';
import { COST_MSG } from '../../../contracts/costs/codes';
import { authorize } from '../../platform/policy';
import { admin, otherUser, outcomeOf, owner, visitor } from '../../test-support/policy-actors';
import { costCalculationPolicy } from './policies';

const row = { userId: owner.userId };

describe("the 'costCalculation' policy", () => {
  it('lets any signed-in user save; a visitor is asked to sign in', () => {
    for (const actor of [owner, otherUser, admin])
      expect(outcomeOf(() => authorize(actor, 'save', costCalculationPolicy.of(null)))).toBe('allowed');
    expect(outcomeOf(() => authorize(visitor, 'save', costCalculationPolicy.of(null)))).toMatchObject({ status: 401 });
  });

  it('lets only the owner list and delete a calculation; to anyone else, an administrator too, it does not exist', () => {
    expect(outcomeOf(() => authorize(owner, 'list', costCalculationPolicy.of(row)))).toBe('allowed');
    expect(outcomeOf(() => authorize(owner, 'delete', costCalculationPolicy.of(row)))).toBe('allowed');
    for (const actor of [otherUser, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'delete', costCalculationPolicy.of(row)))).toEqual({
        status: 404,
        message: COST_MSG.notFound,
      });
      expect(outcomeOf(() => authorize(actor, 'list', costCalculationPolicy.of(row)))).not.toBe('allowed');
    }
  });
});
