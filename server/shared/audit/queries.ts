import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { escapeLike } from '../../db/sql/like';

export type AuditRow = typeof auditLog.$inferSelect;

/** Which entries to list; every field narrows the list. `until` is exclusive. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  since?: Date;
  until?: Date;
}

function whereOf(filter: AuditFilter): SQL | undefined {
  const actorId = filter.actor && /^\d+$/.test(filter.actor) ? Number(filter.actor) : undefined;
  return and(
    // The actor is named by user id or by (part of) the e-mail the entry recorded.
    actorId !== undefined ? eq(auditLog.actorId, actorId) : undefined,
    filter.actor && actorId === undefined ? ilike(auditLog.actorEmail, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.subjectType ? eq(auditLog.subjectType, filter.subjectType) : undefined,
    filter.subjectId ? eq(auditLog.subjectId, filter.subjectId) : undefined,
    filter.since ? gte(auditLog.at, filter.since) : undefined,
    filter.until ? lt(auditLog.at, filter.until) : undefined,
  );
}

/** A page of entries, newest first (id breaks ties within one instant). */
export async function pageAudit(db: Executor, filter: AuditFilter, offset: number, limit: number) {
  const where = whereOf(filter);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).offset(offset).limit(limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
