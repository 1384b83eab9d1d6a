import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

/**
 * Both engines expose the same Drizzle query builder; queries are typed against the
 * node-postgres flavour and run unchanged on PGlite.
 */
export type Db = NodePgDatabase<typeof schema>;

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

/** The extensions every PGlite database of the product loads; search needs pg_trgm. */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Arbitrary constant naming the start-up (migrate and seed) lock among advisory locks. */
const STARTUP_LOCK_KEY = 7_420_191;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
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
  if (!options.pgliteDir) return pgliteDatabase(new PGlite({ extensions: PGLITE_EXTENSIONS }), migrationsFolder);
  const dataDir = options.pgliteDir;
  mkdirSync(dataDir, { recursive: true });
  // Before PGlite touches the files: a second process on this folder stops here with a clear message.
  const release = lockDataDir(dataDir);
  try {
    // The options object form keeps the extension (a second positional argument would drop it).
    const database = await pgliteDatabase(new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS }), migrationsFolder);
    return { ...database, close: () => database.close().finally(release) };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * The Database over a PGlite instance someone else opened, e.g. one restored from a `dumpDataDir()` tarball
 * (a backup, or the test template). Open it with PGLITE_EXTENSIONS, in the one-object options form.
 */
export async function pgliteDatabase(client: PGlite, migrationsFolder: string): Promise<Database> {
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    // One PGlite instance owns its data dir: no other process can be migrating it.
    exclusive: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

export function pgliteDirFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
