import type { AdminUser, AuditEntry } from '../../../contracts/admin/models';
import type { UserRole } from '../../../contracts/core/codes';
import type { UserWithSessions } from '../accounts/index';
import type { AuditRow } from '../../shared/audit/index';

/** Raw SQL timestamps arrive as Date or text depending on the driver; both leave as ISO strings. */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** What the admin shell sees of a user: the profile, role and state, never the password hash. */
export function adminUserOf({ user, sessionCount, lastSignInAt }: UserWithSessions): AdminUser {
  return {
    userId: user.id,
    email: user.email,
    nickName: user.nickName,
    avatar: user.avatar,
    contactMobile: user.contactMobile,
    companyName: user.companyName,
    businessCategory: user.businessCategory,
    role: user.role as UserRole,
    createdAt: user.createdAt.toISOString(),
    disabledAt: iso(user.disabledAt),
    sessionCount: Number(sessionCount),
    lastSignInAt: iso(lastSignInAt),
  };
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return { ...row, at: row.at.toISOString() };
}
