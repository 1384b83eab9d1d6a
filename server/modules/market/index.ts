import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import type { SubjectRegistry } from '../../shared/subjects/index';
import { marketCsvRoutes } from './csv';
import { createMarketListsService } from './lists-service';
import { createMarketMedia } from './media';
import { marketMediaRoutes } from './media-routes';
import { marketRoutes } from './routes';
import { createMarketService, type SubscriptionStatus } from './service';
import { marketSubjects } from './subjects';
import { createTotals } from './totals';

export { COMPANY_NOT_FOUND, PLANT_NOT_FOUND } from './subjects';
export { registerMarketSitemaps } from './discovery';

/** Companies and plants become subjects of the shared features; the market reads their state through them. */
export function registerMarketSubjects(db: Db, subjects: SubjectRegistry) {
  for (const source of marketSubjects(db)) subjects.register(source);
}

/** The Market area's calls (§7 'Market'), its CSV downloads and its pictures. */
export async function registerMarket(app: FastifyInstance, http: CallRegistrar, db: Db, status: SubscriptionStatus) {
  // One cache of list totals for the area: an import that changes market data clears it.
  const totals = createTotals();
  const market = createMarketService(db, status, totals);
  const lists = createMarketListsService(db, totals);
  marketRoutes(http, market, lists);
  marketCsvRoutes(http, market, lists);
  await marketMediaRoutes(app, createMarketMedia(db));
}
