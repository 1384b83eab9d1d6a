import { and, eq, or, sql } from 'drizzle-orm';
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../../db/client';
import { company, plant } from '../../db/schema/index';
import { normaliseRegNo, regNoKey } from '../../db/sql/regno';

export interface PlantKey {
  accessType: string;
  countryCode: string;
  plantNo: string;
}

export interface PlantStatus extends PlantKey {
  plantName: string;
  /** The plant's live GACC status: 1 Active, 0 Suspended, 2 Pending. */
  status: number;
  link: string;
}

export const plantKeyOf = (k: PlantKey) => `${k.accessType}|${k.countryCode}|${k.plantNo}`;

/** A plant with its company, as a page that names it links to both (news that names plants). */
export interface NamedPlant extends PlantStatus {
  companyCode: string;
  companyName: string;
  companyLink: string;
}

const STATUS_COLUMNS = {
  accessType: plant.accessType,
  countryCode: plant.countryCode,
  plantNo: plant.plantNo,
  plantName: plant.plantName,
  status: plant.status,
};
const anyOf = (keys: readonly PlantKey[]) =>
  or(...keys.map((k) => and(eq(plant.plantNo, k.plantNo), eq(plant.accessType, k.accessType), eq(plant.countryCode, k.countryCode))));

/**
 * Plants named by access type, country and Reg.No., with their status as of now: other areas (a supply post that
 * names its plant) show it beside their own records. Unknown keys are left out.
 */
export async function findPlantStatuses(db: Executor, keys: readonly PlantKey[]): Promise<Map<string, PlantStatus>> {
  if (!keys.length) return new Map();
  const rows = await db.select(STATUS_COLUMNS).from(plant).where(anyOf(keys));
  return new Map(rows.map((r) => [plantKeyOf(r), { ...r, link: plantPagePath(r) }]));
}

/** As findPlantStatuses, with each plant's company and the link to its page. */
export async function findNamedPlants(db: Executor, keys: readonly PlantKey[]): Promise<Map<string, NamedPlant>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({ ...STATUS_COLUMNS, companyCode: company.companyCode, companyName: company.plantName })
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(anyOf(keys));
  return new Map(
    rows.map((r) => [
      plantKeyOf(r),
      {
        ...r,
        link: plantPagePath(r),
        companyLink: companyPagePath({ accessType: r.accessType, countryCode: r.countryCode, companyCode: r.companyCode }),
      },
    ]),
  );
}

/** A plant as the supplier check reads it: its company and where its registration list came from. */
export interface PlantRecordForCheck {
  id: number;
  companyId: number;
  accessType: string;
  countryCode: string;
  plantNo: string;
  plantName: string;
  plantNameZh: string;
  status: number;
  listFile: string;
  listAsOf: string | null;
  goodsTypes: string[];
}

/**
 * One plant by country and Reg.No. within an access type, the Reg.No. as written or as the market search matches it
 * (spacing, dots, dashes, slashes and case do not matter); undefined when none has it.
 */
export async function findPlantLoosely(db: Executor, key: PlantKey): Promise<PlantRecordForCheck | undefined> {
  const columns = {
    id: plant.id,
    companyId: plant.companyId,
    accessType: plant.accessType,
    countryCode: plant.countryCode,
    plantNo: plant.plantNo,
    plantName: plant.plantName,
    plantNameZh: plant.plantNameZh,
    status: plant.status,
    listFile: plant.listFile,
    listAsOf: plant.listAsOf,
    goodsTypes: plant.goodsTypes,
  };
  const within = and(eq(plant.accessType, key.accessType), eq(plant.countryCode, key.countryCode));
  const [exact] = await db
    .select(columns)
    .from(plant)
    .where(and(within, eq(plant.plantNo, key.plantNo)));
  if (exact) return exact;
  const [loose] = await db
    .select(columns)
    .from(plant)
    .where(and(within, sql`${regNoKey(plant.plantNo)} = ${normaliseRegNo(key.plantNo)}`))
    .orderBy(plant.id)
    .limit(1);
  return loose;
}
