import { marketAdminCalls } from '../../../contracts/market/admin';
import type { CallRegistrar } from '../../platform/calls';
import { auditActorOf } from '../../shared/audit/index';
import type { MarketAdminService } from './admin-service';

/** The admin shell's market calls; 'admin' access, so the registrar answers 404 to anyone else before these run. */
export function marketAdminRoutes(http: CallRegistrar, admin: MarketAdminService) {
  http.handle(marketAdminCalls.reviewPlants, (_input, { user }) => admin.reviewPlants(user));
  http.handle(marketAdminCalls.setPlantStatus, ({ body }, { user, request }) => admin.setPlantStatus(body, auditActorOf(user, request.id)));
}
