import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, country, plant } from '../../../db/schema/index';
import { normaliseRegNo, regNoKey } from '../../../db/sql/regno';
import { searchTextOf } from '../../../shared/search';

/** The SQL of the establishment-list import (establishments.ts). */

export function listCountries(db: Executor) {
  return db.select({ code: country.code, nameEn: country.nameEn, nameZh: country.nameZh }).from(country);
}

/** Plants of one country and access type by normalised Reg.No. (market_plant_regno_prefix_idx). */
export async function plantsByRegNo(db: Executor, accessType: string, countryCode: string, plantNos: string[]) {
  if (plantNos.length === 0) return [];
  return db
    .select()
    .from(plant)
    .where(
      and(
        eq(plant.accessType, accessType),
        eq(plant.countryCode, countryCode),
        inArray(
          regNoKey(plant.plantNo),
          plantNos.map((n) => normaliseRegNo(n)),
        ),
      ),
    );
}

export async function insertCompany(db: Executor, row: typeof company.$inferInsert): Promise<number> {
  const [made] = await db.insert(company).values(row).returning({ id: company.id });
  return made!.id;
}

export async function insertPlant(db: Executor, row: typeof plant.$inferInsert): Promise<number> {
  const [made] = await db.insert(plant).values(row).returning({ id: plant.id });
  return made!.id;
}

export async function updatePlantListing(db: Executor, plantId: number, set: Partial<typeof plant.$inferInsert>) {
  await db.update(plant).set(set).where(eq(plant.id, plantId));
}

/** Plants an earlier list confirmed that are not among `seen` (ids): candidates for the missing-from-list flag. */
export function listedPlantsNotIn(db: Executor, accessType: string, countryCode: string, asOf: string, seen: number[]) {
  return db
    .select({ id: plant.id, listFile: plant.listFile, listAsOf: plant.listAsOf, reviewFlag: plant.reviewFlag })
    .from(plant)
    .where(
      and(
        eq(plant.accessType, accessType),
        eq(plant.countryCode, countryCode),
        isNotNull(plant.listAsOf),
        lt(plant.listAsOf, asOf),
        seen.length > 0
          ? sql`${plant.id} not in (${sql.join(
              seen.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    );
}

/**
 * A plant's keyword text after its name, Reg.No. or China registration codes changed (docs/market.md 'Search'):
 * its names, Reg.No. as written and normalised, China registration codes, company name, and the pinyin of its
 * Chinese name (searchTextOf, docs/search.md).
 */
export async function refreshSearchText(db: Executor, plantId: number) {
  const [row] = await db
    .select({
      plantName: plant.plantName,
      plantNameZh: plant.plantNameZh,
      plantNo: plant.plantNo,
      regNo: sql<string>`${regNoKey(plant.plantNo)}`,
      chinaRegisterCodes: plant.chinaRegisterCodes,
      companyName: company.plantName,
    })
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(eq(plant.id, plantId));
  if (!row) return;
  const searchText = searchTextOf(row.plantName, row.plantNameZh, row.plantNo, row.regNo, row.chinaRegisterCodes, row.companyName);
  await db.update(plant).set({ searchText }).where(eq(plant.id, plantId));
}

/** Plants flagged for an administrator's review, the latest listed first (a few at a time: flags are rare). */
export function listFlaggedPlants(db: Executor) {
  return db
    .select({
      accessType: plant.accessType,
      countryCode: plant.countryCode,
      plantNo: plant.plantNo,
      plantName: plant.plantName,
      status: plant.status,
      reviewFlag: plant.reviewFlag,
      reviewNote: plant.reviewNote,
    })
    .from(plant)
    .where(sql`${plant.reviewFlag} <> ''`)
    .orderBy(sql`${plant.listAsOf} desc nulls last`, plant.id)
    .limit(200);
}
