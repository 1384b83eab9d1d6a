import type { Executor } from '../client';
import { vacuumAnalyze } from '../maintenance';
import { agreement, communityLabel, country, datasetInfo, dictionaryItem, region, siteInfo } from '../schema/index';
import { COMMUNITY_LABELS } from './community-labels';
import { DEFAULT_DEMO_SCALE, type DemoScale, generateDemo } from './demo';
import { COUNTRIES, REGIONS } from './countries';
import { DEMO_SEED } from './random';
import { AGREEMENTS, DEFAULT_SITE_INFO, DICTIONARIES } from './reference';
import { markSearchBackfillDone } from '../../shared/search/backfill';
import { applyDemoTraderPassword } from './sign-in';
import { withSearchIndexesBuiltAfter } from './search-indexes';

/** Version of the demo generator; stored with the dataset so a page can tell which one made it. */
export const DEMO_GENERATOR_VERSION = 3;

/**
 * Reference data the product needs whatever SEED says: regions, countries, dictionaries,
 * agreements and the operator's default details. Idempotent: existing rows are kept.
 */
export async function seedReference(db: Executor): Promise<void> {
  await db
    .insert(region)
    .values(REGIONS.map((r, i) => ({ ...r, sort: i })))
    .onConflictDoNothing();
  await db
    .insert(country)
    .values(COUNTRIES.map(([code, iso3, nameEn, nameZh, regionCode]) => ({ code, iso3, nameEn, nameZh, regionCode })))
    .onConflictDoNothing();
  await db
    .insert(dictionaryItem)
    .values(
      Object.entries(DICTIONARIES).flatMap(([dicCode, entries]) =>
        entries.map(([detailCode, enName, zhName], sort) => ({ dicCode, detailCode, enName, zhName, sort })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(agreement)
    .values([...AGREEMENTS])
    .onConflictDoNothing();
  await db.insert(siteInfo).values(DEFAULT_SITE_INFO).onConflictDoNothing();
  await db
    .insert(communityLabel)
    .values(COMMUNITY_LABELS.map(([labelClass, labelCode, labelNameAlias], sort) => ({ labelClass, labelCode, labelNameAlias, sort })))
    .onConflictDoNothing();
}

export { isDemoDataset } from '../dataset';

/** True once any dataset (demo or real) has been marked as loaded. */
async function datasetLoaded(db: Executor): Promise<boolean> {
  const rows = await db.select({ key: datasetInfo.key }).from(datasetInfo).limit(1);
  return rows.length > 0;
}

/**
 * The generated demo dataset, the same rows on every run (fixed seed). Loaded only into
 * a database that holds no dataset yet, so a restart never duplicates or overwrites data.
 */
export async function seedDemo(db: Executor, scale: DemoScale = DEFAULT_DEMO_SCALE): Promise<boolean> {
  if (await datasetLoaded(db)) return false;
  await db.transaction(async (tx) => {
    // The demo's tables are empty: their search indexes are built once over the loaded rows, not kept up row by row.
    await withSearchIndexesBuiltAfter(tx, () => generateDemo(tx, scale));
    // The demo rows are written with their pinyin: the upgrade backfill has nothing to do (docs/search.md).
    await markSearchBackfillDone(tx);
    await tx.insert(datasetInfo).values({
      key: 'demo',
      value: { seed: DEMO_SEED, generatorVersion: DEMO_GENERATOR_VERSION, scale, loadedAt: new Date().toISOString() },
    });
  });
  // What an administrator runs after a bulk load: without it, searches read the search indexes' long pending
  // lists until autovacuum comes by, and on PGlite, which has none, for good (server/db/maintenance.ts).
  await vacuumAnalyze(db);
  return true;
}

/**
 * Reference data, the demo dataset into a database without one, and the demo traders' sign-in as DEMO_TRADER_PASSWORD
 * says (demoSignIn: the e-mails that can sign in with it).
 */
export async function seedDatabase(
  db: Executor,
  mode: 'demo' | 'none',
  scale: DemoScale = DEFAULT_DEMO_SCALE,
  options: { demoTraderPassword?: string | undefined } = {},
): Promise<{ demoLoaded: boolean; demoSignIn: string[] }> {
  await seedReference(db);
  const demoLoaded = mode === 'demo' && (await seedDemo(db, scale));
  return { demoLoaded, demoSignIn: await applyDemoTraderPassword(db, options.demoTraderPassword) };
}
