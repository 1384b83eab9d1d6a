import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { NotificationService } from '../../shared/notifications/index';
import type { UploadService } from '../../shared/uploads/index';
import { companyDocumentRoute, companyRoutes } from './routes';
import { createCompanyService, type WorkEmailCodes } from './service';

export { companyBadge, verifiedBadges } from './badges';

/** Company accounts and verification (docs/companies.md). */
export function registerCompanies(
  app: FastifyInstance,
  http: CallRegistrar,
  deps: { db: Db; notifications: NotificationService; uploads: Pick<UploadService, 'openPrivate'>; codes: WorkEmailCodes },
) {
  const companies = createCompanyService({ ...deps, limits: http.limits });
  companyRoutes(http, companies);
  companyDocumentRoute(app, companies);
  return companies;
}
