import type { AdminUser, AuditEntry } from '../../../contracts/admin/models';
import { userInfoOf, type UserWithSessions } from '../accounts/index';
import type { AuditRow } from '../../shared/audit/index';
import { isoTime } from '../../../contracts/core/dates';

/** What the admin shell sees of a user: the profile, role and state, never the password hash. */
export function adminUserOf({ user, sessionCount, lastSignInAt }: UserWithSessions): AdminUser {
  const { userName: _userName, realName: _realName, mobileNum: _mobileNum, ...profile } = userInfoOf(user);
  return {
    ...profile,
    createdAt: user.createdAt.toISOString(),
    disabledAt: isoTime(user.disabledAt),
    sessionCount: Number(sessionCount),
    lastSignInAt: isoTime(lastSignInAt),
  };
}

export function auditEntryOf(row: AuditRow): AuditEntry {
  return { ...row, at: row.at.toISOString() };
}
