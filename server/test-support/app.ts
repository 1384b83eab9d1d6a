import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config, type SeedMode } from '../config';
import type { Database } from '../db/client';
import { prepareDatabase } from '../db/setup';
import { adminDatabaseUrl, createDatabase, dropDatabase, testEngine, type TestEngine } from './engine';

export interface TestDatabaseOptions {
  /** 'demo' (default) loads the generated demo dataset on top of the reference data. */
  seed?: SeedMode;
  /** PGlite only: keep the database in a temporary folder so it can be closed and opened again (a restart). */
  persistent?: boolean;
  /** Any other config piece, e.g. `{ rateLimit: { perMinute: 3, authPerMinute: 3 } }` or an https publicUrl. */
  config?: Partial<Config>;
}

export interface TestDatabase {
  engine: TestEngine;
  /** A config pointing at a fresh, empty database; prepareDatabase(config) migrates and seeds it. */
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

/** A fresh, empty database on the engine TEST_ENGINE names, and a config that points at it. */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const engine = testEngine();
  const seed = options.seed ?? 'demo';
  // Files the app writes (the mail outbox) go to a folder of this test's own, never the project's ./data.
  const filesDir = mkdtempSync(join(tmpdir(), 'portal-test-files-'));
  const removeFiles = () => rmSync(filesDir, { recursive: true, force: true });
  if (engine === 'postgres') {
    const adminUrl = adminDatabaseUrl();
    const { name, url } = await createDatabase(adminUrl, inject('testRunId'));
    const config = loadConfig(TEST_ENV, { inMemoryDatabase: true, seed, dataDir: filesDir, ...options.config, databaseUrl: url });
    return { engine, config, dispose: () => dropDatabase(adminUrl, name).finally(removeFiles) };
  }
  if (options.persistent) {
    removeFiles();
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
    const config = loadConfig(TEST_ENV, { seed, ...options.config, dataDir, inMemoryDatabase: false, databaseUrl: undefined });
    return { engine, config, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const config = loadConfig(TEST_ENV, { seed, dataDir: filesDir, ...options.config, inMemoryDatabase: true, databaseUrl: undefined });
  return { engine, config, dispose: async () => removeFiles() };
}

/**
 * The whole API (pages off) over a fresh migrated and seeded database, ready for `app.inject`.
 * One per test file: create it in beforeAll and call close() in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase(options);
  const { config } = testDatabase;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    try {
      if (app) await app.close();
      if (database) await database.close();
    } finally {
      await testDatabase.dispose();
    }
  };
  try {
    ({ database } = await prepareDatabase(config));
    app = await buildApp(config, database, { pages: false });
    await options.beforeReady?.(app);
    await app.ready();
    return { app, database, config, engine: testDatabase.engine, close };
  } catch (err) {
    await close();
    throw err;
  }
}
