import { createHash, randomBytes } from 'node:crypto';
import { COMPANY_MSG, companyMessages, TEAM_LIMITS } from '../../../contracts/companies/codes';
import { acceptPath, type InvitationDetail, type MyTeam, type Team } from '../../../contracts/companies/team';
import { isoDate } from '../../../contracts/core/dates';
import { translator } from '../../../contracts/core/i18n';
import { localPath, type Language } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import { mailMessages } from '../../../contracts/mails/messages';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { conflict, forbidden, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, type Actor } from '../../platform/policy';
import { composeMail, insertMail } from '../../shared/mail/index';
import type { NotificationService } from '../../shared/notifications/index';
import { seesTeamDesk, teamPolicy, teamRoleOf } from './policies';
import { invitationNotice, teamNotice, type TeamEvent } from './notices';
import type { ApplicationRow } from './queries';
import * as t from './team-queries';

const DAY_MS = 86_400_000;
const T = COMPANY_MSG.team;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface TeamDeps {
  db: Db;
  notifications: NotificationService;
  limits: LimitStore;
  publicUrl: string;
  now?: () => number;
}

/** A verified company's team (docs/companies.md 'Teams', decision 0054). */
export function createTeamService({ db, notifications, limits, publicUrl, now = Date.now }: TeamDeps) {
  const invitesPerDay = new WindowCounter(limits, 'team-invitations-day', TEAM_LIMITS.invitationsPerDay, DAY_MS, now);
  const requestsPerDay = new WindowCounter(limits, 'team-requests-day', TEAM_LIMITS.requestsPerDay, DAY_MS, now);

  /** The team and what the rules read of it for this actor; 404 when the company is not verified (now). */
  async function teamFor(actor: Actor, id: number) {
    const company = await t.verifiedCompany(db, id);
    if (!company) throw notFound(T.notInTeam);
    const member = actor ? await t.isMember(db, id, actor.userId) : false;
    return { company, facts: { ownerId: company.ownerId, member } };
  }

  /** Tells one user of an event of the team, in each language, with a link; mails follow the user's own choice. */
  async function notify(tx: Executor, userId: number, event: TeamEvent, company: ApplicationRow, words: { user?: string }) {
    return (await notifications.deliver(tx, [teamNotice(userId, event, company, words.user ?? '', now())])).mailIds;
  }

  function invitationMail(to: string, token: string, company: ApplicationRow, inviter: string, expiresAt: Date, language: Language) {
    const m = companyMessages.texts[language].team.mail;
    const productName = translator(language, mailMessages)('common.productName');
    const mail = composeMail(language, {
      subject: fill(m.subject, { name: company.name, productName }),
      automatic: true,
      blocks: [
        { p: fill(m.what, { inviter, email: to, name: company.name, productName }) },
        { label: m.accept, url: `${publicUrl}${localPath(language, acceptPath(token))}` },
        { p: fill(m.howTo, { date: isoDate(expiresAt) }) },
        { p: m.ignore },
      ],
    });
    return { key: `company-invitation:${hashOf(token)}`, to, sensitive: true, ...mail };
  }

  async function present(company: ApplicationRow, actor: Actor): Promise<Team> {
    const [members, ownerRow] = await Promise.all([t.membersOf(db, company.id), t.userById(db, company.ownerId)]);
    const manage = seesTeamDesk(actor, company.ownerId);
    const [invitations, requests] = manage
      ? await Promise.all([t.invitationsOf(db, company.id), t.pendingRequestsOf(db, company.id)])
      : [[], []];
    const at = new Date(now());
    const role = teamRoleOf(
      actor,
      company.ownerId,
      members.map((m) => m.userId),
    );
    return {
      id: company.id,
      name: company.name,
      verifiedAt: (company.verifiedAt ?? company.createdAt).toISOString(),
      role,
      members: [
        {
          userId: company.ownerId,
          nickName: ownerRow?.nickName ?? '',
          role: 'OWNER',
          joinedAt: (company.verifiedAt ?? company.createdAt).toISOString(),
        },
        ...members.map((m) => ({ userId: m.userId, nickName: m.nickName, role: 'MEMBER' as const, joinedAt: m.joinedAt.toISOString() })),
      ],
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        state: i.expiresAt <= at ? 'EXPIRED' : 'OPEN',
        createdAt: i.createdAt.toISOString(),
        expiresAt: i.expiresAt.toISOString(),
      })),
      requests: requests.map(({ row, nickName, email }) => ({
        id: row.id,
        userId: row.userId,
        nickName,
        email,
        message: row.message,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  }

  return {
    async mine(user: SessionUser): Promise<MyTeam> {
      const id = await t.teamOfUser(db, user.userId);
      const requests = (await t.requestsByUser(db, user.userId)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      if (!id) return { team: null, requests };
      const company = (await t.verifiedCompany(db, id))!;
      return { team: await present(company, user), requests };
    },

    async list(actor: Actor, id: number): Promise<Team> {
      const { company, facts } = await teamFor(actor, id);
      authorize(actor, 'read', teamPolicy.of(facts));
      return present(company, actor);
    },

    async invite(user: SessionUser, input: { id: number; email: string }, language: Language) {
      const { company, facts } = await teamFor(user, input.id);
      authorize(user, 'manage', teamPolicy.of(facts));
      const email = input.email.toLowerCase();
      const at = new Date(now());
      const existing = await t.userByEmail(db, email);
      if (existing && (existing.id === company.ownerId || (await t.isMember(db, company.id, existing.id))))
        throw conflict(fill(T.alreadyMember, { email }));
      if (await t.openInvitation(db, company.id, email, at)) throw conflict(fill(T.alreadyInvited, { email }));
      const wait = await invitesPerDay.retryAfter(String(company.id));
      if (wait) throw new TooManyRequests(T.tooManyInvitations, wait);
      await invitesPerDay.hit(String(company.id));
      const token = randomBytes(24).toString('base64url');
      const expiresAt = new Date(at.getTime() + TEAM_LIMITS.invitationDays * DAY_MS);
      const { row, mailIds } = await db.transaction(async (tx) => {
        const row = await t.insertInvitation(tx, {
          applicationId: company.id,
          email,
          invitedBy: user.userId,
          tokenHash: hashOf(token),
          createdAt: at,
          expiresAt,
        });
        const mailId = await insertMail(tx, invitationMail(email, token, company, user.nickName, expiresAt, language));
        // An address that already has an account hears of it in the account too (no second mail).
        if (existing) {
          await notifications.deliver(tx, [invitationNotice(existing.id, { id: row.id, token }, company)]);
        }
        return { row, mailIds: mailId === null ? [] : [mailId] };
      });
      await notifications.dispatch(mailIds);
      return { id: row.id, email, state: 'OPEN' as const, createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
    },

    async cancel(user: SessionUser, invitationId: number) {
      const row = await t.invitationById(db, invitationId);
      if (!row) throw notFound(T.invitationNotFound);
      const { facts } = await teamFor(user, row.applicationId);
      authorize(user, 'manage', teamPolicy.of(facts));
      if (!(await t.answerInvitation(db, row.id, 'CANCELLED', new Date(now()), null))) throw conflict(T.invitationClosed);
    },

    async invitation(token: string): Promise<InvitationDetail> {
      const row = await t.invitationByToken(db, hashOf(token));
      const company = row ? await t.verifiedCompany(db, row.applicationId) : null;
      if (!row || !company) throw notFound(T.invitationNotFound);
      const expired = row.state === 'OPEN' && row.expiresAt.getTime() <= now();
      return {
        companyName: company.name,
        email: row.email,
        state: expired ? 'EXPIRED' : (row.state as InvitationDetail['state']),
        expiresAt: row.expiresAt.toISOString(),
      };
    },

    async accept(user: SessionUser, token: string) {
      const row = await t.invitationByToken(db, hashOf(token));
      const company = row ? await t.verifiedCompany(db, row.applicationId) : null;
      if (!row || !company) throw notFound(T.invitationNotFound);
      if (row.state !== 'OPEN') throw conflict(T.invitationClosed);
      if (row.expiresAt.getTime() <= now()) throw conflict(T.invitationExpired);
      if (user.email.toLowerCase() !== row.email) throw forbidden(fill(T.otherEmail, { email: row.email }));
      if (await t.inATeam(db, user.userId)) throw conflict(T.inATeam);
      const at = new Date(now());
      const mailIds = await db.transaction(async (tx) => {
        if (!(await t.answerInvitation(tx, row.id, 'ACCEPTED', at, user.userId))) throw conflict(T.invitationClosed);
        await t.addMember(tx, company.id, user.userId, at);
        return notify(tx, company.ownerId, 'joined', company, { user: user.nickName });
      });
      await notifications.dispatch(mailIds);
      return { id: company.id, name: company.name };
    },

    async request(user: SessionUser, input: { id: number; message: string }) {
      authorize(user, 'join', teamPolicy.of(null));
      const company = await t.verifiedCompany(db, input.id);
      if (!company) throw notFound(T.companyNotFound);
      if (await t.inATeam(db, user.userId)) throw conflict(T.inATeam);
      if (await t.pendingRequest(db, company.id, user.userId)) throw conflict(T.alreadyRequested);
      const wait = await requestsPerDay.retryAfter(String(user.userId));
      if (wait) throw new TooManyRequests(T.tooManyRequests, wait);
      await requestsPerDay.hit(String(user.userId));
      const { row, mailIds } = await db.transaction(async (tx) => {
        const row = await t.insertRequest(tx, {
          applicationId: company.id,
          userId: user.userId,
          message: input.message,
          createdAt: new Date(now()),
        });
        return { row, mailIds: await notify(tx, company.ownerId, 'request', company, { user: user.nickName }) };
      });
      await notifications.dispatch(mailIds);
      return { id: row.id };
    },

    async review(user: SessionUser, input: { requestId: number; approve: boolean }) {
      const request = await t.requestById(db, input.requestId);
      if (!request) throw notFound(T.requestNotFound);
      const { company, facts } = await teamFor(user, request.applicationId);
      authorize(user, 'manage', teamPolicy.of(facts));
      if (request.state !== 'PENDING') throw notFound(T.requestNotFound);
      if (input.approve && (await t.inATeam(db, request.userId))) throw conflict(T.theyAreInATeam);
      const at = new Date(now());
      const mailIds = await db.transaction(async (tx) => {
        if (!(await t.decideRequest(tx, request.id, input.approve ? 'APPROVED' : 'REFUSED', user.userId, at)))
          throw notFound(T.requestNotFound);
        if (input.approve) await t.addMember(tx, company.id, request.userId, at);
        return notify(tx, request.userId, input.approve ? 'approved' : 'refused', company, {});
      });
      await notifications.dispatch(mailIds);
    },

    async kickout(user: SessionUser, input: { id: number; userId: number }) {
      const { company, facts } = await teamFor(user, input.id);
      authorize(user, 'manage', teamPolicy.of(facts));
      const mailIds = await db.transaction(async (tx) => {
        if (!(await t.removeMember(tx, company.id, input.userId))) throw notFound(T.memberNotFound);
        return notify(tx, input.userId, 'removed', company, {});
      });
      await notifications.dispatch(mailIds);
    },

    async leave(user: SessionUser, id: number) {
      const { company, facts } = await teamFor(user, id);
      if (teamPolicy.allows(user, 'manage', facts)) throw conflict(T.ownerLeaves);
      authorize(user, 'leave', teamPolicy.of(facts));
      await t.removeMember(db, company.id, user.userId);
    },

    /** Hands the company (and its badge) to a member; the old owner stays as a member. */
    async transfer(user: SessionUser, input: { id: number; userId: number }) {
      const { company, facts } = await teamFor(user, input.id);
      authorize(user, 'manage', teamPolicy.of(facts));
      const mailIds = await db.transaction(async (tx) => {
        if (!(await t.removeMember(tx, company.id, input.userId))) throw notFound(T.memberNotFound);
        await t.setOwner(tx, company.id, input.userId);
        await t.addMember(tx, company.id, user.userId, new Date(now()));
        return notify(tx, input.userId, 'owner', company, {});
      });
      await notifications.dispatch(mailIds);
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;

/**
 * The ids of everyone in the team of this user (owner and members, the user included), or [] outside a team:
 * what the posts' and conversations' areas read to show a member the company's (decision 0054).
 */
export async function teamMatesOf(db: Executor, userId: number): Promise<number[]> {
  const id = await t.teamOfUser(db, userId);
  const company = id ? await t.verifiedCompany(db, id) : null;
  return company ? t.teamMemberIds(db, company.id, company.ownerId) : [];
}
