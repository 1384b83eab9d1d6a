import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { FromWorker, PageCalls, PageJob, PageWorkerData, RenderedPage, ToWorker } from './page-protocol';

interface Job {
  resolve(page: RenderedPage): void;
  reject(err: Error): void;
  calls: PageCalls;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  ready: boolean;
  /** Settles once the worker has loaded the build (or could not). */
  started: Promise<void>;
}

/**
 * Page rendering on worker threads (docs/decisions/0035-page-workers.md). React Router's and React's server render
 * is most of a page miss's CPU; on the main thread it queues every other request behind it. Each worker renders
 * whole pages; their API calls come back to the main thread, which answers them in process for the page's visitor
 * (in-process.ts), so sessions, policies and the caches stay in one place.
 *
 * A worker that dies fails the pages it was rendering (they answer the error page) and is replaced; one that dies
 * before it is ready is not, so a broken build cannot restart workers in a loop.
 */
export class PageWorkers {
  readonly #slots: Slot[] = [];
  readonly #script: URL;
  readonly #data: PageWorkerData;
  readonly #log: FastifyBaseLogger;
  #nextJob = 1;
  #closing = false;

  private constructor(script: URL, data: PageWorkerData, log: FastifyBaseLogger) {
    this.#script = script;
    this.#data = data;
    this.#log = log;
  }

  /** Starts `size` workers and resolves once each has loaded the build (rejects if one cannot). */
  static async start(script: URL, data: PageWorkerData, size: number, log: FastifyBaseLogger): Promise<PageWorkers> {
    const pool = new PageWorkers(script, data, log);
    try {
      await Promise.all(Array.from({ length: size }, () => pool.#spawn()));
    } catch (err) {
      await pool.close();
      throw err;
    }
    return pool;
  }

  #spawn(): Promise<void> {
    const worker = new Worker(this.#script, { workerData: this.#data });
    const slot: Slot = {
      worker,
      jobs: new Map(),
      ready: false,
      started: new Promise((resolve, reject) => {
        worker.on('message', (message: FromWorker) => {
          if (message.type === 'ready') {
            slot.ready = true;
            resolve();
          } else this.#receive(slot, message);
        });
        worker.on('error', (err) => {
          this.#log.error({ err }, 'a page worker failed');
          if (!slot.ready) reject(err);
        });
        worker.on('exit', (code) => {
          const at = this.#slots.indexOf(slot);
          if (at >= 0) this.#slots.splice(at, 1);
          const stopped = new Error(`the page worker stopped (exit code ${code}) while rendering this page`);
          for (const job of slot.jobs.values()) job.reject(stopped);
          slot.jobs.clear();
          if (!slot.ready) reject(new Error(`a page worker stopped before it was ready (exit code ${code})`));
          else if (!this.#closing) {
            this.#log.warn({ code }, 'a page worker stopped: starting another');
            this.#spawn().catch((err: unknown) => this.#log.error({ err }, 'a replacement page worker did not start'));
          }
        });
      }),
    };
    this.#slots.push(slot);
    return slot.started;
  }

  #receive(slot: Slot, message: Exclude<FromWorker, { type: 'ready' }>) {
    const job = slot.jobs.get(message.job);
    if (!job) return;
    if (message.type === 'call') {
      const answer = (reply: ToWorker) => {
        // The job may have ended meanwhile (its worker stopped): nobody waits for the answer then.
        if (slot.jobs.has(message.job)) slot.worker.postMessage(reply);
      };
      job.calls(message.request).then(
        (response) => answer({ type: 'answer', job: message.job, call: message.call, response }),
        (err: unknown) =>
          answer({ type: 'answer', job: message.job, call: message.call, error: err instanceof Error ? err.message : String(err) }),
      );
      return;
    }
    slot.jobs.delete(message.job);
    if (message.type === 'rendered') job.resolve(message.page);
    else job.reject(new Error(`rendering the page failed in its worker: ${message.error}`));
  }

  /**
   * Renders a page on the least busy worker; its API calls are answered by `calls`. While every worker is starting (one
   * replacing a worker that stopped), the page waits for one.
   */
  async render(page: PageJob, calls: PageCalls, signal: AbortSignal): Promise<RenderedPage> {
    let slot: Slot | undefined;
    for (const candidate of this.#slots) {
      if (candidate.ready && (!slot || candidate.jobs.size < slot.jobs.size)) slot = candidate;
    }
    if (!slot && this.#slots.length > 0) {
      await Promise.any(this.#slots.map((starting) => starting.started)).catch(() => undefined);
      slot = this.#slots.find((candidate) => candidate.ready);
    }
    if (!slot) throw new Error('no page worker is running');
    const chosen = slot;
    const id = this.#nextJob++;
    return new Promise<RenderedPage>((resolve, reject) => {
      chosen.jobs.set(id, { resolve, reject, calls });
      chosen.worker.postMessage({ type: 'render', job: id, page } satisfies ToWorker);
      const abort = () => {
        if (chosen.jobs.has(id)) chosen.worker.postMessage({ type: 'abort', job: id } satisfies ToWorker);
      };
      // A visitor who left while the page waited for a worker is gone already.
      if (signal.aborted) abort();
      else signal.addEventListener('abort', abort, { once: true });
    });
  }

  /** Stops the workers; pages still rendering fail. */
  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
  }
}
