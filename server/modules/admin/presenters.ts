import type { AdminUser, AuditEntry } from '../../../contracts/admin/models';
import { userInfoOf, type UserWithSessions } from '../accounts/index';
import type { AuditRow } from '../../shared/audit/index';

/** Raw SQL timestamps arrive as Date or text depending on the driver; both leave as ISO strings. */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** What the admin shell sees of a user: the profile, role and state, never the password hash. */
export function adminUserOf({ user, sessionCount, lastSignInAt }: UserWithSessions): AdminUser {
  const { userName: _userName, realName: _realName, mobileNum: _mobileNum, ...profile } = userInfoOf(user);
  return {
    ...profile,
    createdAt: user.createdAt.toISOString(),
    disabledAt: iso(user.disabledAt),
    sessionCount: Number(sessionCount),
    lastSignInAt: iso(lastSignInAt),
  };
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return { ...row, at: row.at.toISOString() };
}
