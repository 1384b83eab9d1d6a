// `npm run db:seed [-- --plants N]`: loads reference data and, into a database without a dataset, the demo data.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from './client';
import { DEFAULT_DEMO_SCALE } from './seed/demo';
import { seedDatabase } from './seed/index';
import { migrationsDir } from './setup';

const { values } = parseArgs({ options: { plants: { type: 'string' } } });
const plants = values.plants ? Number(values.plants) : DEFAULT_DEMO_SCALE.plants;
if (!Number.isInteger(plants) || plants < 0) throw new Error('--plants must be a whole number');
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : pgliteDirFor(config.dataDir),
  migrationsDir: migrationsDir(config),
});
const { demoLoaded, demoSignIn } = await database.exclusive(async () => {
  await database.migrate();
  return seedDatabase(database.db, config.seed, { ...DEFAULT_DEMO_SCALE, plants }, { demoTraderPassword: config.demoTraderPassword });
});
await database.close();
if (config.seed === 'none') console.log('reference data checked; SEED=none loads no demo data');
else console.log(demoLoaded ? `demo data loaded (${plants} plants)` : 'reference data checked; the database already holds a dataset');
if (demoSignIn.length) console.log(`demo traders can sign in with DEMO_TRADER_PASSWORD: ${demoSignIn.join(', ')}`);
// The process's high-water mark (the embedded database's memory included): the bench records it with the seed's time.
console.log(`peak memory (RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
