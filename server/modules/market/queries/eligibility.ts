import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  animalDisease,
  country,
  plant,
  plantEvent,
  plantRegistration,
  plantSuspension,
  product,
  productPlant,
} from '../../../db/schema/index';
import { normaliseRegNo, regNoKey } from '../../../db/sql/regno';

/** What the eligibility check reads: one plant and what hangs off it, the country's bans and products. */

/** The country's English and Chinese names, or undefined for a code the table lacks. */
export async function countryNames(db: Executor, countryCode: string) {
  const [row] = await db.select({ nameEn: country.nameEn, nameZh: country.nameZh }).from(country).where(eq(country.code, countryCode));
  return row;
}

/** The plant by its Reg.No. as written, else as normalised (served by market_plant_regno_prefix_idx). */
export async function findPlantByRegNo(db: Executor, accessType: string, countryCode: string, plantNo: string) {
  const columns = {
    id: plant.id,
    plantNo: plant.plantNo,
    plantName: plant.plantName,
    plantNameZh: plant.plantNameZh,
    countryCode: plant.countryCode,
    countryName: country.nameEn,
    countryNameZh: country.nameZh,
    accessType: plant.accessType,
    status: plant.status,
    address: plant.address,
    listFile: plant.listFile,
    listAsOf: plant.listAsOf,
  };
  const base = () => db.select(columns).from(plant).innerJoin(country, eq(country.code, plant.countryCode));
  const [exact] = await base().where(and(eq(plant.accessType, accessType), eq(plant.countryCode, countryCode), eq(plant.plantNo, plantNo)));
  if (exact) return exact;
  const [loose] = await base()
    .where(
      and(
        eq(plant.accessType, accessType),
        eq(plant.countryCode, countryCode),
        sql`${regNoKey(plant.plantNo)} = ${normaliseRegNo(plantNo)}`,
      ),
    )
    .limit(1);
  return loose;
}

export function registrationFor(db: Executor, plantId: number, goodsType: string) {
  return db
    .select()
    .from(plantRegistration)
    .where(and(eq(plantRegistration.plantId, plantId), eq(plantRegistration.goodsType, goodsType)))
    .then((rows) => rows[0]);
}

export function openSuspensions(db: Executor, plantId: number) {
  return db
    .select()
    .from(plantSuspension)
    .where(and(eq(plantSuspension.plantId, plantId), isNull(plantSuspension.liftedDate)))
    .orderBy(desc(plantSuspension.suspendDate));
}

/** The plant's events, newest first: where its status and each registration last came from. */
export function eventsOf(db: Executor, plantId: number) {
  return db
    .select({
      recordType: plantEvent.recordType,
      sourceDate: plantEvent.sourceDate,
      goodsType: plantEvent.goodsType,
      source: plantEvent.source,
      sourceFile: plantEvent.sourceFile,
    })
    .from(plantEvent)
    .where(eq(plantEvent.plantId, plantId))
    .orderBy(desc(plantEvent.sourceDate), desc(plantEvent.id));
}

export function bansOn(db: Executor, accessType: string, countryCode: string, goodsType: string) {
  return db
    .select()
    .from(animalDisease)
    .where(
      and(
        eq(animalDisease.accessType, accessType),
        eq(animalDisease.countryCode, countryCode),
        sql`${animalDisease.goodsTypes} @> array[${goodsType}]::text[]`,
        isNull(animalDisease.liftedDate),
      ),
    )
    .orderBy(desc(animalDisease.banDate));
}

export function productByCode(db: Executor, goodsCode: string) {
  return db
    .select()
    .from(product)
    .where(eq(product.goodsCode, goodsCode))
    .then((rows) => rows[0]);
}

export async function countProducts(db: Executor, accessType: string, countryCode: string, goodsType: string) {
  const [row] = await db
    .select({ n: count() })
    .from(product)
    .where(and(eq(product.accessType, accessType), eq(product.countryCode, countryCode), eq(product.goodsType, goodsType)));
  return row?.n ?? 0;
}

export async function plantMakesProduct(db: Executor, productId: number, plantId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(productPlant)
    .where(and(eq(productPlant.productId, productId), eq(productPlant.plantId, plantId)));
  return (row?.n ?? 0) > 0;
}
