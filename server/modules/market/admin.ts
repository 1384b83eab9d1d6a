import type { FastifyRequest } from 'fastify';
import { isoDate } from '../../../contracts/core/dates';
import { PLANT_STATUS_LABEL } from '../../../contracts/market/codes';
import { marketAdminCalls } from '../../../contracts/market/admin';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import type { CallRegistrar } from '../../platform/calls';
import { badRequest, notFound } from '../../platform/envelope';
import { authorize } from '../../platform/policy';
import { recordAudit } from '../../shared/audit/index';
import { setPlantStatus } from './history';
import { findPlantByRegNo } from './queries/eligibility';
import { listFlaggedPlants } from './queries/establishments';
import { plantStatusPolicy } from './policies';
import { PLANT_NOT_FOUND } from './subjects';

/** The admin shell's plant status edit: the history path records the event, the audit log the administrator. */
export function marketAdminRoutes(http: CallRegistrar, db: Db, plantChanged: () => Promise<unknown>) {
  http.handle(marketAdminCalls.reviewPlants, async (_input, { user }) => {
    authorize(user, 'read', plantStatusPolicy.of(null));
    const list = await listFlaggedPlants(db);
    return { list, total: list.length };
  });
  http.handle(marketAdminCalls.setPlantStatus, async ({ body }, { user, request }) => {
    const change = await changeStatus(db, body, user, request);
    // After the commit: a failure to wake the watchlist loses nothing, its next scan finds the event.
    await plantChanged().catch(() => undefined);
    return change;
  });
}

async function changeStatus(
  db: Db,
  body: { accessType: string; countryCode: string; plantNo: string; status: number; reason: string; asOf?: string },
  user: SessionUser,
  request: FastifyRequest,
) {
  authorize(user, 'change', plantStatusPolicy.of(null));
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const plant = await findPlantByRegNo(tx, body.accessType, body.countryCode, body.plantNo);
    if (!plant) throw notFound(PLANT_NOT_FOUND);
    const src = { source: 'admin' as const, sourceFile: '', asOf: body.asOf ?? isoDate(new Date()) };
    if (!(await setPlantStatus(tx, plant.id, body.status, body.reason, src))) {
      const [from, to] = [PLANT_STATUS_LABEL[plant.status], PLANT_STATUS_LABEL[body.status]];
      throw badRequest(`Invalid status: a plant that is ${from} cannot be set to ${to} here`, [
        { field: 'status', message: `cannot go from ${from} to ${to}` },
      ]);
    }
    await recordAudit(
      tx,
      { userId: user.userId, email: user.email, role: user.role, requestId: request.id },
      {
        action: 'plant.status',
        subjectType: 'plant',
        subjectId: plant.id,
        before: { plantNo: plant.plantNo, status: plant.status },
        after: { plantNo: plant.plantNo, status: body.status, reason: body.reason, asOf: src.asOf },
      },
    );
    return { plantNo: plant.plantNo, status: body.status, previousStatus: plant.status };
  });
}
