import type { Executor } from '../../db/client';
import type { ActingUser } from '../../platform/policy';
import { auditLog } from '../../db/schema/index';

/**
 * The administrator making a write, and the request it came in, as services receive them (no HTTP objects). It is
 * an acting user too (its role), so the service authorizes the same value it records.
 */
export interface AuditActor extends ActingUser {
  email: string;
  requestId: string;
}

/** One change: what was done to which subject, with its values before and after (null when there were none). */
export interface AuditChange {
  action: string;
  subjectType: string;
  subjectId: string | number;
  before: unknown;
  after: unknown;
}

/** Dates become ISO strings and undefined fields vanish, as they will when read back from jsonb. */
const asJson = (value: unknown): unknown => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

/** Records one administrator write. Areas call it on every admin write, inside the write's transaction. */
export async function recordAudit(db: Executor, actor: AuditActor, change: AuditChange): Promise<number> {
  const [row] = await db
    .insert(auditLog)
    .values({
      actorId: actor.userId,
      actorEmail: actor.email,
      action: change.action,
      subjectType: change.subjectType,
      subjectId: String(change.subjectId),
      before: asJson(change.before),
      after: asJson(change.after),
      requestId: actor.requestId.slice(0, 100),
    })
    .returning({ id: auditLog.id });
  return row?.id ?? 0;
}

/** The actor of a write made in a request: the signed-in administrator and the request's id. */
export const auditActorOf = (user: ActingUser & { email: string }, requestId: string): AuditActor => ({
  userId: user.userId,
  email: user.email,
  role: user.role,
  requestId,
});
