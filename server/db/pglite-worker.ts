/**
 * The embedded database's own thread: the PGlite instance lives here, so its work (WebAssembly PostgreSQL, the
 * protocol, parsing rows) runs beside the event loop that answers requests instead of on it. The main thread talks
 * to it through PgliteWorkerClient (pglite-proxy.ts); decision 0031 explains the design. Loaded only as a Worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, TransactionAbortedError, type Transaction } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { READY_ID, type PgliteReply, type PgliteRequest, type PgliteWorkerData, type SerializedError } from './pglite-protocol';

function serializeError(err: unknown): SerializedError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', kind: 'other', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    // queryOptions holds the caller's functions; the other side puts its own options back.
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  const kind = err instanceof TransactionAbortedError ? 'aborted' : err instanceof messages.DatabaseError ? 'database' : 'other';
  return { message: err.message, name: err.name, stack: err.stack, kind, fields };
}

function start(port: NonNullable<typeof parentPort>, options: PgliteWorkerData) {
  const reply = (message: PgliteReply, transfer: ArrayBuffer[] = []) => {
    try {
      port.postMessage(message, transfer);
    } catch (err) {
      // A value that cannot be cloned (none of PGlite's row types, but a safeguard): report it instead of hanging.
      port.postMessage({ id: message.id, ok: false, error: serializeError(err) } satisfies PgliteReply);
    }
  };
  const keepText = (value: string) => value;

  const pg = new PGlite({
    dataDir: options.dataDir,
    // A copy made for this thread: its buffer is a plain ArrayBuffer.
    loadDataDir: options.loadDataDir && new Blob([options.loadDataDir as Uint8Array<ArrayBuffer>]),
    extensions: PGLITE_EXTENSIONS,
  });

  /** Open transactions by id: their queries run on the transaction's connection until the caller ends it. */
  const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  /** Each transaction's outcome: resolves once PGlite committed or rolled it back. */
  const outcomes = new Map<number, Promise<void>>();
  let nextTx = 1;
  const rolledBack = Symbol('rolled back');

  const target = (tx: number | undefined) => {
    if (tx === undefined) return pg;
    const entry = open.get(tx);
    if (!entry) throw new Error(`no open transaction ${tx} in the database worker`);
    return entry.tx;
  };

  /** Starts a transaction; answers with its id once BEGIN ran, and keeps it open until 'end'. */
  const begin = (id: number) => {
    const txId = nextTx++;
    let entered = false;
    const outcome = pg.transaction(async (tx) => {
      entered = true;
      const commit = await new Promise<boolean>((end) => {
        open.set(txId, { tx, end });
        reply({ id, ok: true, value: txId });
      });
      // PGlite commits when this returns and rolls back when it throws.
      if (!commit) throw rolledBack;
    });
    outcomes.set(txId, outcome);
    outcome.catch((err: unknown) => {
      if (entered) return;
      outcomes.delete(txId);
      reply({ id, ok: false, error: serializeError(err) });
    });
  };

  /** Commits or rolls back; answers once COMMIT or ROLLBACK ran (a failed COMMIT answers with its error). */
  const finish = async (txId: number, commit: boolean) => {
    const entry = open.get(txId);
    const outcome = outcomes.get(txId);
    if (!entry || !outcome) throw new Error(`no open transaction ${txId} in the database worker`);
    open.delete(txId);
    outcomes.delete(txId);
    entry.end(commit);
    try {
      await outcome;
    } catch (err) {
      if (err !== rolledBack) throw err;
    }
  };

  const handle = async (request: PgliteRequest): Promise<void> => {
    switch (request.op) {
      case 'query': {
        const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
        const result = await target(request.tx).query(request.sql, request.params, {
          rowMode: request.rowMode,
          paramTypes: request.paramTypes,
          parsers,
        });
        const { rows, fields, affectedRows, command } = result;
        return reply({ id: request.id, ok: true, value: { rows, fields, affectedRows, command } });
      }
      case 'exec': {
        const results = await target(request.tx).exec(request.sql);
        const value = results.map(({ rows, fields, affectedRows, command }) => ({ rows, fields, affectedRows, command }));
        return reply({ id: request.id, ok: true, value });
      }
      case 'begin':
        return begin(request.id);
      case 'end':
        await finish(request.tx, request.commit);
        return reply({ id: request.id, ok: true });
      case 'dump': {
        const tarball = await pg.dumpDataDir('none');
        const bytes = await tarball.arrayBuffer();
        return reply({ id: request.id, ok: true, value: new Uint8Array(bytes) }, [bytes]);
      }
      case 'close':
        await pg.close();
        return reply({ id: request.id, ok: true });
    }
  };

  port.on('message', (request: PgliteRequest) => {
    handle(request).catch((err: unknown) => reply({ id: request.id, ok: false, error: serializeError(err) }));
  });
  pg.waitReady.then(
    () => reply({ id: READY_ID, ok: true }),
    (err: unknown) => reply({ id: READY_ID, ok: false, error: serializeError(err) }),
  );
}

if (parentPort) start(parentPort, workerData as PgliteWorkerData);
