import { desc, eq, max, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { animalDisease, plant, plantEvent } from '../../../db/schema/index';

/**
 * Where a market list's rows come from, for its downloads: the sources of the plants' approval histories of an access
 * type (an imported list by file name, an administrator, the demo generator), latest first, with the date of each
 * one's latest change.
 */
export function plantSources(db: Executor, accessType: string) {
  const latest = max(plantEvent.sourceDate);
  return db
    .select({ source: plantEvent.source, sourceFile: plantEvent.sourceFile, asOf: sql<string>`${latest}::text` })
    .from(plantEvent)
    .innerJoin(plant, eq(plant.id, plantEvent.plantId))
    .where(eq(plant.accessType, accessType))
    .groupBy(plantEvent.source, plantEvent.sourceFile)
    .orderBy(desc(latest))
    .limit(3);
}

/** The date of the latest animal disease ban (the list shows both access types), null without bans. */
export async function latestBanDate(db: Executor): Promise<string | null> {
  const [row] = await db.select({ asOf: sql<string | null>`${max(animalDisease.banDate)}::text` }).from(animalDisease);
  return row?.asOf ?? null;
}
