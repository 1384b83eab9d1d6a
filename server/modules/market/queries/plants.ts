import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, country, plant, plantEvent, plantRegistration, plantSuspension } from '../../../db/schema/index';
import { regNoKey } from '../../../db/sql/regno';
import { prepared } from '../../../db/prepared';
import { filterShape, type KeywordColumns, keywordMatch, offsetOf } from './search';
import { storedSearch } from '../../../shared/search';

export interface PlantFilter {
  accessType: string;
  countryCode?: string;
  keyword?: string;
  status?: number;
  goodsType?: string;
}

const plantKeywordColumns: KeywordColumns = {
  search: storedSearch(plant),
  hasRegNos: true,
  latin: regNoKey(plant.plantNo),
  latinIsRegNo: true,
  cjk: sql`${plant.plantNameZh}`,
};

const plantKeyword = (keyword: string | undefined) => keywordMatch(plantKeywordColumns, keyword);

/** The filter's shape names its prepared statements; its values fill their placeholders. */
const plantShape = (f: PlantFilter) =>
  filterShape(
    plantKeywordColumns,
    f.keyword,
    [
      ['', true, () => eq(plant.accessType, sql.placeholder('accessType'))],
      ['c', Boolean(f.countryCode), () => eq(plant.countryCode, sql.placeholder('countryCode'))],
      ['s', f.status !== undefined, () => eq(plant.status, sql.placeholder('status'))],
      ['g', Boolean(f.goodsType), () => sql`${plant.goodsTypes} @> array[${sql.placeholder('goodsType')}]::text[]`],
    ],
    { accessType: f.accessType, countryCode: f.countryCode, status: f.status, goodsType: f.goodsType },
  );

/**
 * A page of plants in registration order; a Reg.No. prefix search in Reg.No. order (its index's order). The
 * market's busiest query: prepared per filter shape (server/db/prepared.ts).
 */
export function pagePlants(db: Executor, f: PlantFilter, page: number, limit: number) {
  const shape = plantShape(f);
  return prepared(db, `market_plants_page_${shape.name}`, () =>
    db
      .select({
        companyLogo: plant.companyLogo,
        plantName: plant.plantName,
        plantNameZh: plant.plantNameZh,
        plantNo: plant.plantNo,
        productMode: plant.productMode,
        status: plant.status,
        factoryAccessType: plant.accessType,
        factoryCountryCode: plant.countryCode,
        goodsTypes: plant.goodsTypes,
      })
      // Country names come from the service's cached list: a join here would keep the planner from
      // stopping an ordered index scan at the page's last row.
      .from(plant)
      .where(shape.where())
      // A prefix search is listed in its index's order (text_pattern_ops sorts with ~<~), so the scan stops at
      // the page's last row.
      .orderBy(shape.prefixOrder ? sql`${shape.prefixOrder} using ~<~` : asc(plant.id))
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit')),
  ).execute({ ...shape.values, offset: offsetOf(page, limit), limit });
}

export async function countPlants(db: Executor, f: PlantFilter): Promise<number> {
  const shape = plantShape(f);
  const [row] = await prepared(db, `market_plants_count_${shape.name}`, () =>
    db.select({ total: count() }).from(plant).where(shape.where()),
  ).execute(shape.values);
  return row?.total ?? 0;
}

/** A plant's detail by its natural key (a detail page's first read): prepared. */
export async function findPlant(db: Executor, accessType: string, countryCode: string, plantNo: string) {
  const [row] = await prepared(db, 'market_plant_find', () =>
    db
      .select({
        id: plant.id,
        plantNo: plant.plantNo,
        plantName: plant.plantName,
        plantNameZh: plant.plantNameZh,
        countryCode: plant.countryCode,
        countryName: country.nameEn,
        countryNameZh: country.nameZh,
        accessType: plant.accessType,
        address: plant.address,
        activities: plant.activities,
        productMode: plant.productMode,
        status: plant.status,
        companyCode: company.companyCode,
        companyName: company.plantName,
        companyNameZh: company.plantNameZh,
        companyLogo: plant.companyLogo,
        goodsTypes: plant.goodsTypes,
        pointCount: plant.pointCount,
        updatedAt: plant.updatedAt,
      })
      .from(plant)
      .innerJoin(country, eq(country.code, plant.countryCode))
      .innerJoin(company, eq(company.id, plant.companyId))
      .where(
        and(
          eq(plant.accessType, sql.placeholder('accessType')),
          eq(plant.countryCode, sql.placeholder('countryCode')),
          eq(plant.plantNo, sql.placeholder('plantNo')),
        ),
      ),
  ).execute({ accessType, countryCode, plantNo });
  return row;
}

