/**
 * The job queue every background task goes through (mail, alerts, digests). Two engines share this interface:
 * pg-boss on PostgreSQL, and a table in the embedded database (decision 0025).
 */

/** How a kind of job is retried and how long a worker may hold one before it is presumed dead. */
export interface JobOptions {
  /** Retries after the first attempt; past it the job is failed and shown in the admin shell. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Each retry waits twice as long as the one before. */
  retryBackoff: boolean;
  /** A worker that has not finished within this long is presumed dead: the job becomes due again. */
  leaseSeconds: number;
}

export const DEFAULT_JOB_OPTIONS: JobOptions = { retryLimit: 6, retryDelaySeconds: 5, retryBackoff: true, leaseSeconds: 60 };

/** What a handler knows about the run it is in. */
export interface JobRun {
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

export interface EnqueueOptions {
  /**
   * Dedupe key: a second job of the same name and key is not created while the queue remembers the first
   * (waiting, running, failed, or completed within the retention time); enqueue then answers null.
   */
  key?: string;
  startAfter?: Date;
}

/** A recurring job: every n minutes, or once a day at an hour and minute (UTC). */
export type Recurrence = { everyMinutes: number } | { dailyAtUtc: { hour: number; minute: number } };

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'failed' | 'cancelled';

/** A job as the admin shell lists it. */
export interface JobSummary {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  lastError: string | null;
  createdAt: Date;
  startAfter: Date;
  completedAt: Date | null;
}

/** Which jobs a list shows: the ones waiting or running, or the failed ones. */
export type JobListFilter = 'queued' | 'failed';

export interface JobQueue {
  readonly engine: 'table' | 'pg-boss';
  /** Registers the handler of a kind of job; before start(). */
  define<T>(name: string, handler: JobHandler<T>, options?: Partial<JobOptions>): void;
  /** Runs a defined job on a schedule; before start(). */
  schedule(name: string, when: Recurrence, data?: object): void;
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Work to do when the queue starts, before any job runs (e.g. releasing claims a dead process left). */
  onStart(task: () => Promise<void>): void;
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  stop(): Promise<void>;
  list(filter: JobListFilter, page: number, limit: number): Promise<{ list: JobSummary[]; total: number }>;
  /** The names of the recurring jobs. */
  scheduled(): string[];
  /** Queues a recurring job now, outside its schedule; false for a name that is not a recurring job. */
  runNow(name: string): Promise<boolean>;
  /** Makes a failed job due again with a fresh count of retries; false when there is no such failed job. */
  retry(name: string, id: string): Promise<boolean>;
}

/** Queue names: letters, digits, hyphens (pg-boss's rule). */
export function assertJobName(name: string) {
  if (!/^[a-z][a-z0-9-]{0,60}$/.test(name)) throw new Error(`job name ${name} must be lower-case letters, digits and hyphens`);
}

/** The wait before retry number `retry` (1-based). */
export function retryDelayMs(options: Pick<JobOptions, 'retryDelaySeconds' | 'retryBackoff'>, retry: number): number {
  const base = options.retryDelaySeconds * 1000;
  return options.retryBackoff ? base * 2 ** Math.min(retry - 1, 16) : base;
}

/** The next time a recurrence is due after `after`. */
export function nextRun(when: Recurrence, after: Date): Date {
  if ('everyMinutes' in when) {
    const step = when.everyMinutes * 60_000;
    return new Date(Math.floor(after.getTime() / step) * step + step);
  }
  const next = new Date(
    Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), when.dailyAtUtc.hour, when.dailyAtUtc.minute),
  );
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

/** The same recurrence as a cron expression, for pg-boss. */
export function cronOf(when: Recurrence): string {
  if ('everyMinutes' in when) return when.everyMinutes === 1 ? '* * * * *' : `*/${when.everyMinutes} * * * *`;
  return `${when.dailyAtUtc.minute} ${when.dailyAtUtc.hour} * * *`;
}
