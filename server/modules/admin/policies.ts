import { adminOnly, definePolicy, refuse } from '../../platform/policy';

/** The audit log (the 'audit-log' subject): administrators read it; to anyone else it does not exist. */
export const auditLogPolicy = definePolicy('audit-log', { read: adminOnly }, { read: refuse.hide() });
