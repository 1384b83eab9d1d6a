import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIC_CODES } from '../../../contracts/site/codes';
import type { Db } from '../client';
import { agreement, country, datasetInfo, dictionaryItem, friendlyLink, region, siteInfo } from '../schema/index';
import { prepareDatabase } from '../setup';
import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test-support/app';
import { expectFailure, okData } from '../../test-support/envelope';
import { COUNTRIES, REGIONS } from './countries';
import { DEMO_GENERATOR_VERSION, seedDatabase } from './index';
import { DEMO_SEED } from './random';
import { AGREEMENTS, DEMO_FRIENDLY_LINKS, DICTIONARIES } from './reference';

const TABLES = { siteInfo, friendlyLink, region, country, dictionaryItem, agreement, datasetInfo };

async function rowCounts(db: Db) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = Number(row?.n);
  }
  return counts;
}

const expectedDemoCounts = {
  siteInfo: 1,
  friendlyLink: DEMO_FRIENDLY_LINKS.length,
  region: REGIONS.length,
  country: COUNTRIES.length,
  dictionaryItem: Object.values(DICTIONARIES).reduce((n, entries) => n + entries.length, 0),
  agreement: AGREEMENTS.length,
  datasetInfo: 1,
};

describe('seeding a database that restarts', () => {
  let testDatabase: TestDatabase;
  beforeAll(async () => {
    // PGlite in a temporary folder (or a fresh PostgreSQL database) so it can be opened a second time.
    testDatabase = await createTestDatabase({ seed: 'demo', persistent: true });
  });
  afterAll(() => testDatabase?.dispose());

  // Two full start-ups on a disk-backed database, each seeding or checking the whole demo dataset: slow by nature.
  it('loads reference and demo data once; a restart and a second seed add nothing', async () => {
    const first = await prepareDatabase(testDatabase.config);
    let firstLinks;
    try {
      expect(first.demoLoaded).toBe(true);
      expect(await rowCounts(first.database.db)).toEqual(expectedDemoCounts);
      firstLinks = await first.database.db.select().from(friendlyLink).orderBy(asc(friendlyLink.id));
      const [dataset] = await first.database.db.select().from(datasetInfo);
      expect(dataset?.key).toBe('demo');
      expect(dataset?.value).toMatchObject({ seed: DEMO_SEED, generatorVersion: DEMO_GENERATOR_VERSION });
    } finally {
      await first.database.close();
    }

    const second = await prepareDatabase(testDatabase.config);
    try {
      expect(second.demoLoaded).toBe(false);
      expect(await rowCounts(second.database.db)).toEqual(expectedDemoCounts);
      expect(await second.database.db.select().from(friendlyLink).orderBy(asc(friendlyLink.id))).toEqual(firstLinks);

      // Seeding again in the same process is just as harmless.
      expect(await seedDatabase(second.database.db, 'demo')).toEqual({ demoLoaded: false });
      expect(await rowCounts(second.database.db)).toEqual(expectedDemoCounts);
    } finally {
      await second.database.close();
    }
  }, 60_000);
});

describe('SEED=none', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it('loads the reference data but no demo dataset', async () => {
    expect(await rowCounts(t.database.db)).toEqual({ ...expectedDemoCounts, friendlyLink: 0, datasetInfo: 0 });
  });

  it('says the data is not demo data, and lists no friendly links', async () => {
    expect(okData(await t.app.inject({ method: 'GET', url: '/api/site-info/detail' })).demoData).toBe(false);
    const links = okData(await t.app.inject({ method: 'POST', url: '/api/links/page/1/10', payload: {} }));
    expect(links).toEqual({ list: [], total: 0 });
  });

  it('still serves countries, every dictionary and the agreements', async () => {
    const countries = okData(await t.app.inject({ method: 'GET', url: '/api/country/list' }));
    expect(countries.list.flatMap((r: any) => r.countries)).toHaveLength(COUNTRIES.length);
    for (const dicCode of DIC_CODES) {
      const dic = okData(await t.app.inject({ method: 'GET', url: `/api/base/dic/select-list?dicCode=${dicCode}` }));
      expect(dic.total).toBe(DICTIONARIES[dicCode].length);
    }
    const agreements = okData(await t.app.inject({ method: 'GET', url: '/api/agreements/app' }));
    expect(agreements.total).toBe(AGREEMENTS.length);
    expectFailure(await t.app.inject({ method: 'POST', url: '/api/links/page/0/10', payload: {} }), 400, 'page');
  });
});
