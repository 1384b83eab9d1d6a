import { ACCOUNT } from '../../../contracts/accounts/codes';
import type { Db } from '../../db/client';
import * as queries from './queries';

export type UserWithSessions = NonNullable<Awaited<ReturnType<typeof queries.findUserWithSessions>>>;
export type { Executor as AccountsExecutor, UserFilter } from './queries';

const idleSince = (now: Date) => new Date(now.getTime() - ACCOUNT.sessionIdleMs);

/**
 * The accounts' records as the admin shell reads and writes them. Writes take the caller's transaction,
 * so an administrator's change and its audit entry commit together; the rules stay in accountPolicy.
 */
export const accountRecords = {
  search(db: Db, filter: queries.UserFilter, page: { offset: number; limit: number }, now = new Date()) {
    return queries.searchUsers(db, filter, page, now, idleSince(now));
  },
  find(db: queries.Executor, userId: number, now = new Date()) {
    return queries.findUserWithSessions(db, userId, now, idleSince(now));
  },
  setDisabled: (db: queries.Executor, userId: number, disabledAt: Date | null) => queries.setDisabledAt(db, userId, disabledAt),
  setRole: (db: queries.Executor, userId: number, role: 'user' | 'admin') => queries.setRole(db, userId, role),
};
