import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { messages, TransactionAbortedError, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { READY_ID, type PgliteReply, type PgliteRequest, type PgliteWorkerData, type SerializedError } from './pglite-protocol';

type Request = PgliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;
type Parsers = NonNullable<QueryOptions['parsers']>;

/** What a transaction of this client offers: what Drizzle's PGlite driver uses, as PGlite's Transaction has it. */
export type WorkerTransaction = Pick<Transaction, 'query' | 'exec' | 'rollback' | 'closed'>;

/**
 * Starts the worker thread. From the sources (tsx, vitest) through pglite-worker-source.mjs, which loads the
 * TypeScript with tsx; in the server bundle (scripts/build-server.mjs) pglite-worker.ts is an entry of its own in
 * app/db/, while the entries using this code sit in app/ (main.js) and app/db/ (the command lines).
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker-source.mjs', import.meta.url), { workerData });
  const beside = new URL('./pglite-worker.js', import.meta.url);
  return new Worker(existsSync(beside) ? beside : new URL('./db/pglite-worker.js', import.meta.url), { workerData });
}

/** The error the worker reported, rebuilt as the class PGlite throws, with the same fields (code, constraint...). */
function revive(error: SerializedError, options: QueryOptions | undefined): Error {
  let err: Error;
  if (error.kind === 'aborted') err = new TransactionAbortedError();
  else if (error.kind === 'database') err = new messages.DatabaseError(error.message, 0, 'error');
  else err = new Error(error.message);
  Object.assign(err, error.fields);
  if (error.kind !== 'other' && options) Object.assign(err, { queryOptions: options });
  if (error.stack) err.stack = error.stack;
  return err;
}

/** Runs the caller's parsers on the values the worker left as text (a parser is a function: it cannot cross). */
function applyParsers(result: Results, parsers: Parsers, rowMode: QueryOptions['rowMode']) {
  result.fields.forEach((field, index) => {
    // PGlite calls a parser with the type too, though its type declares only the value.
    const parse = parsers[field.dataTypeID] as ((value: string, type: number) => unknown) | undefined;
    if (!parse) return;
    const key = rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, field.dataTypeID);
    }
  });
}

function unsupported(options: QueryOptions | undefined) {
  const extra = options && (['serializers', 'blob', 'onNotice'] as const).find((key) => options[key] !== undefined);
  if (extra) throw new Error(`The embedded database's worker does not take the query option '${extra}'`);
}

/**
 * A PGlite instance in a worker thread, seen from the main thread with the part of PGlite's interface Drizzle's
 * PGlite driver uses: query, exec and transaction (and dumpDataDir, close). Each call is a message; a transaction
 * is pinned by its id to the worker's PGlite transaction until it commits or rolls back, and PGlite queues every
 * other query behind it, as it does in one thread. SQL errors come back as PGlite's DatabaseError with their fields.
 * The worker keeps the process alive only while a call waits for it, as work on the main thread would.
 */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void; options?: QueryOptions }>();
  #nextId = READY_ID + 1;
  #stopped: Error | undefined;
  #closing: Promise<void> | undefined;
  readonly #ready: Promise<unknown>;

  private constructor(data: PgliteWorkerData) {
    this.#ready = new Promise((resolve, reject) => this.#pending.set(READY_ID, { resolve, reject }));
    this.#worker = startWorker(data);
    this.#worker.on('message', (reply: PgliteReply) => this.#settle(reply));
    this.#worker.on('error', (err) => this.#stop(err));
    this.#worker.on('exit', (code) => this.#stop(new Error(`The embedded database's worker ended (exit code ${code})`)));
  }

  /** Starts the worker and resolves once its PGlite is open (or rejects with why it could not open). */
  static async open(data: PgliteWorkerData): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(data);
    try {
      await client.#ready;
    } catch (err) {
      await client.#worker.terminate();
      throw err;
    }
    return client;
  }

  #settle(reply: PgliteReply) {
    const entry = this.#pending.get(reply.id);
    if (!entry) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) entry.resolve(reply.value);
    else entry.reject(revive(reply.error, entry.options));
  }

  #stop(reason: Error) {
    this.#stopped ??= reason;
    for (const entry of this.#pending.values()) entry.reject(reason);
    this.#pending.clear();
  }

  #call(request: Request, options?: QueryOptions): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject, options });
      try {
        this.#worker.postMessage({ ...request, id });
      } catch (err) {
        // A parameter that cannot be copied to the worker (a function, a class instance with private state).
        this.#pending.delete(id);
        if (this.#pending.size === 0) this.#worker.unref();
        reject(err as Error);
      }
    });
  }

  async query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    unsupported(options);
    const parsers = options?.parsers ?? {};
    const textTypes = Object.keys(parsers).map(Number);
    const request: Request = { op: 'query', sql, params, rowMode: options?.rowMode, paramTypes: options?.paramTypes, textTypes, tx };
    const result = (await this.#call(request, options)) as Results<T>;
    if (textTypes.length > 0) applyParsers(result as Results, parsers, options?.rowMode);
    return result;
  }

  async exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    unsupported(options);
    if (options?.parsers || options?.rowMode) throw new Error("The embedded database's worker runs exec with PGlite's defaults only");
    return (await this.#call({ op: 'exec', sql, tx }, options)) as Results[];
  }

  /** As PGlite's: commits when fn resolves, rolls back when it throws (or when it called rollback()). */
  async transaction<T>(fn: (tx: WorkerTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#call({ op: 'begin' })) as number;
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = (commit: boolean) => {
      closed = true;
      return this.#call({ op: 'end', tx: id, commit });
    };
    const tx: WorkerTransaction = {
      query: (sql, params, options) => (open(), this.query(sql, params, options, id)),
      exec: (sql, options) => (open(), this.exec(sql, options, id)),
      rollback: async () => {
        open();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      if (!closed) await end(false);
      throw err;
    }
    if (!closed) await end(true);
    return result;
  }

  /** The whole database as an uncompressed tarball (PGlite's dumpDataDir('none')). */
  async dumpDataDir(): Promise<Uint8Array> {
    return (await this.#call({ op: 'dump' })) as Uint8Array;
  }

  /** Closes PGlite (its files complete on disk) and ends the worker. */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      try {
        if (!this.#stopped) await this.#call({ op: 'close' });
      } finally {
        this.#stopped ??= new Error('PGlite is closed');
        await this.#worker.terminate();
      }
    })();
    return this.#closing;
  }
}
