import { describe, expect, it } from 'vitest';
import type { Db } from './client';
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
