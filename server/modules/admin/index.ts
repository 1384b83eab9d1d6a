import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { AccountsService } from '../accounts/index';
import type { SiteSettings } from '../site/index';
import { adminRoutes } from './routes';
import { createAdminService } from './service';

/**
 * The admin shell's calls (docs/admin.md): users, site settings and the audit log, for administrators only.
 * Accounts and the site are reached through their own index files; every write is audited.
 */
export function registerAdmin(http: CallRegistrar, deps: { db: Db; accounts: AccountsService; siteSettings: SiteSettings }) {
  adminRoutes(http, createAdminService(deps.db, deps.accounts), deps.siteSettings);
}
