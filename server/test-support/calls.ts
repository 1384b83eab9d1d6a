import type { LightMyRequestResponse } from 'fastify';
import { asc, gt, max } from 'drizzle-orm';
import { pathOf, type CallDefinition } from '../../contracts/core/calls';
import { auditLog } from '../db/schema/index';
import type { TestApp } from './app';

/** Any input a test sends, valid or not: the server's validation decides. */
export interface AnyInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** Who sends a call: a signed-in user (a SignedInUser fits), or any headers and client address; a visitor when empty. */
export interface Caller {
  headers?: Record<string, string>;
  remoteAddress?: string;
}

/**
 * The one way server tests reach the API: a call sent as its definition describes it (method, path parameters,
 * query, JSON body), as `caller`. Only requests a definition cannot express (malformed bodies, other content
 * types, unknown paths) go through `app.inject` by hand, each with a comment saying why.
 */
export function call(
  t: Pick<TestApp, 'app'>,
  definition: CallDefinition,
  input: AnyInput = {},
  caller: Caller = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: definition.method,
    url: pathOf(definition, input.params),
    query:
      input.query &&
      Object.fromEntries(
        Object.entries(input.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, Array.isArray(v) ? v.map(String) : String(v)]),
      ),
    headers: caller.headers ?? {},
    remoteAddress: caller.remoteAddress,
    // A body left out is sent as {}, as the web client does; null is sent as null.
    ...(definition.method === 'POST' ? { payload: (input.body === undefined ? {} : input.body) as object } : {}),
  });
}

/** `call` with only headers for the caller, in the order some tests read best: who, then what. */
export function callAs(
  t: Pick<TestApp, 'app'>,
  headers: Record<string, string>,
  definition: CallDefinition,
  input: AnyInput = {},
): Promise<LightMyRequestResponse> {
  return call(t, definition, input, { headers });
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
