import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createDatabase, dropDatabase, adminDatabaseUrl, newRunId, testEngine } from '../test-support/engine';
import { prepareDatabase } from './setup';

// Several processes starting together on one PostgreSQL database: only a server database can be shared.
describe.skipIf(testEngine() !== 'postgres')('start-up on a shared PostgreSQL database', () => {
  const created: string[] = [];
  afterAll(async () => {
    for (const name of created) await dropDatabase(adminDatabaseUrl(), name);
  });

  it('lets processes that start together migrate and seed one at a time, loading the demo data once', async () => {
    const { name, url } = await createDatabase(adminDatabaseUrl(), newRunId());
    created.push(name);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url, SEED: 'demo' }, { inMemoryDatabase: true });
    const started = await Promise.all([1, 2, 3].map(() => prepareDatabase(config)));
    try {
      expect(started.filter((s) => s.demoLoaded)).toHaveLength(1);
      const rows = await started[0]!.database.db.execute<{ n: number }>('select count(*)::int as n from dataset_info' as never);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(started.map((s) => s.database.close()));
    }
    // It migrates and loads the whole demo (every area's data) once for real: a minute or more on a busy 2-core machine.
  }, 180_000);
});