export function listRegistrations(db: Executor, plantId: number) {
  return db
    .select({
      id: plantRegistration.id,
      goodsType: plantRegistration.goodsType,
      chinaRegisterCode: plantRegistration.chinaRegisterCode,
      registerDate: plantRegistration.registerDate,
      registerExpireDate: plantRegistration.registerExpireDate,
      status: plantRegistration.status,
    })
    .from(plantRegistration)
    .where(eq(plantRegistration.plantId, plantId))
    .orderBy(asc(plantRegistration.id));
}

/** Approval history, newest first. */
export async function pageEvents(db: Executor, plantId: number, page: number, limit: number) {
  const where = eq(plantEvent.plantId, plantId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: plantEvent.id,
        sourceDate: plantEvent.sourceDate,
        recordType: plantEvent.recordType,
        recordTypeName: plantEvent.recordTypeName,
        enContent: plantEvent.enContent,
        source: plantEvent.source,
        sourceFile: plantEvent.sourceFile,
        sourceId: plantEvent.sourceId,
      })
      .from(plantEvent)
      .where(where)
      .orderBy(desc(plantEvent.sourceDate), desc(plantEvent.id))
      .offset(offsetOf(page, limit))
      .limit(limit),
    db.select({ total: count() }).from(plantEvent).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

function suspensionWhere(f: Omit<PlantFilter, 'status'>) {
  return and(
    isNull(plantSuspension.liftedDate),
    eq(plantSuspension.accessType, f.accessType),
    f.countryCode ? eq(plantSuspension.countryCode, f.countryCode) : undefined,
    f.goodsType ? eq(plantSuspension.goodsType, f.goodsType) : undefined,
    plantKeyword(f.keyword)?.where,
  );
}

/** Suspensions still in force, newest first (the partial index's order). */
export function pageSuspensions(db: Executor, f: Omit<PlantFilter, 'status'>, page: number, limit: number) {
  return db
    .select({
      id: plantSuspension.id,
      goodsType: plantSuspension.goodsType,
      countryName: country.nameEn,
      countryNameZh: country.nameZh,
      countryCode: plant.countryCode,
      plantNo: plant.plantNo,
      plantName: plant.plantName,
      plantNameZh: plant.plantNameZh,
      accessType: plant.accessType,
      suspendDate: plantSuspension.suspendDate,
      reason: plantSuspension.reason,
    })
    .from(plantSuspension)
    .innerJoin(plant, eq(plant.id, plantSuspension.plantId))
    .innerJoin(country, eq(country.code, plant.countryCode))
    .where(suspensionWhere(f))
    .orderBy(desc(plantSuspension.suspendDate), desc(plantSuspension.id))
    .offset(offsetOf(page, limit))
    .limit(limit);
}

export async function countSuspensions(db: Executor, f: Omit<PlantFilter, 'status'>): Promise<number> {
  const query = db.select({ total: count() }).from(plantSuspension);
  // The plant is joined only when the keyword needs its names and numbers.
  const [row] = await (f.keyword ? query.innerJoin(plant, eq(plant.id, plantSuspension.plantId)) : query).where(suspensionWhere(f));
  return row?.total ?? 0;
}

/** Country names by code (reference data, cached by the service). */
export function listCountryNames(db: Executor) {
  return db.select({ code: country.code, nameEn: country.nameEn, nameZh: country.nameZh }).from(country);
}
