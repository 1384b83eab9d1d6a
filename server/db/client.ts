import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { PgliteWorkerData } from './pglite-protocol';
import { PgliteWorkerClient } from './pglite-proxy';
import * as schema from './schema/index';

/**
 * Both engines expose the same Drizzle query builder; queries are typed against the
 * node-postgres flavour and run unchanged on PGlite.
 */
export type Db = NodePgDatabase<typeof schema>;

/**
 * What every query function takes: the database or an open transaction (Drizzle's transaction extends this class),
 * so a service composes queries inside its transaction without casts. It offers `transaction` too (a savepoint
 * inside a transaction). Typed with node-postgres's results, as `Db` is, on both engines.
 */
export type Executor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs fn while holding a database-wide lock, so processes starting together migrate and seed one at a time. */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; absent means in memory. */
  pgliteDir?: string;
  migrationsDir: string;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Arbitrary constant naming the start-up (migrate and seed) lock among advisory locks. */
const STARTUP_LOCK_KEY = 7_420_191;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Named (prepared) statements are planned for each run's values, as unnamed ones are: a generic plan cannot
      // see a LIKE pattern, and would trade a keyword's index for a country's scan (decision 0034). A startup
      // parameter, so no query runs before the first one; an `options` in DATABASE_URL takes its place.
      options: '-c plan_cache_mode=force_custom_plan',
    });
    // An idle connection closed by the server (restart, failover, an administrator) must not end the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`database connection lost while idle: ${err.message}`));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      exclusive: async (fn) => {
        // A session-level advisory lock, held on one connection while fn uses the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
          holder.release();
        }
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  if (!options.pgliteDir) return pgliteDatabase({}, migrationsFolder);
  const dataDir = options.pgliteDir;
  mkdirSync(dataDir, { recursive: true });
  // Before PGlite's worker touches the files: a second process on this folder stops here with a clear message.
  const release = lockDataDir(dataDir);
  try {
    const database = await pgliteDatabase({ dataDir }, migrationsFolder);
    return { ...database, close: () => database.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}

export interface PgliteDatabase extends Database {
  engine: 'pglite';
  /** The whole database as an uncompressed tarball (PGlite's `dumpDataDir('none')`), e.g. a test template. */
  dumpDataDir(): Promise<Uint8Array>;
}

/**
 * An embedded database (PGlite with PGLITE_EXTENSIONS) running in a worker thread, so its work does not hold up the
 * event loop (decision 0031): in memory, in a folder, or started from a `dumpDataDir()` tarball (a backup, the test
 * template). A folder must be locked by the caller first (openDatabase does); close() ends the worker.
 */
export async function pgliteDatabase(options: PgliteWorkerData, migrationsFolder: string): Promise<PgliteDatabase> {
  const client = await PgliteWorkerClient.open(options);
  // Drizzle's PGlite driver calls query and transaction only, which the worker's client offers with PGlite's types.
  const pglite = client as unknown as PGlite;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    // One PGlite instance owns its data dir: no other process can be migrating it.
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir(),
    close: () => client.close(),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
