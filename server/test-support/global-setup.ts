import type { TestProject } from 'vitest/node';
import { adminDatabaseUrl, databasesOfRun, dropDatabase, newRunId, testEngine } from './engine';

declare module 'vitest' {
  interface ProvidedContext {
    /** Names this run's PostgreSQL databases, so teardown can find any a crashed file left behind. */
    testRunId: string;
  }
}

export default async function setup(project: TestProject) {
  const runId = newRunId();
  project.provide('testRunId', runId);
  if (testEngine() !== 'postgres') return;
  const adminUrl = adminDatabaseUrl();
  // Fail fast with a clear message when the server is not there, rather than in every file.
  await databasesOfRun(adminUrl, runId);

  return async () => {
    const leftovers = await databasesOfRun(adminUrl, runId);
    for (const name of leftovers) await dropDatabase(adminUrl, name);
    if (leftovers.length) console.warn(`dropped ${leftovers.length} test database(s) a test file did not close`);
  };
}
