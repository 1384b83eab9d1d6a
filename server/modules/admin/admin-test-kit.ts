import { asc, gt, max } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallArgs, CallDefinition } from '../../../contracts/core/calls';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { auditLog } from '../../db/schema/index';
import { signIn } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { callAs, type AnyInput } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { ensureAdmin } from '../accounts/index';

/** Helpers for the admin module's API tests: an administrator's session, and calls made from their definitions. */

export type Headers = Record<string, string>;

export interface AdminSession {
  userId: number;
  email: string;
  headers: Headers;
}

let count = 0;

/** A new administrator (created as ADMIN_EMAIL does at start), signed in. */
export async function signInAdmin(t: TestApp): Promise<AdminSession> {
  count += 1;
  const email = `admin${count}-${process.pid}@example.com`;
  const password = 'Admin pass 123';
  await ensureAdmin(t.database.db, email, password, (id) => t.app.forgetSessionsOf(id));
  const res = await signIn(t, email, password);
  const user = okData<{ userId: number }>(res);
  return { userId: user.userId, email, headers: { [HEADER_SESSION_TOKEN]: String(res.headers[HEADER_SESSION_TOKEN]) } };
}

/** `callAs` with the input type-checked against the definition (for input the call must refuse, `callAs` itself). */
export function send<D extends CallDefinition>(t: TestApp, headers: Headers, definition: D, ...[input]: CallArgs<D>) {
  return callAs(t, headers, definition, (input ?? {}) as AnyInput);
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The audit entries newer than `sinceId`, oldest first, straight from the table (the list call is tested on its own). */
export function auditSince(t: TestApp, sinceId: number): Promise<AuditRow[]> {
  return t.database.db.select().from(auditLog).where(gt(auditLog.id, sinceId)).orderBy(asc(auditLog.id));
}

export async function lastAuditId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

/** Exactly one new audit entry since `sinceId`, with this action; answers it. */
export async function expectOneAudit(t: TestApp, sinceId: number, action: string): Promise<AuditRow> {
  const entries = await auditSince(t, sinceId);
  expect(entries.map((e) => e.action)).toEqual([action]);
  return entries[0]!;
}
