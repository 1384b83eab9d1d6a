/**
 * The audit log: every administrator write, with who, what, when and the values before and after.
 * A shared feature: areas call recordAudit on their admin writes; it never imports an area.
 */
export { auditActorOf, recordAudit, type AuditActor, type AuditChange } from './record';
export { pageAudit, type AuditFilter, type AuditRow } from './queries';
