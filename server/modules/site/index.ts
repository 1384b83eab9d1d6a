import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { createTtlCache, REFERENCE_TTL_MS } from '../../platform/cache';
import { bannerRoutes } from './banner-routes';
import { createBanners } from './banners-service';
import { siteRoutes } from './routes';
import { createSiteService, type SiteService } from './service';
import { createSiteSettings, type SiteSettings } from './settings-service';

export type { SiteService } from './service';
export type { SiteSettings } from './settings-service';

/** The site area: its public reference calls, and the settings the admin shell edits. */
export interface SiteArea {
  service: SiteService;
  settings: SiteSettings;
}

/** The site's reference calls (§7 'Site') and banners; settings writes empty the same cache the reads are served from. */
export function registerSite(http: CallRegistrar, db: Db): SiteArea {
  const cache = createTtlCache<unknown>(REFERENCE_TTL_MS);
  const service = createSiteService(db, cache);
  siteRoutes(http, service);
  bannerRoutes(http, createBanners(db));
  return { service, settings: createSiteSettings(db, () => cache.clear()) };
}
