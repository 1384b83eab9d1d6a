import { COMPANY_MSG } from '../../../contracts/companies/codes';
import { adminPolicy, definePolicy, isAdmin, isOwner, refuse, signedIn } from '../../platform/policy';
import type { ApplicationRow } from './queries';

/**
 * A verification application: any signed-in user applies; only its applicant (and administrators) read it and
 * its documents, and only its applicant confirms its work e-mail; anyone else hears it does not exist.
 */
export const applicationPolicy = definePolicy(
  'company-application',
  {
    apply: signedIn,
    read: (actor, row: Pick<ApplicationRow, 'applicantId'>) => isOwner(actor, row.applicantId) || isAdmin(actor),
    confirm: (actor, row: Pick<ApplicationRow, 'applicantId'>) => isOwner(actor, row.applicantId),
  },
  {
    read: refuse.hide(COMPANY_MSG.applicationNotFound),
    confirm: refuse.hide(COMPANY_MSG.applicationNotFound),
  },
);

/** A document of an application: the applicant and administrators; anyone else, a visitor too, gets 404. */
export const applicationDocumentPolicy = definePolicy(
  'company-document',
  { read: (actor, row: Pick<ApplicationRow, 'applicantId'>) => isOwner(actor, row.applicantId) || isAdmin(actor) },
  { read: refuse.hide(COMPANY_MSG.documentNotFound) },
);

/** The review queue: administrators only. */
export const verificationReviewPolicy = adminPolicy('verification-review', ['list', 'decide', 'revoke']);

/** Whether an application is the caller's own (it shows its documents' addresses as theirs). */
export const appliedBy = (row: Pick<ApplicationRow, 'applicantId'>, userId: number) => row.applicantId === userId;
