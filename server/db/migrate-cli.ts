// `npm run db:migrate`: applies the committed migrations to the configured database and exits.
import { loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from './client';
import { migrationsDir } from './setup';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : pgliteDirFor(config.dataDir),
  migrationsDir: migrationsDir(config),
});
await database.exclusive(() => database.migrate());
await database.close();
console.log(`migrations applied (${database.engine})`);
