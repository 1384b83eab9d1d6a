import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { plantStatusPolicy } from './policies';

describe("the 'plant-status' policy", () => {
  it('gives the review list and a status change to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', plantStatusPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'change', plantStatusPolicy.of(null)));
  });
});
