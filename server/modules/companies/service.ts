import type { z } from 'zod';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import type { Page } from '../../../contracts/core/envelope';
import type { Language } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import { APPLICATION_SUBJECT, COMPANY_LIMITS, COMPANY_MSG, type ApplicationState } from '../../../contracts/companies/codes';
import type { Application, enterpriseApplicationBody, personalApplicationBody, VerifiedDetail } from '../../../contracts/companies/models';
import { companyPagePath } from '../../../contracts/market/pages';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest, conflict, fieldRefusal, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import type { NotificationService } from '../../shared/notifications/index';
import { attachUploads, type UploadService } from '../../shared/uploads/index';
import { badgeOf } from './badges';
import { domainMatches, domainOf, presentApplications } from './presenters';
import { appliedBy, applicationDocumentPolicy, applicationPolicy, verificationReviewPolicy } from './policies';
import { applicationNotice, type ApplicationEvent } from './notices';
import * as q from './queries';

const DAY_MS = 86_400_000;
const SUBJECT: AuditSubject = 'companyApplication';

/** The mailed codes of the work e-mail: the accounts module's, under their own purpose. */
export interface WorkEmailCodes {
  send: (to: string, ip: string, language: Language) => Promise<void>;
  consume: (to: string, code: string, field: string) => Promise<void>;
}

export interface CompanyDeps {
  db: Db;
  notifications: NotificationService;
  uploads: Pick<UploadService, 'openPrivate'>;
  codes: WorkEmailCodes;
  limits: LimitStore;
  now?: () => number;
}

/** Who asks, for the mailed code (its limit per address, its language). */
export interface Caller {
  ip: string;
  language: Language;
}

