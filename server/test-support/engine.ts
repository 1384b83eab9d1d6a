import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Which database engine the API tests run on. The same test files run on both:
 * `vitest run` uses in-memory PGlite, `TEST_ENGINE=postgres vitest run` a PostgreSQL server.
 */
export type TestEngine = 'pglite' | 'postgres';

export function testEngine(env: NodeJS.ProcessEnv = process.env): TestEngine {
  const engine = env.TEST_ENGINE ?? 'pglite';
  if (engine !== 'pglite' && engine !== 'postgres') {
    throw new Error(`TEST_ENGINE must be 'pglite' or 'postgres', got '${engine}'`);
  }
  return engine;
}

/** The administrative connection (any database the test user may connect to; it is never written to). */
export function adminDatabaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test');
  }
  return url;
}

/** Every database a test run creates starts with this, followed by the run's id. */
export const TEST_DATABASE_PREFIX = 'portal_test_';

export function newRunId(): string {
  return randomBytes(4).toString('hex');
}

export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` with a short-lived admin client; names are generated here, never taken from input. */
export async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new database of the run: empty, or a copy of `template` (a database no one is connected to). */
export async function createDatabase(adminUrl: string, runId: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${TEST_DATABASE_PREFIX}${runId}_${randomBytes(6).toString('hex')}`;
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template)) throw new Error(`refusing template '${template}'`);
  const from = template ? ` TEMPLATE "${template}"` : '';
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
  return { name, url: databaseUrlFor(adminUrl, name) };
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop database '${name}'`);
  await withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/** The databases of one run still present (normally none once its files have closed their apps). */
export async function databasesOfRun(adminUrl: string, runId: string): Promise<string[]> {
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname', [
      `${TEST_DATABASE_PREFIX}${runId}\\_%`,
    ]);
    return rows.map((r) => r.datname);
  });
}
