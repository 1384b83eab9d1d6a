import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { siteRoutes } from './routes';
import { createSiteService, type SiteService } from './service';

export type { SiteService } from './service';

/** The site's reference calls (§7 'Site'). */
export function registerSite(http: CallRegistrar, db: Db): SiteService {
  const site = createSiteService(db);
  siteRoutes(http, site);
  return site;
}
