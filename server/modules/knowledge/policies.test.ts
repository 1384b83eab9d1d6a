import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { articleDeskPolicy, categoryDeskPolicy } from './policies';

describe("the knowledge desk's policies", () => {
  it('gives articles and categories (read, edit) to administrators only; anyone else gets 404', () => {
    for (const policy of [articleDeskPolicy, categoryDeskPolicy]) {
      expectAdminOnly((actor) => authorize(actor, 'read', policy.of(null)));
      expectAdminOnly((actor) => authorize(actor, 'edit', policy.of(null)));
    }
  });
});
