import { sql } from 'drizzle-orm';
import type { TestApp } from './app';

/** Jobs still to run and mails still to send, on whichever engine the app runs its queue. */
async function pendingWork(t: TestApp): Promise<number> {
  const { db } = t.database;
  const jobs =
    t.engine === 'postgres'
      ? sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active')`
      : sql`select count(*)::int as n from job where state in ('created', 'retry', 'active')`;
  const [queued, unsent] = await Promise.all([
    db.execute<{ n: number }>(jobs),
    db.execute<{ n: number }>(sql`select count(*)::int as n from mail_outbox where sent_at is null and failed_at is null`),
  ]);
  return Number(queued.rows[0]?.n ?? 0) + Number(unsent.rows[0]?.n ?? 0);
}

/** Waits until the app's queue has nothing left to do (every job run, every mail sent or failed for good). */
export async function jobsSettled(t: TestApp, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await pendingWork(t)) === 0) return;
    if (Date.now() > deadline) throw new Error(`the job queue still had work after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
