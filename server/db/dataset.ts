import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { datasetInfo } from './schema/index';

/** Whether the data is the generated demo (the seed marks it): modules ask here, without importing the generator. */
export async function isDemoDataset(db: Executor): Promise<boolean> {
  const rows = await db
    .select()
    .from(datasetInfo)
    .where(sql`${datasetInfo.key} = 'demo'`);
  return rows.length > 0;
}
