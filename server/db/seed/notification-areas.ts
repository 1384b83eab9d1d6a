import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../client';
import {
  appUser,
  bankAccountReport,
  companyApplication,
  companyMember,
  savedSearchMatch,
  subscription,
  supplyDemand,
} from '../schema/index';
import { bankReportNotice, type ReportDecision } from '../../modules/check/index';
import { applicationNotice, invitationNotice, teamNotice } from '../../modules/companies/index';
import { boardFilterOf, leadExpiryNotice, leadMatches, searchMatchNotice } from '../../modules/leads/index';
import { alertsOfRecorded } from '../../modules/watchlist/index';
import type { NewNotification, PastNotification } from '../../shared/notifications/index';
import { DEMO_MEMBER_INVITATION_TOKEN, demoSavedSearch, invitationToTrader, watchedPlants } from './notice-events';

/** The demo notices of the leads' jobs, company verification and teams, the supplier check and the watchlist. */

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
/** The demo's last day: what came more than ten days before it has been read. */
const LAST = Date.UTC(2026, 10, 21, 18);
const READ_BEFORE = LAST - 10 * DAY;

/** A notice dated when its event was told, read a day later when that was before the last ten days of the demo. */
export const dated = (item: NewNotification, at: Date, read?: boolean): PastNotification => ({
  ...item,
  createdAt: at,
  readAt: (read ?? at.getTime() < READ_BEFORE) ? new Date(Math.min(at.getTime() + DAY, Date.now())) : null,
});

/** Approved posts that lapsed: their authors were told a week before and on the day (the leads' daily job). */
export async function expiries(db: Executor): Promise<PastNotification[]> {
  const now = Date.now();
  const lapsed = await db
    .select()
    .from(supplyDemand)
    .where(and(eq(supplyDemand.checkStatus, 2), lt(supplyDemand.expiresAt, new Date(now))))
    .orderBy(asc(supplyDemand.id));
  const out: PastNotification[] = [];
  for (const row of lapsed) {
    const warned = row.expiresAt.getTime() - 7 * DAY;
    if (row.checkTime && warned > row.checkTime.getTime()) out.push(dated(leadExpiryNotice(row, 'expiring', warned), new Date(warned)));
    const told = row.expiresAt.getTime() + HOUR;
    if (told <= now) out.push(dated(leadExpiryNotice(row, 'expired', told), new Date(told)));
  }
  return out;
}

/** Verification decisions to their applicants, colleagues joining to the team's owner, the invitation to a trader. */
export async function companies(db: Executor): Promise<PastNotification[]> {
  const out: PastNotification[] = [];
  const applications = await db
    .select()
    .from(companyApplication)
    .where(isNotNull(companyApplication.decidedAt))
    .orderBy(asc(companyApplication.id));
  for (const row of applications) {
    const event = row.state === 'VERIFIED' ? 'approved' : row.state === 'REFUSED' ? 'refused' : row.state === 'REVOKED' ? 'revoked' : null;
    if (!event || !row.decidedAt) continue;
    out.push(dated(applicationNotice(row, event, row.reason, row.decidedAt.getTime()), row.decidedAt));
  }
  const members = await db
    .select({ member: companyMember, nickName: appUser.nickName })
    .from(companyMember)
    .innerJoin(appUser, eq(appUser.id, companyMember.userId))
    .orderBy(asc(companyMember.joinedAt));
  for (const { member, nickName } of members) {
    const team = applications.find((a) => a.id === member.applicationId);
    if (!team) continue;
    out.push(dated(teamNotice(team.ownerId, 'joined', team, nickName, member.joinedAt.getTime()), member.joinedAt));
  }
  const invited = await invitationToTrader(db);
  if (invited) {
    const notice = invitationNotice(invited.userId, { id: invited.invitation.id, token: DEMO_MEMBER_INVITATION_TOKEN }, invited.company);
    out.push(dated(notice, invited.invitation.createdAt, false));
  }
  return out;
}

/** When each notice's subscription began. */
async function watchedSince(db: Executor, notices: readonly NewNotification[]): Promise<Map<number, number>> {
  const ids = notices.flatMap((n) => (n.subscriptionId ? [n.subscriptionId] : []));
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: subscription.id, createdAt: subscription.createdAt })
    .from(subscription)
    .where(inArray(subscription.id, ids));
  return new Map(rows.map((r) => [r.id, r.createdAt.getTime()]));
}

/** Bank-account reports decided, a saved search's matches, and the watched plants' alerts (a ban's lift among them). */
export async function elsewhere(db: Executor): Promise<PastNotification[]> {
  const out: PastNotification[] = [];
  const reports = await db
    .select()
    .from(bankAccountReport)
    .where(and(isNotNull(bankAccountReport.reporterId), isNotNull(bankAccountReport.decidedAt)));
  for (const row of reports) {
    if (row.reporterId === null || !row.decidedAt || !['confirmed', 'refused', 'withdrawn'].includes(row.status)) continue;
    out.push(dated(bankReportNotice({ ...row, reporterId: row.reporterId }, row.status as ReportDecision), row.decidedAt));
  }

  const saved = await demoSavedSearch(db);
  if (saved) {
    const candidates = await db
      .select({ id: supplyDemand.id, content: supplyDemand.content, checkTime: supplyDemand.checkTime, userId: supplyDemand.userId })
      .from(supplyDemand)
      .where(and(eq(supplyDemand.checkStatus, 2), isNotNull(supplyDemand.checkTime)))
      .orderBy(asc(supplyDemand.checkTime));
    for (const lead of candidates) {
      if (!lead.checkTime || lead.checkTime <= saved.search.createdAt || lead.userId === saved.search.userId) continue;
      if (!(await leadMatches(db, lead.id, boardFilterOf(saved.filter)))) continue;
      const at = new Date(lead.checkTime.getTime() + 2 * 60_000);
      await db
        .insert(savedSearchMatch)
        .values({ searchId: saved.search.id, leadId: lead.id, userId: saved.search.userId, createdAt: at, mailedAt: at });
      out.push(dated(searchMatchNotice(saved.search, saved.filter, lead), at));
    }
  }

  const watched = await watchedPlants(db);
  for (const e of watched.events) {
    const at = new Date(`${e.sourceDate}T08:00:00Z`);
    for (const n of await alertsOfRecorded(db, { plantEventIds: [e.id], banIds: [] })) out.push(dated(n, at));
  }
  for (const b of watched.bans) {
    const at = new Date(Date.parse(b.banDate) + DAY);
    for (const n of await alertsOfRecorded(db, { plantEventIds: [], banIds: [b.id] })) out.push(dated(n, at));
  }
  for (const l of watched.lifts) {
    const day = Date.parse(l.liftedDate);
    const at = new Date(day + DAY);
    const told = await alertsOfRecorded(db, { plantEventIds: [], banIds: [], banLiftIds: [l.id] });
    // Only those who watched before the lift heard of it (the live scan tells the watchers of its day).
    const since = await watchedSince(db, told);
    for (const n of told) if ((since.get(n.subscriptionId ?? 0) ?? Infinity) <= day) out.push(dated(n, at));
  }
  if (watched.expiryDay) {
    const at = new Date(watched.expiryDay.getTime() + 6 * HOUR);
    for (const n of await alertsOfRecorded(db, { plantEventIds: [], banIds: [], expiryDay: watched.expiryDay })) out.push(dated(n, at));
  }
  return out;
}
