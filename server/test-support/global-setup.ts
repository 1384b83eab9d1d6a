import type { TestProject } from 'vitest/node';
import { adminDatabaseUrl, databasesOfRun, dropDatabase, newRunId, testEngine } from './engine';
import { buildPgliteTemplates, buildPostgresTemplates, dropPostgresTemplates, type TestTemplates } from './template';

declare module 'vitest' {
  interface ProvidedContext {
    /** Names this run's PostgreSQL databases, so teardown can find any a crashed file left behind. */
    testRunId: string;
    /** Per seed mode, the database each test file copies (a tarball path on PGlite, a database name on PostgreSQL). */
    testTemplates: TestTemplates;
  }
}

/**
 * Migrates and seeds once per run and engine: every test file then starts from a copy of a template
 * instead of loading the demo dataset again, so the suite's time grows with its tests, not its files.
 */
export default async function setup(project: TestProject) {
  const runId = newRunId();
  project.provide('testRunId', runId);
  if (testEngine() !== 'postgres') {
    const { templates, remove } = await buildPgliteTemplates();
    project.provide('testTemplates', templates);
    return async () => remove();
  }
  const adminUrl = adminDatabaseUrl();
  // Fail fast with a clear message when the server is not there, rather than in every file.
  await databasesOfRun(adminUrl, runId);
  let templates: TestTemplates | undefined;
  const teardown = async () => {
    if (templates) await dropPostgresTemplates(adminUrl, templates);
    const leftovers = await databasesOfRun(adminUrl, runId);
    for (const name of leftovers) await dropDatabase(adminUrl, name);
    if (leftovers.length) console.warn(`dropped ${leftovers.length} test database(s) a test file did not close`);
  };
  try {
    templates = await buildPostgresTemplates(adminUrl, runId);
  } catch (err) {
    // A half-built template would otherwise outlive the run.
    await teardown();
    throw err;
  }
  project.provide('testTemplates', templates);
  return teardown;
}
