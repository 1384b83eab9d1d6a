import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/app';
import { createJobQueue, type JobQueue } from './index';

/**
 * The queue's semantics on the engine of this run: the job table on PGlite, pg-boss on PostgreSQL
 * (TEST_ENGINE=postgres). A queue of its own beside the app's, with job names only it defines.
 */
let t: TestApp;
let queue: JobQueue;
const runs: { name: string; data: unknown; attempt: number }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  queue = createJobQueue(t.database, t.config.databaseUrl ?? '', t.app.log);
  queue.define<{ n: number }>('test-echo', async (data, run) => {
    runs.push({ name: 'test-echo', data, attempt: run.attempt });
  });
  queue.define<{ n: number }>(
    'test-flaky',
    async (data, run) => {
      runs.push({ name: 'test-flaky', data, attempt: run.attempt });
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error(`flaky attempt ${run.attempt}`);
      }
    },
    { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
  );
  await queue.start();
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

async function until<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe(`the job queue`, () => {
  test('runs an enqueued job once, and a second job with the same key is not created', async () => {
    const first = await queue.enqueue('test-echo', { n: 1 }, { key: 'one' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.enqueue('test-echo', { n: 2 }, { key: 'one' })).toBeNull();
    await until(
      () => runs.filter((r) => r.name === 'test-echo'),
      (r) => r.length >= 1,
    );
    await until(
      () => queue.list('queued', 1, 20),
      (page) => page.list.every((j) => j.name !== 'test-echo'),
    );
    expect(runs.filter((r) => r.name === 'test-echo')).toEqual([{ name: 'test-echo', data: { n: 1 }, attempt: 1 }]);
  });

  test('retries a failing job with back-off, then lists it as failed; a retry runs it again', async () => {
    failuresLeft = 3;
    await queue.enqueue('test-flaky', { n: 7 });
    const failed = await until(
      () => queue.list('failed', 1, 20),
      (page) => page.list.some((j) => j.name === 'test-flaky'),
    );
    const job = failed.list.find((j) => j.name === 'test-flaky')!;
    expect(job).toMatchObject({ state: 'failed', data: { n: 7 }, retryLimit: 2 });
    expect(job.lastError).toContain('flaky attempt 3');
    expect(runs.filter((r) => r.name === 'test-flaky').map((r) => r.attempt)).toEqual([1, 2, 3]);

    expect(await queue.retry('test-flaky', job.id)).toBe(true);
    expect(await queue.retry('test-flaky', job.id)).toBe(false);
    await until(
      () => runs.filter((r) => r.name === 'test-flaky').length,
      (n) => n === 4,
    );
    await until(
      () => queue.list('failed', 1, 20),
      (page) => page.list.every((j) => j.id !== job.id),
    );
  });

  test('a retry of an unknown or malformed id changes nothing', async () => {
    expect(await queue.retry('test-flaky', 'nope')).toBe(false);
    expect(await queue.retry('test-flaky', '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await queue.retry('no-such-job', '1')).toBe(false);
  });
});
