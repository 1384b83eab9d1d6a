import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { Mailer } from '../../platform/mailer';
import type { SessionTransport } from '../../platform/session-transport';
import { accountsRoutes } from './routes';
import { createAccountsService, type AccountsService } from './service';

export { ensureAdmin, type AdminOutcome } from './admin';
export { accountPolicy } from './policies';
export { accountRecords, type AccountsExecutor, type UserFilter, type UserWithSessions } from './records';
export { userInfoOf, type AccountsService } from './service';

/** Accounts and sessions (§7 'Account, session, registration'): the service, and its calls registered. */
export function registerAccounts(
  http: CallRegistrar,
  deps: { db: Db; mailer: Mailer; secret: string; transport: SessionTransport },
): AccountsService {
  const accounts = createAccountsService(deps.db, deps.mailer, { secret: deps.secret });
  accountsRoutes(http, accounts, deps.transport);
  return accounts;
}
