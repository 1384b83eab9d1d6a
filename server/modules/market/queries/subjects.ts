import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, country, plant } from '../../../db/schema/index';

/** One company or plant named by its code, access type and country, as the subscription calls name them. */
export interface RecordKey {
  object: string;
  accessType: string;
  countryCode: string;
}

export async function findCompaniesByKeys(db: Executor, keys: readonly RecordKey[]) {
  if (!keys.length) return [];
  return db
    .select({
      id: company.id,
      code: company.companyCode,
      accessType: company.accessType,
      countryCode: company.countryCode,
      name: company.plantName,
      logo: company.cpLogo,
      countryName: country.nameEn,
    })
    .from(company)
    .innerJoin(country, eq(country.code, company.countryCode))
    .where(
      or(
        ...keys.map((k) =>
          and(eq(company.companyCode, k.object), eq(company.accessType, k.accessType), eq(company.countryCode, k.countryCode)),
        ),
      ),
    );
}

export async function findPlantsByKeys(db: Executor, keys: readonly RecordKey[]) {
  if (!keys.length) return [];
  return db
    .select({
      id: plant.id,
      code: plant.plantNo,
      accessType: plant.accessType,
      countryCode: plant.countryCode,
      name: plant.plantName,
      logo: plant.companyLogo,
      countryName: country.nameEn,
    })
    .from(plant)
    .innerJoin(country, eq(country.code, plant.countryCode))
    .where(
      or(...keys.map((k) => and(eq(plant.plantNo, k.object), eq(plant.accessType, k.accessType), eq(plant.countryCode, k.countryCode)))),
    );
}

/** A plant's like count moves with its likes, in the like's transaction. */
export async function addToPointCount(db: Executor, plantId: number, delta: number) {
  await db
    .update(plant)
    .set({ pointCount: sql`greatest(${plant.pointCount} + ${delta}, 0)` })
    .where(eq(plant.id, plantId));
}
