import {
  animalDisease,
  banLift,
  company,
  customsImport,
  customsUpdate,
  newsItem,
  plant,
  plantEvent,
  plantRegistration,
  plantSuspension,
  product,
  productPlant,
  wholesalePrice,
} from '../db/schema/index';
import { eq } from 'drizzle-orm';
import { openTemplateCopy } from './app';

/** The demo's market tables, the customs statistics, the meat-cut prices and the news that speaks of them, read whole from a copy of the run's demo template. */
export interface DemoMarket {
  plants: (typeof plant.$inferSelect)[];
  companies: (typeof company.$inferSelect)[];
  bans: (typeof animalDisease.$inferSelect)[];
  lifts: (typeof banLift.$inferSelect)[];
  events: (typeof plantEvent.$inferSelect)[];
  registrations: (typeof plantRegistration.$inferSelect)[];
  suspensions: (typeof plantSuspension.$inferSelect)[];
  products: (typeof product.$inferSelect)[];
  links: (typeof productPlant.$inferSelect)[];
  notices: (typeof customsUpdate.$inferSelect)[];
  news: (typeof newsItem.$inferSelect)[];
  customs: (typeof customsImport.$inferSelect)[];
  /** The meat cuts' wholesale prices (category 'Meat'), as the /data meat-price page reads them. */
  prices: (typeof wholesalePrice.$inferSelect)[];
}

/**
 * Opens a copy of the demo template and reads the demo's market and news rows, for the tests of its consistency
 * (server/db/seed/market-*.test.ts). Answers the rows and how to close the copy.
 */
export async function readDemoMarket() {
  const copy = await openTemplateCopy({ seed: 'demo' });
  const db = copy.database.db;
  const rows: DemoMarket = {
    plants: await db.select().from(plant),
    companies: await db.select().from(company),
    bans: await db.select().from(animalDisease),
    lifts: await db.select().from(banLift),
    events: await db.select().from(plantEvent),
    registrations: await db.select().from(plantRegistration),
    suspensions: await db.select().from(plantSuspension),
    products: await db.select().from(product),
    links: await db.select().from(productPlant),
    notices: await db.select().from(customsUpdate),
    news: await db.select().from(newsItem),
    customs: await db.select().from(customsImport),
    prices: await db.select().from(wholesalePrice).where(eq(wholesalePrice.category, 'Meat')),
  };
  const close = async () => {
    await copy.database.close();
    await copy.testDatabase.dispose();
  };
  return { rows, close };
}
