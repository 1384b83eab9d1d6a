import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminDatabaseUrl, testEngine } from '../test-support/engine';
import { openDatabase, type Db } from './client';
import { prepared } from './prepared';

/** A query builder that counts how often its SQL is prepared, and answers with the values it is run with. */
function builder() {
  const built: string[] = [];
  const build = () => ({
    prepare: (name: string) => {
      built.push(name);
      return { execute: async (values: Record<string, unknown>) => ({ name, values }) };
    },
  });
  return { built, build };
}

describe('prepared statements per database and shape', () => {
  it('builds a shape once per database and runs it with each call’s values', async () => {
    const db = {} as Db;
    const other = {} as Db;
    const { built, build } = builder();
    const first = await prepared(db, 'plants_c_substring', build).execute({ countryCode: 'BR' });
    const second = await prepared(db, 'plants_c_substring', build).execute({ countryCode: 'NO' });
    await prepared(other, 'plants_c_substring', build).execute({ countryCode: 'BR' });
    expect(built).toEqual(['plants_c_substring', 'plants_c_substring']);
    expect([first.values, second.values]).toEqual([{ countryCode: 'BR' }, { countryCode: 'NO' }]);
  });

  it('refuses an unbounded number of names, as a value put into a name would make', () => {
    const db = {} as Db;
    const { build } = builder();
    for (let i = 0; i < 500; i++) prepared(db, `shape_${i}`, build);
    expect(() => prepared(db, 'shape_500', build)).toThrow(/must name a shape/);
    expect(() => prepared(db, 'shape_499', build)).not.toThrow();
  });
});

describe.skipIf(testEngine() !== 'postgres')('prepared statements on PostgreSQL', () => {
  it('plans every run for its values: pooled connections start with plan_cache_mode = force_custom_plan', async () => {
    const database = await openDatabase({ databaseUrl: adminDatabaseUrl(), migrationsDir: 'server/db/migrations', poolSize: 2 });
    try {
      const modes = await Promise.all([1, 2].map(() => database.db.execute(sql`show plan_cache_mode`)));
      expect(modes.map((r) => (r.rows[0] as { plan_cache_mode: string }).plan_cache_mode)).toEqual([
        'force_custom_plan',
        'force_custom_plan',
      ]);
    } finally {
      await database.close();
    }
  });
});
