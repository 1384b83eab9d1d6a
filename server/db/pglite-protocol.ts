/** The messages between the main thread's PgliteWorkerClient (pglite-proxy.ts) and the database worker (pglite-worker.ts). */

/** What the main thread passes when it starts the worker: a folder, a tarball to start from, both or neither. */
export interface PgliteWorkerData {
  /** Folder of the database files; absent means in memory. */
  dataDir?: string;
  /** A `dumpDataDir()` tarball to start from (a backup, a test template). */
  loadDataDir?: Uint8Array;
}

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      paramTypes?: number[];
      /** Types whose values come back as text: the caller's parsers for them run on its own thread. */
      textTypes: number[];
      tx?: number;
    }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

/** An error as it crosses threads: its own fields (the SQL state in `code`, constraint, detail...) kept. */
export interface SerializedError {
  message: string;
  name: string;
  stack?: string;
  /** Raised by PostgreSQL (PGlite's DatabaseError) or by a COMMIT that rolled back: rebuilt as such on the other side. */
  kind: 'database' | 'aborted' | 'other';
  fields: Record<string, unknown>;
}

export type PgliteReply = { id: number; ok: true; value?: unknown } | { id: number; ok: false; error: SerializedError };

/** The id of the reply that says the database is open (or why it could not be). */
export const READY_ID = 0;
