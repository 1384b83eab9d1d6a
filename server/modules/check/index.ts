import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { NotificationService } from '../../shared/notifications/index';
import type { EligibilityCheck } from '../market/index';
import { createCheckAnswer } from './answer';
import { checkRoutes } from './routes';
import { createBankReports } from './service';

/** The supplier check, the list of high-risk bank accounts and countries' unqualified information (docs/supplier-check.md). */
export { bankReportNotice, type ReportDecision } from './notices';

export function registerSupplierCheck(
  http: CallRegistrar,
  deps: { db: Db; notifications: NotificationService; eligibility: EligibilityCheck },
) {
  checkRoutes(http, deps.db, createCheckAnswer(deps.db, deps.eligibility), createBankReports({ ...deps, limits: http.limits }));
}
