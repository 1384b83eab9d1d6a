import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../contracts/core/languages';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { JobQueue } from '../../shared/jobs/index';
import type { MailOutbox } from '../../shared/mail/index';
import type { SessionTransport } from '../../platform/session-transport';
import type { SessionChanges } from './sessions';
import { accountsRoutes } from './routes';
import { createAccountsService, type AccountsService } from './service';

export { ensureAdmin, type AdminOutcome } from './admin';
export { hashPassword, verifyPassword } from './passwords';
export { accountPolicy } from './policies';
export { accountRecords, type UserFilter, type UserWithSessions } from './records';
export { userInfoOf, type AccountsService } from './service';

export interface Accounts extends AccountsService {
  /** The language switch's memory (server/platform/language.ts): a signed-in reader's choice goes to their profile. */
  remember: (request: FastifyRequest, language: Language) => Promise<void>;
}

/** Accounts and sessions (§7 'Account, session, registration'): the service, and its calls registered. */
export function registerAccounts(
  http: CallRegistrar,
  deps: {
    db: Db;
    queue: JobQueue;
    mail: MailOutbox;
    secret: string;
    publicUrl: string;
    transport: SessionTransport;
    https: boolean;
    sessionChanges?: SessionChanges;
  },
): Accounts {
  const accounts = createAccountsService(deps.db, deps, {
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    limits: http.limits,
    sessionChanges: deps.sessionChanges,
  });
  accountsRoutes(http, accounts, deps.transport, deps.https);
  return { ...accounts, remember: (request, language) => accounts.rememberLanguage(deps.transport.tokenOf(request), language) };
}
