// `npx tsx server/modules/market/explain-cli.ts <PGlite data dir | postgres://…>`: prints EXPLAIN ANALYZE of the
// market's list queries exactly as the services send them (docs/market.md 'Query plans'). Point it at a copy of a
// seeded database (`DATA_DIR=/tmp/x npm run db:seed -- --plants 100000`, then `/tmp/x/pglite`), never at production.
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';
import { PGLITE_EXTENSIONS } from '../../db/pglite-extensions';
import * as schema from '../../db/schema/index';
import * as companies from './queries/companies';
import * as plants from './queries/plants';
import * as products from './queries/products';

type Row = Record<string, unknown>;
const target = process.argv[2];
if (!target) throw new Error('usage: explain-cli.ts <PGlite data dir | postgres://…>');
const plans: string[] = [];
const record = (text: string, params: unknown, rows: Row[]) =>
  plans.push(`-- ${text}\n-- params: ${JSON.stringify(params)}\n${rows.map((r) => String(r['QUERY PLAN'])).join('\n')}`);
const explainOf = (text: string) => `explain (analyze, costs off) ${text}`;

let db: Db;
let close: () => Promise<void>;
if (target.startsWith('postgres://')) {
  const pool = new pg.Pool({ connectionString: target, max: 1 });
  const query = pool.query.bind(pool) as (
    config: { text: string; values?: unknown[] } | string,
    values?: unknown[],
  ) => Promise<{ rows: Row[] }>;
  // Every SELECT the services send is explained first, then run as usual.
  (pool as unknown as { query: typeof query }).query = async (config, values) => {
    const text = typeof config === 'string' ? config : config.text;
    const params = typeof config === 'string' ? values : (config.values ?? values);
    if (/^select/i.test(text)) record(text, params, (await query({ text: explainOf(text), values: params })).rows);
    return query(config, values);
  };
  db = drizzlePg(pool, { schema });
  close = () => pool.end();
} else {
  const client = new PGlite({ dataDir: target, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  const query = client.query.bind(client) as (text: string, params?: unknown[], options?: unknown) => Promise<{ rows: Row[] }>;
  (client as unknown as { query: typeof query }).query = async (text, params, options) => {
    if (/^select/i.test(text)) record(text, params, (await query(explainOf(text), params)).rows);
    return query(text, params, options);
  };
  db = drizzlePglite(client, { schema }) as unknown as Db;
  close = () => client.close();
}

async function show(name: string, work: () => Promise<unknown>) {
  plans.length = 0;
  await work();
  console.log(`\n#### ${name}\n\n\`\`\`\n${plans.join('\n\n')}\n\`\`\``);
}

const search = { accessType: '201', countryCode: 'BR', status: 1, keyword: 'kingfisher' };
await show('Plant search: keyword + country + status (queryFactory)', () =>
  Promise.all([plants.pagePlants(db, search, 1, 10), plants.countPlants(db, search)]),
);
await show('Plant list, first page of an access type', () =>
  Promise.all([plants.pagePlants(db, { accessType: '201' }, 1, 10), plants.countPlants(db, { accessType: '201' })]),
);
await show('Plant search, two characters: Reg.No. prefix', () =>
  Promise.all([
    plants.pagePlants(db, { accessType: '202', keyword: 'DL' }, 1, 10),
    plants.countPlants(db, { accessType: '202', keyword: 'DL' }),
  ]),
);
await show('Plant search, Reg.No. written another way (normalised match)', () =>
  Promise.all([
    plants.pagePlants(db, { accessType: '202', keyword: 'dl-876' }, 1, 10),
    plants.countPlants(db, { accessType: '202', keyword: 'dl-876' }),
  ]),
);
await show('Plant search, two characters with a separator: normalised Reg.No. prefix', () =>
  Promise.all([
    plants.pagePlants(db, { accessType: '202', keyword: 'D.' }, 1, 10),
    plants.countPlants(db, { accessType: '202', keyword: 'D.' }),
  ]),
);
await show('Company search, Reg.No. written another way (normalised match)', () =>
  Promise.all([
    companies.pageCompanies(db, { accessType: '202', keyword: 'dl-876' }, 1, 15),
    companies.countCompanies(db, { accessType: '202', keyword: 'dl-876' }),
  ]),
);
await show('Company list (getPcAllCompany)', () =>
  Promise.all([companies.pageCompanies(db, { accessType: '201' }, 1, 15), companies.countCompanies(db, { accessType: '201' })]),
);
await show('Company search: country + keyword', () =>
  companies.pageCompanies(db, { accessType: '202', countryCode: 'NO', keyword: 'fjord' }, 1, 15),
);
await show('Product search (searchAccessGoodsList)', () =>
  products.pageProducts(db, { accessType: '202', countryCodes: [], keyword: 'shrimp' }, 1, 10),
);
await show('Suspended plants (queryStopFactory)', () => plants.pageSuspensions(db, { accessType: '201', countryCode: 'BR' }, 1, 10));
await close();
