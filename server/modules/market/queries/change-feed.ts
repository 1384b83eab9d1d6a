import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { animalDisease, banLift, company, plant, plantEvent, plantRegistration } from '../../../db/schema/index';

/**
 * The market's change rows as the watchlist alerts read them (server/modules/watchlist/changes.ts turns them into
 * alerts): each source in id order after a watermark, and the plants a change names with their company.
 */

/** The change sources, each a table whose ids only grow. */
export type ChangeFeedSource = 'plant-event' | 'animal-disease' | 'ban-lift';

const plantColumns = {
  plantId: plant.id,
  plantNo: plant.plantNo,
  plantName: plant.plantName,
  countryCode: plant.countryCode,
  accessType: plant.accessType,
  companyCode: company.companyCode,
  companyName: company.plantName,
  goodsTypes: plant.goodsTypes,
};

/** Approval-history events after `afterId` (registered, renewed, products added, suspended, resumed, ...), with their plant. */
export function plantEventsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      ...plantColumns,
      id: plantEvent.id,
      sourceDate: plantEvent.sourceDate,
      kind: plantEvent.recordTypeName,
      recordType: plantEvent.recordType,
      text: plantEvent.enContent,
      at: plantEvent.createdAt,
    })
    .from(plantEvent)
    .innerJoin(plant, eq(plant.id, plantEvent.plantId))
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(gt(plantEvent.id, afterId))
    .orderBy(asc(plantEvent.id))
    .limit(limit);
}

/** Disease bans after `afterId`. */
export function diseaseBansAfter(db: Executor, afterId: number, limit: number) {
  return db.select().from(animalDisease).where(gt(animalDisease.id, afterId)).orderBy(asc(animalDisease.id)).limit(limit);
}

/** Lifted bans after `afterId`: the lift row's id, with the ban's fields and the day it was lifted. */
export function banLiftsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: banLift.id,
      diseaseId: banLift.diseaseId,
      liftedDate: banLift.liftedDate,
      countryCode: animalDisease.countryCode,
      accessType: animalDisease.accessType,
      areaName: animalDisease.areaName,
      plagueName: animalDisease.plagueName,
      plagueNameAlias: animalDisease.plagueNameAlias,
      goodsTypes: animalDisease.goodsTypes,
    })
    .from(banLift)
    .innerJoin(animalDisease, eq(animalDisease.id, banLift.diseaseId))
    .where(gt(banLift.id, afterId))
    .orderBy(asc(banLift.id))
    .limit(limit);
}

/** The newest id of a source (0 when it is empty). */
export async function latestChangeId(db: Executor, source: ChangeFeedSource): Promise<number> {
  const table = { 'plant-event': plantEvent, 'animal-disease': animalDisease, 'ban-lift': banLift }[source];
  const [row] = await db.select({ id: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table);
  return Number(row?.id ?? 0);
}

/** Among these plants and companies, the plants of a country and access type registered for one of the goods types (any when empty). */
export function plantsInBanArea(
  db: Executor,
  area: { countryCode: string; accessType: string; goodsTypes: readonly string[] },
  among: { plantNos: string[]; companyCodes: string[] },
) {
  return db
    .select(plantColumns)
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(
      and(
        eq(plant.countryCode, area.countryCode),
        eq(plant.accessType, area.accessType),
        area.goodsTypes.length ? sql`${plant.goodsTypes} && ${sql.param([...area.goodsTypes])}::text[]` : undefined,
        or(
          among.plantNos.length ? inArray(plant.plantNo, among.plantNos) : undefined,
          among.companyCodes.length ? inArray(company.companyCode, among.companyCodes) : undefined,
        ),
      ),
    );
}

/** Valid registrations of watched plants that expire between today and `until` (YYYY-MM-DD, inclusive). */
export function watchedRegistrationsExpiring(db: Executor, today: string, until: string) {
  return db
    .select({
      ...plantColumns,
      registrationId: plantRegistration.id,
      goodsType: plantRegistration.goodsType,
      expires: plantRegistration.registerExpireDate,
    })
    .from(plantRegistration)
    .innerJoin(plant, eq(plant.id, plantRegistration.plantId))
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(
      and(
        eq(plantRegistration.status, 1),
        sql`${plantRegistration.registerExpireDate} >= ${today}`,
        lte(plantRegistration.registerExpireDate, until),
        // Only plants somebody watches, directly or through their company.
        sql`exists (select 1 from subscription s where s.country_code = ${plant.countryCode} and s.access_type = ${plant.accessType}
          and ((s.subscribe_type = 'FACTORY' and s.sub_object = ${plant.plantNo}) or (s.subscribe_type = 'COMPANY' and s.sub_object = ${company.companyCode})))`,
      ),
    );
}
