import { describe, it } from 'vitest';
import { authorize } from '../../platform/policy';
import { expectAdminOnly } from '../../test-support/policy-actors';
import { auditLogPolicy } from './policies';

describe("the 'audit-log' policy", () => {
  it('gives the audit log to administrators only; anyone else gets 404', () => {
    expectAdminOnly((actor) => authorize(actor, 'read', auditLogPolicy.of(null)));
  });
});
