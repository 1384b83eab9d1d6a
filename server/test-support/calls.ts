import type { LightMyRequestResponse } from 'fastify';
import { asc, gt, max } from 'drizzle-orm';
import { pathOf, type CallDefinition } from '../../contracts/core/calls';
import { auditLog } from '../db/schema/index';
import type { TestApp } from './app';

/** Any input a test sends, valid or not: the server's validation decides. */
export interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** Sends a call as its definition describes it (path parameters, query, JSON body), with these headers. */
export function callAs(
  t: TestApp,
  headers: Record<string, string>,
  definition: CallDefinition,
  input: AnyInput = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: definition.method,
    url: pathOf(definition, input.params),
    query: input.query && Object.fromEntries(Object.entries(input.query).map(([k, v]) => [k, String(v)])),
    headers,
    ...(definition.method === 'POST' ? { payload: (input.body ?? {}) as object } : {}),
  });
}

export type AuditEntryRow = typeof auditLog.$inferSelect;

export async function lastAuditId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

/** The audit entries newer than `sinceId`, oldest first. */
export function auditSince(t: TestApp, sinceId: number): Promise<AuditEntryRow[]> {
  return t.database.db.select().from(auditLog).where(gt(auditLog.id, sinceId)).orderBy(asc(auditLog.id));
}
