import type { z } from 'zod';
import type { AuditAction, AuditSubject } from '../../../contracts/admin/codes';
import { accountKeyOf, BANK_REPORT_SUBJECT, CHECK_LIMITS as L, CHECK_MSG, type BankReportStatus } from '../../../contracts/check/codes';
import type { AdminBankReport, MyBankReport, reportBody } from '../../../contracts/check/models';
import type { Page } from '../../../contracts/core/envelope';
import { companyPagePath } from '../../../contracts/market/pages';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { conflict, fieldRefusal, notFound, TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';
import { authorize, type Actor } from '../../platform/policy';
import { recordAudit, type AuditActor } from '../../shared/audit/index';
import type { NotificationService } from '../../shared/notifications/index';
import { attachUploads } from '../../shared/uploads/index';
import { bankReportPolicy } from './policies';
import { bankReportNotice } from './notices';
import * as q from './queries';

const DAY_MS = 86_400_000;
const SUBJECT: AuditSubject = 'bankAccountReport';

const mine = (r: q.ReportRow): MyBankReport => ({
  id: r.id,
  accountNumber: r.accountNumber,
  holderName: r.holderName,
  bankName: r.bankName,
  countryCode: r.countryCode,
  story: r.story,
  evidence: r.evidence,
  status: r.status as BankReportStatus,
  decisionReason: r.decisionReason,
  decidedAt: r.decidedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export interface BankReportDeps {
  db: Db;
  notifications: NotificationService;
  limits: LimitStore;
  now?: () => number;
}

/** Reports of bank accounts and their review in the admin shell (docs/supplier-check.md). */
export function createBankReports({ db, notifications, limits, now = Date.now }: BankReportDeps) {
  const perDay = new WindowCounter(limits, 'bank-account-reports', L.reportsPerDay, DAY_MS, now);

  async function present(rows: q.ReportRow[]): Promise<AdminBankReport[]> {
    const [users, companies, perKey] = await Promise.all([
      q.usersByIds(db, [...new Set(rows.map((r) => r.reporterId).filter((id): id is number => id !== null))]),
      q.companiesByIds(db, [...new Set(rows.map((r) => r.companyId).filter((id): id is number => id !== null))]),
      q.reportsPerKey(db, [...new Set(rows.map((r) => r.accountKey))]),
    ]);
    const byId = new Map(users.map((u) => [u.id, u]));
    return rows.map((r) => {
      const reporter = r.reporterId === null ? undefined : byId.get(r.reporterId);
      const owner = r.companyId === null ? undefined : companies.get(r.companyId);
      return {
        ...mine(r),
        reporter: reporter ? { userId: reporter.id, nickName: reporter.nickName, email: reporter.email } : null,
        company: owner ? { name: owner.plantName, link: companyPagePath(owner) } : null,
        sameAccount: (perKey.get(r.accountKey) ?? 1) - 1,
        source: r.source,
      };
    });
  }

  /** Tells the reporter what became of the report (a demo row has none). */
  async function tell(tx: Parameters<NotificationService['deliver']>[0], row: q.ReportRow, what: 'confirmed' | 'refused' | 'withdrawn') {
    if (row.reporterId === null) return { mailIds: [] as number[] };
    return notifications.deliver(tx, [bankReportNotice({ ...row, reporterId: row.reporterId }, what)]);
  }

  async function decide(id: number, actor: AuditActor, to: BankReportStatus, from: BankReportStatus, reason: string, action: AuditAction) {
    authorize(actor, 'review', bankReportPolicy.of(null));
    const before = await q.findReport(db, id);
    if (!before) throw notFound(CHECK_MSG.reportNotFound);
    if (before.status !== from) throw conflict(from === 'pending' ? CHECK_MSG.notPending : CHECK_MSG.notConfirmed);
    const { row, mailIds } = await db.transaction(async (tx) => {
      const after = await q.decide(tx, id, to, reason, new Date(now()));
      await recordAudit(tx, actor, {
        action,
        subjectType: SUBJECT,
        subjectId: id,
        before: { status: before.status, decisionReason: before.decisionReason },
        after: { status: to, decisionReason: reason },
      });
      const told = await tell(tx, after, to as 'confirmed' | 'refused' | 'withdrawn');
      return { row: after, mailIds: told.mailIds };
    });
    await notifications.dispatch(mailIds);
    return (await present([row]))[0]!;
  }

  return {
    /** A user's report: plain text (the contract refuses markup), counted per day, evidence attached in the same transaction. */
    async report(user: SessionUser, input: z.output<typeof reportBody>): Promise<MyBankReport> {
      authorize(user, 'report', bankReportPolicy.of(null));
      const key = accountKeyOf(input.accountNumber);
      if (!(await q.countryName(db, input.countryCode))) throw fieldRefusal('countryCode', CHECK_MSG.unknownCountry);
      if (await q.openReportOf(db, user.userId, key)) throw conflict(CHECK_MSG.alreadyReported);
      const wait = await perDay.retryAfter(String(user.userId));
      if (wait) throw new TooManyRequests(CHECK_MSG.tooManyReports, wait);
      const companyId = await q.companyNamedExactly(db, input.holderName);
      const row = await db.transaction(async (tx) => {
        const created = await q.insertReport(tx, {
          reporterId: user.userId,
          accountNumber: input.accountNumber,
          accountKey: key,
          holderName: input.holderName,
          bankName: input.bankName,
          countryCode: input.countryCode,
          story: input.story,
          evidence: [...new Set(input.evidence)],
          companyId,
        });
        const attached = await attachUploads(tx, {
          userId: user.userId,
          purpose: 'bank-evidence',
          urls: created.evidence,
          subject: { type: BANK_REPORT_SUBJECT, id: created.id },
        });
        if (!attached.ok) throw fieldRefusal('evidence', attached.reason);
        return created;
      });
      await perDay.hit(String(user.userId));
      return mine(row);
    },

    async mine(user: SessionUser) {
      authorize(user, 'readOwn', bankReportPolicy.of(null));
      return { list: (await q.reportsBy(db, user.userId)).map(mine) };
    },

    async list(query: { status?: BankReportStatus; page: number; limit: number }, actor: Actor): Promise<Page<AdminBankReport>> {
      authorize(actor, 'review', bankReportPolicy.of(null));
      const { rows, total } = await q.pageReports(db, query.status, query.page, query.limit);
      return { list: await present(rows), total };
    },

    confirm: (id: number, actor: AuditActor) => decide(id, actor, 'confirmed', 'pending', '', 'bankAccount.confirm'),
    refuse: (id: number, reason: string, actor: AuditActor) => decide(id, actor, 'refused', 'pending', reason, 'bankAccount.refuse'),
    withdraw: (id: number, reason: string, actor: AuditActor) =>
      decide(id, actor, 'withdrawn', 'confirmed', reason, 'bankAccount.withdraw'),
  };
}
export type BankReports = ReturnType<typeof createBankReports>;
