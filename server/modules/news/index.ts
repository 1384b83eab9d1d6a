import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { DiscoveryRegistry } from '../../shared/discovery/index';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { createNewsAdminService } from './admin-service';
import { registerNewsDiscovery } from './discovery';
import { addCustomsViews } from './queries/customs';
import { addItemViews } from './queries/items';
import { newsAdminRoutes, newsRoutes } from './routes';
import { createNewsService } from './service';
import { newsSubjects } from './subjects';

export { newsFeeds, newsSitemaps } from './discovery';

/** Factory and market news become comment subjects (FACTORY_NEWS, AREA_NEWS) of the shared comments. */
export function registerNewsSubjects(db: Db, subjects: SubjectRegistry) {
  for (const source of newsSubjects(db)) subjects.register(source);
}

/** The news pages search engines and feed readers are told about: three sitemap sources and three Atom feeds. */
export function registerNewsDiscoverySources(db: Db, discovery: DiscoveryRegistry) {
  registerNewsDiscovery(db, discovery);
}

/**
 * The News area's calls (§7 'News') and its admin desk. `marketChanged` runs once a published GACC update has applied
 * its changes to the market data (the watchlist looks for the new rows at once).
 */
export function registerNews(http: CallRegistrar, db: Db, publicUrl: string, marketChanged?: () => Promise<unknown>) {
  newsRoutes(http, createNewsService(db, publicUrl), {
    item: http.views.counter('news item', addItemViews(db)),
    customs: http.views.counter('customs update', addCustomsViews(db)),
  });
  newsAdminRoutes(http, createNewsAdminService(db, marketChanged));
}
