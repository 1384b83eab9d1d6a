import { asc, gt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { company, plant } from '../../../db/schema/index';

/** Plants after an id, in id order (keyset paging: each batch costs the same however far in). */
export function plantsAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({ id: plant.id, countryCode: plant.countryCode, accessType: plant.accessType, code: plant.plantNo, updatedAt: plant.updatedAt })
    .from(plant)
    .where(gt(plant.id, afterId))
    .orderBy(asc(plant.id))
    .limit(limit);
}

export function companiesAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select({
      id: company.id,
      countryCode: company.countryCode,
      accessType: company.accessType,
      code: company.companyCode,
      updatedAt: company.updatedAt,
    })
    .from(company)
    .where(gt(company.id, afterId))
    .orderBy(asc(company.id))
    .limit(limit);
}
