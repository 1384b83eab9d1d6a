import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { costRoutes } from './routes';
import { createCostService } from './service';

export { upsertRates } from './queries/rates';
export { upsertLine } from './queries/tariffs';

/** Landed cost (docs/costs.md): §7 'rate (calculation, exchange/list)', 'cost calculator (save, del, pageByUser)', tariff lines. */
export function registerCosts(http: CallRegistrar, db: Db) {
  costRoutes(http, createCostService(db));
}
export { createCostImports, crossRate, type TariffImport } from './imports';
