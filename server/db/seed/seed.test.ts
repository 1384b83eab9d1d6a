import { asc, count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteCalls } from '../../../contracts/site/calls';
import { DIC_CODES } from '../../../contracts/site/codes';
import type { Db } from '../client';
import {
  customsImport,
  securityBar,
  unapprovedShipment,
  wholesalePrice,
  agreement,
  animalDisease,
  company,
  companyApplication,
  companyApplicationPlant,
  conversation,
  conversationMessage,
  consignee,
  country,
  customsPort,
  customsUpdate,
  datasetInfo,
  dictionaryItem,
  friendlyLink,
  newsItem,
  plant,
  plantEvent,
  plantRegistration,
  plantSuspension,
  product,
  productPlant,
  region,
  siteInfo,
} from '../schema/index';
import { prepareDatabase } from '../setup';
import { createTestApp, openTemplateCopy, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { COUNTRIES, REGIONS } from './countries';
import { DEFAULT_DEMO_SCALE } from './demo';
import { DEMO_GENERATOR_VERSION, seedDatabase } from './index';
import { DEMO_SEED } from './random';
import { AGREEMENTS, DEMO_FRIENDLY_LINKS, DICTIONARIES } from './reference';

const TABLES = { siteInfo, friendlyLink, region, country, dictionaryItem, agreement, datasetInfo };
/** The generated market rows: their counts come from the generator, so a restart must keep whatever they are. */
const DEMO_TABLES = {
  companyApplication,
  companyApplicationPlant,
  conversation,
  conversationMessage,
  company,
  plant,
  plantRegistration,
  plantEvent,
  plantSuspension,
  product,
  productPlant,
  animalDisease,
  customsPort,
  consignee,
  newsItem,
  customsUpdate,
  securityBar,
  wholesalePrice,
  customsImport,
  unapprovedShipment,
};

async function rowCounts(db: Db, tables: Record<string, PgTable> = TABLES) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
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

describe('seeding', () => {
  // The run's templates are this run's seeding of empty databases (the builder checks that the demo load
  // reported itself loaded); each file reads a copy rather than loading the demo dataset again.
  // A copy of the demo template is a whole PGlite data folder to copy and load: like the restart below, it can take
  // most of the default 20 s on a busy two-core machine.
  it('loads reference and demo data into an empty database', { timeout: 60_000 }, async () => {
    const copy = await openTemplateCopy({ seed: 'demo' });
    try {
      expect(await rowCounts(copy.database.db)).toEqual(expectedDemoCounts);
      const demoCounts = await rowCounts(copy.database.db, DEMO_TABLES);
      for (const [name, n] of Object.entries(demoCounts)) expect(n, name).toBeGreaterThan(0);
      expect(demoCounts.plant).toBe(DEFAULT_DEMO_SCALE.plants);
      const [dataset] = await copy.database.db.select().from(datasetInfo);
      expect(dataset?.key).toBe('demo');
      expect(dataset?.value).toMatchObject({ seed: DEMO_SEED, generatorVersion: DEMO_GENERATOR_VERSION });
    } finally {
      await copy.database.close();
      await copy.testDatabase.dispose();
    }
  });

  // Opens the embedded database from disk twice (each start loads PGlite and the whole demo dataset): on a busy
  // two-core machine that alone can take most of the default 20 s.
  it('a restart and a second seed add nothing, to reference or demo tables', { timeout: 60_000 }, async () => {
    // A seeded database on disk (PGlite in a temporary folder, or a PostgreSQL database): closed, then started again.
    const copy = await openTemplateCopy({ seed: 'demo', persistent: true });
    try {
      const before = await rowCounts(copy.database.db);
      const demoBefore = await rowCounts(copy.database.db, DEMO_TABLES);
      const links = await copy.database.db.select().from(friendlyLink).orderBy(asc(friendlyLink.id));
      await copy.database.close();
      expect(before).toEqual(expectedDemoCounts);
      for (const [name, n] of Object.entries(demoBefore)) expect(n, name).toBeGreaterThan(0);

      const restarted = await prepareDatabase(copy.testDatabase.config);
      try {
        expect(restarted.demoLoaded).toBe(false);
        expect(await rowCounts(restarted.database.db)).toEqual(before);
        expect(await rowCounts(restarted.database.db, DEMO_TABLES)).toEqual(demoBefore);
        expect(await restarted.database.db.select().from(friendlyLink).orderBy(asc(friendlyLink.id))).toEqual(links);

        // Seeding again in the same process is just as harmless.
        expect(await seedDatabase(restarted.database.db, 'demo')).toEqual({ demoLoaded: false, demoSignIn: [] });
        expect(await rowCounts(restarted.database.db)).toEqual(before);
        expect(await rowCounts(restarted.database.db, DEMO_TABLES)).toEqual(demoBefore);
      } finally {
        await restarted.database.close();
      }
    } finally {
      await copy.testDatabase.dispose();
    }
  });
});

/** Every index of the schema as PostgreSQL would make it again: the demo seed rebuilds its search indexes itself. */
async function indexDefinitions(db: Db) {
  const result = await db.execute<{ tablename: string; indexname: string; indexdef: string }>(
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = current_schema() order by tablename, indexname`,
  );
  return result.rows;
}

describe('the demo seed and the schema', () => {
  it('leaves exactly the indexes the migrations make, search indexes included', { timeout: 60_000 }, async () => {
    const seeded = await openTemplateCopy({ seed: 'demo' });
    const migrated = await openTemplateCopy({ seed: 'none' });
    try {
      const demo = await indexDefinitions(seeded.database.db);
      expect(demo.some((row) => row.indexdef.includes('USING gin'))).toBe(true);
      expect(demo).toEqual(await indexDefinitions(migrated.database.db));
    } finally {
      for (const copy of [seeded, migrated]) {
        await copy.database.close();
        await copy.testDatabase.dispose();
      }
    }
  });
});

describe('SEED=none', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
  });
  afterAll(() => t?.close());

  it('loads the reference data but no demo dataset', async () => {
    expect(await rowCounts(t.database.db)).toEqual({ ...expectedDemoCounts, friendlyLink: 0, datasetInfo: 0 });
    const demoCounts = await rowCounts(t.database.db, DEMO_TABLES);
    expect(demoCounts).toEqual(Object.fromEntries(Object.keys(DEMO_TABLES).map((name) => [name, 0])));
  });

  it('says the data is not demo data, and lists no friendly links', async () => {
    expect(okData(await call(t, siteCalls.info)).demoData).toBe(false);
    const links = okData(await call(t, siteCalls.links, { params: { page: 1, limit: 10 } }));
    expect(links).toEqual({ list: [], total: 0 });
  });

  it('still serves countries, every dictionary and the agreements', async () => {
    const countries = okData(await call(t, siteCalls.countries));
    expect(countries.list.flatMap((r: any) => r.countries)).toHaveLength(COUNTRIES.length);
    for (const dicCode of DIC_CODES) {
      const dic = okData(await call(t, siteCalls.dictionary, { query: { dicCode } }));
      expect(dic.total).toBe(DICTIONARIES[dicCode].length);
    }
    const agreements = okData(await call(t, siteCalls.agreements));
    expect(agreements.total).toBe(AGREEMENTS.length);
    expectFailure(await call(t, siteCalls.links, { params: { page: 0, limit: 10 } }), 400, 'page');
  });
});
