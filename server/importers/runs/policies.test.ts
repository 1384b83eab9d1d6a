import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { importRunPolicy } from './policies';

describe("the 'import-run' policy", () => {
  it('gives reading, previewing and starting imports to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', importRunPolicy.of(null)));
    expectAdminOnly((actor) => authorize(actor, 'run', importRunPolicy.of(null)));
  });
});
