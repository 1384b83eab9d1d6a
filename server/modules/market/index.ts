import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { subscriptionRoutes } from '../subscriptions/routes';
import { createSubscriptionService } from '../subscriptions/service';
import { marketCsvRoutes } from './csv';
import { marketListsRoutes } from './lists-routes';
import { createMarketListsService } from './lists-service';
import { marketMediaRoutes } from './media';
import { marketRoutes } from './routes';
import { createMarketService } from './service';
import { createTotals } from './totals';

/** The Market area's calls (§7 'Market'), its CSV downloads and pictures, and subscriptions and likes. */
export async function registerMarket(app: FastifyInstance, db: Db) {
  // One cache of list totals for the area: an import that changes market data clears it.
  const totals = createTotals();
  const market = createMarketService(db, totals);
  const lists = createMarketListsService(db, totals);
  await marketRoutes(app, market);
  await marketListsRoutes(app, lists);
  await marketCsvRoutes(app, market, lists);
  await marketMediaRoutes(app, db);
  await subscriptionRoutes(app, createSubscriptionService(db));
}
