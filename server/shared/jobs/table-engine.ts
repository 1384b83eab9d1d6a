import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import { job, jobSchedule } from '../../db/schema/index';
import { createJobRegistry, type JobDefinition } from './registry';
import { nextRun, retryDelayMs, type JobQueue, type JobState } from './types';

type Definition = JobDefinition;

type JobRow = typeof job.$inferSelect;

export interface TableEngineOptions {
  /** How often an idle worker looks for due jobs (an enqueue in this process wakes it at once). */
  pollMs?: number;
  /** Jobs run at the same time in this process. */
  concurrency?: number;
  /** Completed jobs are kept this long (their dedupe keys with them), failed ones 14 days. */
  keepCompletedMs?: number;
}

const KEEP_FAILED_MS = 14 * 24 * 60 * 60_000;

/**
 * The queue as a table of the embedded database. One process owns an embedded database, so a job found
 * 'active' when this process starts belongs to a process that died: it is due again at once. While running,
 * a claim is a lease (locked_until); a job whose lease ran out is claimed again by the next poll.
 */
export function createTableQueue(db: Db, log: FastifyBaseLogger, options: TableEngineOptions = {}): JobQueue {
  const pollMs = options.pollMs ?? 1000;
  const concurrency = options.concurrency ?? 2;
  const keepCompletedMs = options.keepCompletedMs ?? 24 * 60 * 60_000;
  let running = false;
  let wake: (() => void) | null = null;
  const loops: Promise<void>[] = [];

  const nudge = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const enqueue: JobQueue['enqueue'] = async (name, data, opts = {}) => {
    const id = await insertJob(db, name, data, opts.key, opts.startAfter);
    if (id) nudge();
    return id;
  };
  const { definitions, schedules, api, runStartTasks } = createJobRegistry(() => running, enqueue);

  async function claim(): Promise<JobRow | undefined> {
    const names = [...definitions.keys()];
    const result = await db.execute<Record<string, unknown>>(sql`
      update ${job} set state = 'active', started_at = now(),
        locked_until = now() + make_interval(secs => ${job.leaseSeconds}),
        retry_count = case when ${job.startedAt} is null then ${job.retryCount} else ${job.retryCount} + 1 end
      where ${job.id} = (
        select id from ${job}
        where ${inArray(job.name, names)}
          and ((${job.state} in ('created', 'retry') and ${job.startAfter} <= now()) or (${job.state} = 'active' and ${job.lockedUntil} < now()))
        order by ${job.startAfter}, ${job.id}
        limit 1
        for update skip locked
      )
      returning id`);
    const id = result.rows[0]?.id;
    if (id === undefined) return undefined;
    const [row] = await db
      .select()
      .from(job)
      .where(eq(job.id, Number(id)));
    return row;
  }

  async function runOne(row: JobRow, definition: Definition) {
    const attempt = row.retryCount + 1;
    try {
      await definition.handler(row.data, { id: String(row.id), attempt, lastAttempt: row.retryCount >= row.retryLimit });
      await db
        .update(job)
        .set({ state: 'completed', completedAt: new Date(), lockedUntil: null })
        .where(and(eq(job.id, row.id), eq(job.state, 'active')));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retrying = row.retryCount < row.retryLimit;
      log.warn({ job: row.name, id: row.id, attempt, retrying, err: message }, 'job failed');
      await db
        .update(job)
        .set({
          state: retrying ? 'retry' : 'failed',
          lastError: message.slice(0, 2000),
          lockedUntil: null,
          startAfter: new Date(Date.now() + (retrying ? retryDelayMs(definition.options, attempt) : 0)),
          completedAt: retrying ? null : new Date(),
        })
        .where(and(eq(job.id, row.id), eq(job.state, 'active')));
    }
  }

  /** Enqueues every recurring job whose slot has come; the slot is the dedupe key, so a slot runs once. */
  async function tick() {
    const now = new Date();
    for (const [name, { when, data }] of schedules) {
      await db.transaction(async (tx) => {
        const [due] = await tx.select().from(jobSchedule).where(eq(jobSchedule.name, name)).for('update');
        if (!due) {
          await tx
            .insert(jobSchedule)
            .values({ name, nextRunAt: nextRun(when, now) })
            .onConflictDoNothing();
          return;
        }
        if (due.nextRunAt > now) return;
        await insertJob(tx, name, data, `${name}@${due.nextRunAt.toISOString()}`);
        await tx
          .update(jobSchedule)
          .set({ nextRunAt: nextRun(when, now) })
          .where(eq(jobSchedule.name, name));
      });
    }
    await db.delete(job).where(and(eq(job.state, 'completed'), lt(job.completedAt, new Date(now.getTime() - keepCompletedMs))));
    await db.delete(job).where(and(eq(job.state, 'failed'), lt(job.completedAt, new Date(now.getTime() - KEEP_FAILED_MS))));
  }

  async function insertJob(target: Executor, name: string, data: object, key?: string, startAfter?: Date) {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`no job named ${name} is defined`);
    const { retryLimit, retryDelaySeconds, retryBackoff, leaseSeconds } = definition.options;
    const [row] = await target
      .insert(job)
      .values({
        name,
        data,
        singletonKey: key ?? null,
        retryLimit,
        retryDelaySeconds,
        retryBackoff,
        leaseSeconds,
        startAfter: startAfter ?? new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: job.id });
    return row ? String(row.id) : null;
  }

  async function loop(first: boolean) {
    let lastTick = 0;
    while (running) {
      try {
        if (first && Date.now() - lastTick >= pollMs) {
          lastTick = Date.now();
          await tick();
        }
        const row = await claim();
        const definition = row && definitions.get(row.name);
        if (row && definition) {
          await runOne(row, definition);
          continue;
        }
      } catch (err) {
        log.error({ err }, 'job queue: a poll failed');
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        const previous = wake;
        wake = () => {
          clearTimeout(timer);
          previous?.();
          resolve();
        };
      });
    }
  }

  return {
    engine: 'table',
    ...api,
    enqueue,
    async start() {
      if (running) return;
      await runStartTasks();
      // Whatever was running belonged to a process that is gone (one process per embedded database).
      await db.update(job).set({ state: 'retry', lockedUntil: null }).where(eq(job.state, 'active'));
      running = true;
      for (let i = 0; i < concurrency; i++) loops.push(loop(i === 0));
    },
    async stop() {
      running = false;
      nudge();
      await Promise.all(loops.splice(0));
    },
    async list(filter, page, limit) {
      const states: JobState[] = filter === 'failed' ? ['failed'] : ['created', 'retry', 'active'];
      const where = inArray(job.state, states);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(job)
          .where(where)
          .orderBy(desc(job.createdAt), desc(job.id))
          .offset((page - 1) * limit)
          .limit(limit),
        db.select({ total: count() }).from(job).where(where),
      ]);
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          name: r.name,
          state: r.state as JobState,
          data: r.data,
          retryCount: r.retryCount,
          retryLimit: r.retryLimit,
          lastError: r.lastError,
          createdAt: r.createdAt,
          startAfter: r.startAfter,
          completedAt: r.completedAt,
        })),
        total: total?.total ?? 0,
      };
    },
    async retry(name, id) {
      if (!/^\d{1,15}$/.test(id)) return false;
      const updated = await db
        .update(job)
        .set({ state: 'retry', retryCount: 0, startedAt: null, startAfter: new Date(), completedAt: null })
        .where(and(eq(job.id, Number(id)), eq(job.name, name), eq(job.state, 'failed')))
        .returning({ id: job.id });
      if (updated.length) nudge();
      return updated.length > 0;
    },
  };
}
