import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { jobPolicy } from './policies';

describe("the 'job' policy", () => {
  it('gives the queue (read, run, retry) to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', jobPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'run', jobPolicy.of(null)));
  });
});
