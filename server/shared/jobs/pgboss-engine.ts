import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { createJobRegistry } from './registry';
import { cronOf, type JobQueue, type JobState } from './types';

/** pg-boss keeps its tables in this schema of the portal's database. */
const SCHEMA = 'pgboss';

/** A UUID that stands for a job's name and dedupe key: pg-boss refuses a second job with the same id. */
function idForKey(name: string, key: string): string {
  const hex = createHash('sha256').update(`${name}\u0000${key}`).digest('hex');
  // Shaped as a version-5 style UUID (the version and variant bits set) so PostgreSQL's uuid type takes it.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface PgBossEngineOptions {
  /** How often idle workers poll (an enqueue in this process wakes its workers at once). */
  pollSeconds?: number;
  /** How often pg-boss retries jobs whose worker died (their lease, expireInSeconds, ran out). */
  maintenanceSeconds?: number;
}

/** The queue on PostgreSQL: pg-boss 10, with the portal's job options mapped onto its queues. */
export function createPgBossQueue(connectionString: string, log: FastifyBaseLogger, options: PgBossEngineOptions = {}): JobQueue {
  // Made when the queue starts: building the app (e.g. for the OpenAPI document) connects to nothing.
  let made: { boss: PgBoss; pool: pg.Pool } | undefined;
  const connections = (): { boss: PgBoss; pool: pg.Pool } => {
    if (made) return made;
    if (!connectionString) throw new Error('the PostgreSQL job queue needs DATABASE_URL');
    const boss = new PgBoss({
      connectionString,
      schema: SCHEMA,
      max: 4,
      application_name: 'cmsp-jobs',
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 15,
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      deleteAfterDays: 14,
    });
    boss.on('error', (err) => log.error({ err }, 'job queue (pg-boss) error'));
    // The job listing reads pg-boss's table directly: pg-boss has no call that lists jobs by state.
    made = { boss, pool: new pg.Pool({ connectionString, max: 1 }) };
    return made;
  };
  const workers = new Map<string, string>();
  let started = false;
  const enqueue: JobQueue['enqueue'] = async (name, data, opts = {}) => {
    const { boss } = connections();
    const id = await boss.send(name, data, {
      ...(opts.key ? { id: idForKey(name, opts.key) } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
    });
    const worker = workers.get(name);
    if (id && worker) boss.notifyWorker(worker);
    return id;
  };
  const { definitions, schedules, api, runStartTasks } = createJobRegistry(() => started, enqueue);

  return {
    engine: 'pg-boss',
    ...api,
    enqueue,
    async start() {
      if (started) return;
      started = true;
      await runStartTasks();
      const { boss } = connections();
      await boss.start();
      for (const [name, { handler, options: o }] of definitions) {
        const queue = {
          name,
          retryLimit: o.retryLimit,
          retryDelay: o.retryDelaySeconds,
          retryBackoff: o.retryBackoff,
          expireInSeconds: o.leaseSeconds,
        };
        await retryOnDeadlock(async () => {
          await boss.createQueue(name, queue);
          // createQueue keeps an existing queue as it was: bring its options up to date with the code.
          await boss.updateQueue(name, queue);
        });
        const worker = await boss.work<unknown>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: options.pollSeconds ?? 1 },
          async ([job]) => {
            if (!job) return;
            await handler(job.data, { id: job.id, attempt: job.retryCount + 1, lastAttempt: job.retryCount >= job.retryLimit });
          },
        );
        workers.set(name, worker);
      }
      for (const [name, { when, data }] of schedules) await retryOnDeadlock(() => boss.schedule(name, cronOf(when), data, { tz: 'UTC' }));
    },
    async stop() {
      if (!started) return;
      started = false;
      const { boss, pool } = connections();
      await boss.stop({ graceful: true, wait: true, timeout: 20_000 });
      await pool.end();
    },
    async list(filter, page, limit) {
      const states: JobState[] = filter === 'failed' ? ['failed'] : ['created', 'retry', 'active'];
      const names = [...definitions.keys()];
      const { pool } = connections();
      const [rows, total] = await Promise.all([
        pool.query(
          `select id, name, state, data, retry_count, retry_limit, output, created_on, start_after, completed_on
           from ${SCHEMA}.job where state::text = any($1) and name = any($2)
           order by created_on desc, id desc offset $3 limit $4`,
          [states, names, (page - 1) * limit, limit],
        ),
        pool.query(`select count(*)::int as total from ${SCHEMA}.job where state::text = any($1) and name = any($2)`, [states, names]),
      ]);
      return {
        list: rows.rows.map((r) => ({
          id: String(r.id),
          name: String(r.name),
          state: r.state as JobState,
          data: r.data,
          retryCount: Number(r.retry_count),
          retryLimit: Number(r.retry_limit),
          lastError: errorOf(r.output),
          createdAt: r.created_on as Date,
          startAfter: r.start_after as Date,
          completedAt: (r.completed_on as Date | null) ?? null,
        })),
        total: Number(total.rows[0]?.total ?? 0),
      };
    },
    async retry(name, id) {
      if (!definitions.has(name) || !/^[0-9a-f-]{36}$/.test(id)) return false;
      const { boss } = connections();
      const found = await boss.getJobById(name, id);
      if (found?.state !== 'failed') return false;
      await boss.retry(name, id);
      const worker = workers.get(name);
      if (worker) boss.notifyWorker(worker);
      return true;
    },
  };
}

/** pg-boss stores a failed attempt's error as the job's output: { message, stack } or whatever was thrown. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const message = (output as { message?: unknown }).message;
  return typeof message === 'string' ? message : JSON.stringify(output).slice(0, 2000);
}

/**
 * Processes started together on one database create the same queues at once, and PostgreSQL may pick one of them as a
 * deadlock victim (40P01). The other's work is the same, so the victim simply tries again after a short pause.
 */
async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== '40P01' || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.floor(Math.random() * 50)));
    }
  }
}
