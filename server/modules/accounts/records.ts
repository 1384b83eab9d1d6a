import { ACCOUNT } from '../../../contracts/accounts/codes';
import type { Executor } from '../../db/client';
import * as queries from './queries';

export type UserWithSessions = NonNullable<Awaited<ReturnType<typeof queries.findUserWithSessions>>>;
export type { UserFilter } from './queries';

const idleSince = (now: Date) => new Date(now.getTime() - ACCOUNT.sessionIdleMs);

/**
 * The accounts' records as the admin shell reads and writes them. Writes take the caller's transaction,
 * so an administrator's change and its audit entry commit together; the rules stay in accountPolicy.
 */
export const accountRecords = {
  search(db: Executor, filter: queries.UserFilter, page: { offset: number; limit: number }, now = new Date()) {
    return queries.searchUsers(db, filter, page, now, idleSince(now));
  },
  find(db: Executor, userId: number, now = new Date()) {
    return queries.findUserWithSessions(db, userId, now, idleSince(now));
  },
  setDisabled: (db: Executor, userId: number, disabledAt: Date | null) => queries.setDisabledAt(db, userId, disabledAt),
  setRole: (db: Executor, userId: number, role: 'user' | 'admin') => queries.setRole(db, userId, role),
};
