import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config, type SeedMode } from '../config';
import { openDatabase, pgliteDirFor, type Database } from '../db/client';
import { migrationsDir } from '../db/setup';
import { adminDatabaseUrl, createDatabase, dropDatabase, testEngine, type TestEngine } from './engine';
import { openPgliteCopy } from './template';

export interface TestDatabaseOptions {
  /** Which template to copy: 'demo' (default) holds the demo dataset on top of the reference data, 'none' only the latter. */
  seed?: SeedMode;
  /** PGlite only: keep the database in a temporary folder so it can be closed and opened again (a restart). */
  persistent?: boolean;
  /** Any other config piece, e.g. `{ rateLimit: { perMinute: 3, authPerMinute: 3 } }` or an https publicUrl. */
  config?: Partial<Config>;
}

export interface TestDatabase {
  engine: TestEngine;
  /** A config pointing at the database (prepareDatabase(config) opens it again, as a restart would). */
  config: Config;
  /** Removes the database (PostgreSQL) or its folder (persistent PGlite). */
  dispose(): Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  engine: TestEngine;
  close(): Promise<void>;
}

export interface TestAppOptions extends TestDatabaseOptions {
  /** Runs on the built app before it is made ready: add extra routes or hooks here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** Only what the tests choose: the developer's own DATABASE_URL or PORT never leak in. */
const TEST_ENV: NodeJS.ProcessEnv = { LOG_LEVEL: 'silent', NODE_ENV: 'test' };

/**
 * A copy of the run's template for this seed mode, open, and a config that points at it (see template.ts).
 * `persistent` puts a PGlite copy on disk, so a test can close it and start again on the same files.
 */
export async function openTemplateCopy(options: TestDatabaseOptions): Promise<{ testDatabase: TestDatabase; database: Database }> {
  const engine = testEngine();
  const seed = options.seed ?? 'demo';
  const template = inject('testTemplates')[seed];
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  if (engine === 'postgres') {
    const adminUrl = adminDatabaseUrl();
    const { name, url } = await createDatabase(adminUrl, inject('testRunId'), template);
    const config = loadConfig(TEST_ENV, { inMemoryDatabase: true, seed, dataDir: filesDir, ...options.config, databaseUrl: url });
    const dispose = () => dropDatabase(adminUrl, name).finally(removeFiles);
    const database = await openDatabase({ databaseUrl: url, migrationsDir: migrationsDir(config) }).catch(async (err: unknown) => {
      await dispose();
      throw err;
    });
    return { testDatabase: { engine, config, dispose }, database };
  }
  // A persistent copy lives in its own folder (and the app's files beside it), so it can be closed and opened again.
  const dataDir = options.persistent ? filesDir : undefined;
  const config = loadConfig(TEST_ENV, {
    seed,
    dataDir: filesDir,
    ...options.config,
    inMemoryDatabase: !options.persistent,
    databaseUrl: undefined,
  });
  const database = await openPgliteCopy(template, dataDir && pgliteDirFor(dataDir)).catch((err: unknown) => {
    removeFiles();
    throw err;
  });
  return { testDatabase: { engine, config, dispose: async () => removeFiles() }, database };
}

/**
 * The whole API (pages off) over a copy of the run's migrated and seeded template database, ready for
 * `app.inject`. One per test file: create it in beforeAll and call close() in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { testDatabase, database } = await openTemplateCopy(options);
  const { config } = testDatabase;
  let app: FastifyInstance | undefined;
  const close = async () => {
    try {
      if (app) await app.close();
      await database.close();
    } finally {
      await testDatabase.dispose();
    }
  };
  try {
    app = await buildApp(config, database, { pages: false });
    await options.beforeReady?.(app);
    await app.ready();
    return { app, database, config, engine: testDatabase.engine, close };
  } catch (err) {
    await close();
    throw err;
  }
}
