import { join } from 'node:path';
import type { Config, SeedMode } from '../config';
import { openDatabase, pgliteDirFor, type Database } from './client';
import type { DemoScale } from './seed/demo';
import { seedDatabase } from './seed/index';

export function migrationsDir(config: Pick<Config, 'projectRoot'>): string {
  return join(config.projectRoot, 'server', 'db', 'migrations');
}

/** Opens the configured database, applies the committed migrations and loads seed data into an empty one. */
export async function prepareDatabase(config: Config): Promise<{ database: Database; demoLoaded: boolean; demoSignIn: string[] }> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.databaseUrl || config.inMemoryDatabase ? undefined : pgliteDirFor(config.dataDir),
    migrationsDir: migrationsDir(config),
  });
  try {
    const { demoLoaded, demoSignIn } = await migrateAndSeed(database, config.seed, config.demoTraderPassword);
    return { database, demoLoaded, demoSignIn };
  } catch (err) {
    await database.close();
    throw err;
  }
}

/** Applies the migrations and loads the seed data, one starting process at a time. */
export function migrateAndSeed(
  database: Database,
  seed: SeedMode,
  demoTraderPassword?: string,
  scale?: DemoScale,
): Promise<{ demoLoaded: boolean; demoSignIn: string[] }> {
  return database.exclusive(async () => {
    await database.migrate();
    return seedDatabase(database.db, seed, scale, { demoTraderPassword });
  });
}
