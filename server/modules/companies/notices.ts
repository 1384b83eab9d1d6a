import { verifiedPath, companyMessages } from '../../../contracts/companies/codes';
import { acceptPath, TEAM_PAGE } from '../../../contracts/companies/team';
import { inEveryLanguage } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import type { NewNotification } from '../../shared/notifications/index';

/** What happened to an application that its applicant is told. */
export type ApplicationEvent = 'approved' | 'refused' | 'revoked';
/** What happened in a team that one of its people is told ('invited' is the invitation's own notice). */
export type TeamEvent = 'request' | 'joined' | 'approved' | 'refused' | 'removed' | 'owner';

/** The applicant told what an administrator decided at `at` (ms), in each language. */
export function applicationNotice(
  row: { id: number; ownerId: number; name: string },
  event: ApplicationEvent,
  reason: string,
  at: number,
): NewNotification {
  const texts = inEveryLanguage((language) => {
    const words = companyMessages.texts[language].notify;
    const title = fill(words[`${event}Title`], { name: row.name });
    return { title, body: event === 'approved' ? words.approvedBody : fill(words.reasonBody, { reason }), reason: words.reason };
  });
  const link = event === 'approved' ? verifiedPath(row.id) : '/account/verification';
  return { userId: row.ownerId, eventKey: `company-application:${row.id}:${event}:${at}`, link, texts };
}

/** One user told of an event of the team at `at` (ms); `user` names the member it is about, where the title does. */
export function teamNotice(
  userId: number,
  event: TeamEvent,
  company: { id: number; name: string },
  user: string,
  at: number,
): NewNotification {
  const texts = inEveryLanguage((language) => {
    const n = companyMessages.texts[language].team.notify;
    return { title: fill(n[`${event}Title`], { name: company.name, user }), body: n.body, reason: n.reason };
  });
  return { userId, eventKey: `company-team:${company.id}:${event}:${userId}:${at}`, link: TEAM_PAGE, texts };
}

/** A user with an account told of their invitation to a team, linked to its accept page; the invitation mail is its mail. */
export function invitationNotice(userId: number, invitation: { id: number; token: string }, company: { name: string }): NewNotification {
  const texts = inEveryLanguage((l) => {
    const n = companyMessages.texts[l].team.notify;
    return { title: fill(n.invitedTitle, { name: company.name }), body: n.invitedBody, reason: n.reason };
  });
  return { userId, eventKey: `company-invitation:${invitation.id}`, link: acceptPath(invitation.token), texts, mail: false };
}
