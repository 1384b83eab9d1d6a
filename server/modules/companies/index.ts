import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { NotificationService } from '../../shared/notifications/index';
import type { UploadService } from '../../shared/uploads/index';
import { companyDocumentRoute, companyRoutes, teamRoutes } from './routes';
import { createTeamService } from './team';
import { createCompanyService, type WorkEmailCodes } from './service';

export { companyAccount, companyBadge, verifiedBadges } from './badges';
export { teamMatesOf } from './team';
export { applicationNotice, invitationNotice, teamNotice, type ApplicationEvent, type TeamEvent } from './notices';

/** Company accounts and verification (docs/companies.md). */
export function registerCompanies(
  app: FastifyInstance,
  http: CallRegistrar,
  deps: {
    db: Db;
    notifications: NotificationService;
    uploads: Pick<UploadService, 'openPrivate'>;
    codes: WorkEmailCodes;
    publicUrl: string;
  },
) {
  const companies = createCompanyService({ ...deps, limits: http.limits });
  companyRoutes(http, companies);
  companyDocumentRoute(app, companies);
  teamRoutes(http, createTeamService({ db: deps.db, notifications: deps.notifications, limits: http.limits, publicUrl: deps.publicUrl }));
  return companies;
}
