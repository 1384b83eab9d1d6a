import { and, eq, or } from 'drizzle-orm';
import { plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../../db/client';
import { plant } from '../../db/schema/index';

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

/**
 * Plants named by access type, country and Reg.No., with their status as of now: other areas (a supply post that
 * names its plant) show it beside their own records. Unknown keys are left out.
 */
export async function findPlantStatuses(db: Executor, keys: readonly PlantKey[]): Promise<Map<string, PlantStatus>> {
  if (!keys.length) return new Map();
  const rows = await db
    .select({
      accessType: plant.accessType,
      countryCode: plant.countryCode,
      plantNo: plant.plantNo,
      plantName: plant.plantName,
      status: plant.status,
    })
    .from(plant)
    .where(
      or(...keys.map((k) => and(eq(plant.plantNo, k.plantNo), eq(plant.accessType, k.accessType), eq(plant.countryCode, k.countryCode)))),
    );
  return new Map(rows.map((r) => [plantKeyOf(r), { ...r, link: plantPagePath(r) }]));
}
