import { CHECK_MSG } from '../../../contracts/check/codes';
import { adminOnly, definePolicy, isAdmin, isOwner, refuse, signedIn } from '../../platform/policy';
import type { ReportRow } from './queries';

/**
 * A report of a bank account: any signed-in user reports one and reads their own; only administrators read the
 * queue and decide (to anyone else a report does not exist).
 */
export const bankReportPolicy = definePolicy(
  'bank-account-report',
  {
    report: signedIn,
    readOwn: signedIn,
    read: (actor, row: Pick<ReportRow, 'reporterId'>) => isOwner(actor, row.reporterId) || isAdmin(actor),
    review: adminOnly,
  },
  { read: refuse.hide(CHECK_MSG.reportNotFound), review: refuse.hide(CHECK_MSG.reportNotFound) },
);
