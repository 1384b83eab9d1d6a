import { ADMIN_MSG, type AuditAction } from '../../../contracts/admin/codes';
import type { AdminUser, AuditEntry, AuditQuery } from '../../../contracts/admin/models';
import type { z } from 'zod';
import type { userSearchQuery } from '../../../contracts/admin/models';
import type { Page } from '../../../contracts/core/envelope';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import { authorize, isOwner, type Actor } from '../../platform/policy';
import { pageAudit, recordAudit, type AuditActor } from '../../shared/audit/index';
import { accountPolicy, accountRecords, type AccountsService } from '../accounts/index';
import { auditLogPolicy } from './policies';
import { adminUserOf, auditEntryOf } from './presenters';

type UserSearch = z.output<typeof userSearchQuery>;

/** The user writes of the shell: what each sets, and the audit action it records. */
const USER_CHANGES = {
  disable: { action: 'user.disable', apply: (tx: Executor, id: number) => accountRecords.setDisabled(tx, id, new Date()) },
  enable: { action: 'user.enable', apply: (tx: Executor, id: number) => accountRecords.setDisabled(tx, id, null) },
  grantAdmin: { action: 'user.grantAdmin', apply: (tx: Executor, id: number) => accountRecords.setRole(tx, id, 'admin') },
  removeAdmin: { action: 'user.removeAdmin', apply: (tx: Executor, id: number) => accountRecords.setRole(tx, id, 'user') },
} satisfies Record<string, { action: AuditAction; apply: (tx: Executor, id: number) => Promise<void> }>;
export type UserChange = keyof typeof USER_CHANGES;

const DAY_MS = 86_400_000;
const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** The part of a user the audit log keeps: what the shell's writes change. */
const auditedUser = (user: AdminUser) => ({ email: user.email, role: user.role, disabledAt: user.disabledAt });

/** User management and the audit log; site settings belong to the site area (its index hands them over). */
export function createAdminService(db: Db, accounts: Pick<AccountsService, 'endSessionsOf' | 'refreshSessionsOf'>) {
  async function userOrNotFound(tx: Executor, userId: number): Promise<AdminUser> {
    const row = await accountRecords.find(tx, userId);
    if (!row) throw notFound(ADMIN_MSG.userNotFound);
    return adminUserOf(row);
  }

  return {
    async users(query: UserSearch, actor: Actor): Promise<Page<AdminUser>> {
      authorize(actor, 'administer', accountPolicy.of({ id: 0 }));
      const filter = { keyword: query.keyword || undefined, role: query.role, disabled: query.status && query.status === 'disabled' };
      const { rows, total } = await accountRecords.search(db, filter, { offset: (query.page - 1) * query.limit, limit: query.limit });
      return { list: rows.map(adminUserOf), total };
    },

    /**
     * One user's details. An administrator's look at another person's data is audited; at their own account (as
     * /api/user/info shows it) or at a missing user it is not.
     */
    async user(userId: number, actor: Actor, by: AuditActor): Promise<AdminUser> {
      authorize(actor, 'administer', accountPolicy.of({ id: userId }));
      const user = await userOrNotFound(db, userId);
      if (!isOwner(by, userId)) {
        const read = { action: 'user.read' satisfies AuditAction, subjectType: 'user', subjectId: userId, before: null, after: null };
        await recordAudit(db, by, read);
      }
      return user;
    },

    /**
     * Disables, enables, promotes or demotes a user, with its audit entry in the same transaction.
     * No administrator acts on their own account (accountPolicy 'manage'). Disabling ends every session.
     */
    async changeUser(change: UserChange, userId: number, actor: SessionUser, by: AuditActor): Promise<AdminUser> {
      authorize(actor, 'manage', accountPolicy.of({ id: userId }));
      const { action, apply } = USER_CHANGES[change];
      const after = await db.transaction(async (tx) => {
        const before = await userOrNotFound(tx, userId);
        await apply(tx, userId);
        const now = await userOrNotFound(tx, userId);
        await recordAudit(tx, by, { action, subjectType: 'user', subjectId: userId, before: auditedUser(before), after: auditedUser(now) });
        return now;
      });
      if (change !== 'disable') {
        // The user's sessions answer the new role or status from their next request, in every process.
        await accounts.refreshSessionsOf(userId);
        return after;
      }
      // A disabled account's sessions end (and are dropped from the store).
      await accounts.endSessionsOf(userId);
      return { ...after, sessionCount: 0 };
    },

    async audit(query: AuditQuery, actor: Actor): Promise<Page<AuditEntry>> {
      authorize(actor, 'read', auditLogPolicy.of(null));
      const filter = {
        actor: query.actor || undefined,
        action: query.action,
        subjectType: query.subjectType,
        subjectId: query.subjectId || undefined,
        since: query.from ? startOfDay(query.from) : undefined,
        until: query.to ? new Date(startOfDay(query.to).getTime() + DAY_MS) : undefined,
      };
      const { rows, total } = await pageAudit(db, filter, (query.page - 1) * query.limit, query.limit);
      return { list: rows.map(auditEntryOf), total };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