export function createCompanyService({ db, notifications, uploads, codes, limits, now = Date.now }: CompanyDeps) {
  const perDay = new WindowCounter(limits, 'company-applications-day', COMPANY_LIMITS.applicationsPerDay, DAY_MS, now);

  async function spend(user: SessionUser) {
    const wait = await perDay.retryAfter(String(user.userId));
    if (wait) throw new TooManyRequests(COMPANY_MSG.tooManyApplications, wait);
    await perDay.hit(String(user.userId));
  }

  /** Tells the applicant what an administrator decided, in each language; mails it once the transaction commits. */
  async function notify(tx: Executor, row: q.ApplicationRow, event: ApplicationEvent, reason: string) {
    return notifications.deliver(tx, [applicationNotice(row, event, reason, now())]);
  }

  /** Attaches the documents and stores the application, or refuses without keeping anything. */
  async function store(
    user: SessionUser,
    values: Omit<q.NewApplication, 'applicantId' | 'ownerId'>,
    plantIds: number[],
    documents: string[],
  ) {
    return db.transaction(async (tx) => {
      const row = await q.insertApplication(tx, { ...values, applicantId: user.userId, ownerId: user.userId, createdAt: new Date(now()) });
      await q.insertApplicationPlants(tx, row.id, plantIds);
      const attached = await attachUploads(tx, {
        userId: user.userId,
        purpose: 'company-document',
        urls: documents,
        subject: { type: APPLICATION_SUBJECT, id: row.id },
      });
      if (!attached.ok) throw fieldRefusal('documents', attached.reason);
      return row;
    });
  }

  async function ownApplication(user: SessionUser, id: number) {
    const row = await q.findApplication(db, id);
    if (!row) throw notFound(COMPANY_MSG.applicationNotFound);
    authorize(user, 'confirm', applicationPolicy.of(row));
    return row;
  }

  async function reviewed(id: number) {
    const row = await q.findApplication(db, id);
    if (!row) throw notFound(COMPANY_MSG.applicationNotFound);
    return row;
  }

  return {
    async enterprise(user: SessionUser, input: z.output<typeof enterpriseApplicationBody>, caller: Caller) {
      authorize(user, 'apply', applicationPolicy.of(null));
      let target: { marketCompanyId: number | null; consigneeId: number | null; name: string; website: string };
      const plantIds: number[] = [];
      if (input.plants.length) {
        const companies = new Set<number>();
        for (const [i, ref] of input.plants.entries()) {
          const found = await q.matchPlants(db, ref.countryCode, ref.plantNo);
          if (!found.length) throw fieldRefusal(`plants.${i}.plantNo`, fill(COMPANY_MSG.plantUnknown, ref));
          for (const p of found) {
            companies.add(p.companyId);
            plantIds.push(p.id);
          }
        }
        if (companies.size > 1) throw fieldRefusal('plants', COMPANY_MSG.plantsOneCompany);
        const found = await q.findMarketCompany(db, [...companies][0]!);
        if (!found) throw fieldRefusal('plants', COMPANY_MSG.plantsOneCompany);
        target = { marketCompanyId: found.id, consigneeId: null, name: found.name, website: found.website };
      } else {
        const found = await q.findConsignee(db, input.consigneeRecordNum!);
        if (!found) throw fieldRefusal('consigneeRecordNum', COMPANY_MSG.consigneeUnknown);
        target = { marketCompanyId: null, consigneeId: found.id, name: found.name || found.enName, website: '' };
      }
      if (await q.verifiedFor(db, target)) throw conflict(COMPANY_MSG.companyOwned);
      if (await q.pendingOf(db, user.userId, { ...target, level: 'ENTERPRISE' })) throw conflict(COMPANY_MSG.alreadyApplied);
      await spend(user);
      const knownDomain = domainOf(target.website);
      const domainMatch = domainMatches(input.workEmail, knownDomain);
      const row = await store(
        user,
        {
          level: 'ENTERPRISE',
          marketCompanyId: target.marketCompanyId,
          consigneeId: target.consigneeId,
          name: target.name,
          note: input.note,
          workEmail: input.workEmail,
          domainMatch,
        },
        [...new Set(plantIds)],
        input.documents,
      );
      await codes.send(input.workEmail, caller.ip, caller.language);
      return { id: row.id, name: row.name, domainMatch, knownDomain };
    },

    async personal(user: SessionUser, input: z.output<typeof personalApplicationBody>) {
      authorize(user, 'apply', applicationPolicy.of(null));
      const target = { marketCompanyId: null, consigneeId: null, level: 'PERSONAL' };
      if (await q.pendingOf(db, user.userId, target)) throw conflict(COMPANY_MSG.alreadyApplied);
      await spend(user);
      const row = await store(user, { level: 'PERSONAL', name: input.realName, note: input.note }, [], input.documents);
      return { id: row.id, name: row.name, domainMatch: false, knownDomain: '' };
    },

    async confirmEmail(user: SessionUser, input: { id: number; code: string }) {
      const row = await ownApplication(user, input.id);
      if (!row.workEmail) throw notFound(COMPANY_MSG.applicationNotFound);
      if (row.emailConfirmedAt) throw conflict(COMPANY_MSG.emailConfirmed);
      await codes.consume(row.workEmail, input.code, 'code');
      await q.updateApplication(db, row.id, { emailConfirmedAt: new Date(now()) });
    },

    async resendCode(user: SessionUser, id: number, caller: Caller) {
      const row = await ownApplication(user, id);
      if (!row.workEmail) throw notFound(COMPANY_MSG.applicationNotFound);
      if (row.emailConfirmedAt) throw conflict(COMPANY_MSG.emailConfirmed);
      await codes.send(row.workEmail, caller.ip, caller.language);
    },

    async mine(user: SessionUser) {
      return { list: await presentApplications(db, await q.mineOf(db, user.userId)) };
    },

    /** The public page of a badge: only a verification that holds now. */
    async verified(id: number): Promise<VerifiedDetail> {
      const row = await q.findApplication(db, id);
      if (!row || row.state !== 'VERIFIED') throw notFound(COMPANY_MSG.applicationNotFound);
      const plants = (await q.plantsOf(db, [row.id])).get(row.id) ?? [];
      const company = row.marketCompanyId ? await q.findMarketCompany(db, row.marketCompanyId) : null;
      const first = plants[0];
      return {
        ...badgeOf(row, plants),
        role: row.level === 'PERSONAL' ? 'PERSON' : row.consigneeId ? 'BUYER' : 'SUPPLIER',
        companyLink:
          company && first
            ? companyPagePath({
                countryCode: first.countryCode,
                accessType: company.accessType,
                companyCode: company.companyCode,
                plantName: company.name,
              })
            : null,
      };
    },

    async queue(actor: AuditActor, query: { state?: ApplicationState; page: number; limit: number }): Promise<Page<Application>> {
      authorize(actor, 'list', verificationReviewPolicy.of(null));
      const { rows, total } = await q.pageQueue(db, query.state, query.page, query.limit);
      return { list: await presentApplications(db, rows), total };
    },

    async decide(actor: AuditActor, input: { id: number; approve: boolean; reason: string }) {
      authorize(actor, 'decide', verificationReviewPolicy.of(null));
      const row = await reviewed(input.id);
      if (row.state !== 'PENDING') throw conflict(COMPANY_MSG.notPending);
      if (!input.approve && !input.reason) throw fieldRefusal('reason', COMPANY_MSG.reasonRequired);
      if (input.approve && row.level === 'ENTERPRISE' && !row.emailConfirmedAt) throw badRequest(COMPANY_MSG.emailNotConfirmed);
      if (input.approve && row.level === 'ENTERPRISE' && (await q.verifiedFor(db, row))) throw conflict(COMPANY_MSG.companyOwned);
      const at = new Date(now());
      const values = input.approve
        ? { state: 'VERIFIED', reason: '', decidedAt: at, decidedBy: actor.userId, verifiedAt: at }
        : { state: 'REFUSED', reason: input.reason, decidedAt: at, decidedBy: actor.userId };
      const mailIds = await db.transaction(async (tx) => {
        const after = await q.updateApplication(tx, row.id, values);
        await recordAudit(tx, actor, {
          action: (input.approve ? 'companyApplication.approve' : 'companyApplication.refuse') satisfies AuditAction,
          subjectType: SUBJECT,
          subjectId: row.id,
          before: { state: row.state },
          after: { state: after!.state, reason: after!.reason, name: row.name },
        });
        return (await notify(tx, after!, input.approve ? 'approved' : 'refused', input.reason)).mailIds;
      });
      await notifications.dispatch(mailIds);
    },

    async revoke(actor: AuditActor, input: { id: number; reason: string }) {
      authorize(actor, 'revoke', verificationReviewPolicy.of(null));
      const row = await reviewed(input.id);
      if (row.state !== 'VERIFIED') throw conflict(COMPANY_MSG.notVerified);
      const at = new Date(now());
      const mailIds = await db.transaction(async (tx) => {
        const after = await q.updateApplication(tx, row.id, {
          state: 'REVOKED',
          reason: input.reason,
          revokedAt: at,
          decidedBy: actor.userId,
        });
        await recordAudit(tx, actor, {
          action: 'companyApplication.revoke' satisfies AuditAction,
          subjectType: SUBJECT,
          subjectId: row.id,
          before: { state: row.state },
          after: { state: after!.state, reason: input.reason, name: row.name },
        });
        return (await notify(tx, after!, 'revoked', input.reason)).mailIds;
      });
      await notifications.dispatch(mailIds);
    },

    /** A document's bytes for the applicant or an administrator (whose read of another's document is audited); 404 to anyone else. */
    async document(user: SessionUser | null, applicationId: number, uploadId: number, audit: AuditActor | null) {
      const row = await q.findApplication(db, applicationId);
      if (!row) throw notFound(COMPANY_MSG.documentNotFound);
      authorize(user, 'read', applicationDocumentPolicy.of(row));
      const doc = await q.findDocument(db, applicationId, uploadId);
      const file = doc ? await uploads.openPrivate(doc) : null;
      if (!doc || !file) throw notFound(COMPANY_MSG.documentNotFound);
      if (audit && !appliedBy(row, audit.userId)) {
        await recordAudit(db, audit, {
          action: 'companyApplication.document' satisfies AuditAction,
          subjectType: SUBJECT,
          subjectId: row.id,
          before: null,
          after: { uploadId: doc.id, name: doc.originalName },
        });
      }
      return { ...file, name: doc.originalName ?? 'document' };
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
