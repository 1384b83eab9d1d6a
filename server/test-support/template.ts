import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { SeedMode } from '../config';
import { openDatabase, pgliteDatabase, type Database } from '../db/client';
import type { DemoScale } from '../db/seed/demo';
import { migrateAndSeed, migrationsDir } from '../db/setup';
import { databaseUrlFor, dropDatabase, TEST_DATABASE_PREFIX, withAdminClient } from './engine';

/**
 * The template databases of one test run: migrated and seeded once in globalSetup, then copied for each
 * test file. PGlite: the path of a `dumpDataDir()` tarball; PostgreSQL: the name of a database that
 * `CREATE DATABASE ... TEMPLATE` copies.
 */
export type TestTemplates = Record<SeedMode, string>;

/** 'demo' is 'none' plus the demo dataset, so it is built on top of it. */
const SEED_MODES_IN_BUILD_ORDER: readonly SeedMode[] = ['none', 'demo'];

/** Every template starts empty, so the demo load must report itself done (seed.test.ts reads what it loaded). */
async function expectSeeded(seeding: Promise<{ demoLoaded: boolean }>, seed: SeedMode): Promise<void> {
  const { demoLoaded } = await seeding;
  if (demoLoaded !== (seed === 'demo')) throw new Error(`seeding the '${seed}' template reported demoLoaded=${demoLoaded}`);
}

/**
 * TEST_DEMO_PLANTS: how many plants the demo template holds (default: the demo's own 3,000), to run the demo's
 * consistency tests at the bench's scale (README 'Tests'); the suite never sets it.
 */
export function templateDemoScale(env: NodeJS.ProcessEnv = process.env): DemoScale | undefined {
  const text = env.TEST_DEMO_PLANTS?.trim();
  if (!text) return undefined;
  const plants = Number(text);
  if (!Number.isInteger(plants) || plants < 1) throw new Error(`TEST_DEMO_PLANTS must be a whole number of plants, not '${text}'`);
  return { plants };
}

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
const MIGRATIONS = migrationsDir({ projectRoot: PROJECT_ROOT });

/**
 * Migrates an in-memory PGlite and saves it as a tarball after each seed mode: reference data ('none'),
 * then the demo dataset on top ('demo'), so the run migrates once. Returns the paths and a cleanup.
 */
export async function buildPgliteTemplates(): Promise<{ templates: TestTemplates; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-test-template-'));
  const templates = {} as TestTemplates;
  const database = await pgliteDatabase({}, MIGRATIONS);
  try {
    for (const seed of SEED_MODES_IN_BUILD_ORDER) {
      await expectSeeded(migrateAndSeed(database, seed, undefined, templateDemoScale()), seed);
      // Uncompressed: every test file unpacks it, and gunzip would cost each of them more than the disk saves.
      const tarball = await database.dumpDataDir();
      templates[seed] = join(dir, `${seed}.tar`);
      writeFileSync(templates[seed], tarball);
    }
  } finally {
    await database.close();
  }
  return { templates, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh in-memory PGlite holding a copy of the template (the tarball is read anew: each file owns its copy). */
export async function openPgliteCopy(tarballPath: string, dataDir?: string): Promise<Database> {
  return pgliteDatabase({ dataDir, loadDataDir: readFileSync(tarballPath) }, MIGRATIONS);
}

/** Names a run's template database; the run prefix lets teardown find it with the run's other databases. */
export const templateName = (runId: string, seed: SeedMode) => `${TEST_DATABASE_PREFIX}${runId}_tpl_${seed}`;

/** Creates the template databases: 'none' migrated and seeded, then 'demo' copied from it with the demo dataset added. */
export async function buildPostgresTemplates(adminUrl: string, runId: string): Promise<TestTemplates> {
  const templates = {} as TestTemplates;
  let previous: string | undefined;
  for (const seed of SEED_MODES_IN_BUILD_ORDER) {
    const name = templateName(runId, seed);
    const from = previous ? ` TEMPLATE "${previous}"` : '';
    await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${from}`));
    templates[seed] = name;
    const database = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), migrationsDir: MIGRATIONS });
    try {
      await expectSeeded(migrateAndSeed(database, seed, undefined, templateDemoScale()), seed);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a source with open connections: the pool must be gone.
      await database.close();
    }
    previous = name;
  }
  return templates;
}

export async function dropPostgresTemplates(adminUrl: string, templates: TestTemplates): Promise<void> {
  for (const name of Object.values(templates)) await dropDatabase(adminUrl, name);
}
