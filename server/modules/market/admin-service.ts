import type { z } from 'zod';
import { isoDate } from '../../../contracts/core/dates';
import { MARKET_MSG, PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { fill } from '../../../contracts/core/messages';
import type { plantStatusBody } from '../../../contracts/market/admin';
import type { Db } from '../../db/client';
import { fieldRefusal, notFound } from '../../platform/envelope';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import { setPlantStatus } from './history';
import { findPlantByRegNo } from './queries/eligibility';
import { listFlaggedPlants } from './queries/establishments';
import { plantStatusPolicy } from './policies';
import { PLANT_NOT_FOUND } from './subjects';

export type PlantStatusChange = z.output<typeof plantStatusBody>;

/**
 * The admin shell's market screens. A plant's status edit goes through the history path, so it is recorded as an
 * approval-history event (source 'admin'), and in the audit log in the same transaction. `plantChanged` runs after
 * the commit (the watchlist looks for new events at once).
 */
export function createMarketAdminService(db: Db, plantChanged: () => Promise<unknown>) {
  return {
    async reviewPlants(actor: Actor) {
      authorize(actor, 'read', plantStatusPolicy.of(null));
      const list = await listFlaggedPlants(db);
      return { list, total: list.length };
    },

    async setPlantStatus(change: PlantStatusChange, actor: AuditActor) {
      authorize(actor, 'change', plantStatusPolicy.of(null));
      const outcome = await db.transaction(async (tx) => {
        const plant = await findPlantByRegNo(tx, change.accessType, change.countryCode, change.plantNo);
        if (!plant) throw notFound(PLANT_NOT_FOUND);
        const src = { source: 'admin' as const, sourceFile: '', asOf: change.asOf ?? isoDate(new Date()) };
        if (!(await setPlantStatus(tx, plant.id, change.status, change.reason, src))) {
          const [from, to] = [plant.status, change.status].map((status) => PLANT_STATUS_LABEL[status] ?? String(status)) as [
            string,
            string,
          ];
          throw fieldRefusal('status', fill(MARKET_MSG.statusChange, { from, to }));
        }
        await recordAudit(tx, actor, {
          action: 'plant.status',
          subjectType: 'plant',
          subjectId: plant.id,
          before: { plantNo: plant.plantNo, status: plant.status },
          after: { plantNo: plant.plantNo, status: change.status, reason: change.reason, asOf: src.asOf },
        });
        return { plantNo: plant.plantNo, status: change.status, previousStatus: plant.status };
      });
      // After the commit: a failure to wake the watchlist loses nothing, its next scan finds the event.
      await plantChanged().catch(() => undefined);
      return outcome;
    },
  };
}

export type MarketAdminService = ReturnType<typeof createMarketAdminService>;
