import { COMPANY_MSG } from '../../../contracts/companies/codes';
import { forbidden, notFound } from '../../platform/envelope';
import { adminPolicy, definePolicy, isAdmin, isOwner, refuse, signedIn, type Actor } from '../../platform/policy';
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

/** A team as a rule reads it: its owner, and whether the actor is one of its members. */
export interface TeamFacts {
  ownerId: number;
  member: boolean;
}

/**
 * A verified company's team (decision 0054): its owner and members read it (administrators too); only the owner
 * manages it (invite, review, kickout, transfer); a member who tries is told so (403); anyone else hears it does
 * not exist (404). A member leaves; any signed-in user may ask to join.
 */
export const teamPolicy = definePolicy(
  'company-team',
  {
    read: (actor, t: TeamFacts) => isAdmin(actor) || isOwner(actor, t.ownerId) || (actor !== null && t.member),
    manage: (actor, t: TeamFacts) => isOwner(actor, t.ownerId),
    leave: (actor, t: TeamFacts) => actor !== null && t.member,
    join: signedIn,
  },
  {
    read: refuse.hide(COMPANY_MSG.team.notInTeam),
    manage: (actor, t) => (actor && (t as TeamFacts).member ? forbidden(COMPANY_MSG.team.notOwner) : notFound(COMPANY_MSG.team.notInTeam)),
    leave: refuse.hide(COMPANY_MSG.team.notInTeam),
  },
);

/** The caller's place in a team: its owner, a member, or neither (an administrator reading it, say). */
export const teamRoleOf = (actor: Actor, ownerId: number, memberIds: readonly number[]): 'OWNER' | 'MEMBER' | null =>
  actor !== null && memberIds.includes(actor.userId) ? 'MEMBER' : isOwner(actor, ownerId) ? 'OWNER' : null;

/** Who sees a team's invitations and requests: its owner and administrators. */
export const seesTeamDesk = (actor: Actor, ownerId: number) => isOwner(actor, ownerId) || isAdmin(actor);
