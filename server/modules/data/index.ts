import type { Db } from '../../db/client';
import type { CallRegistrar } from '../../platform/calls';
import { createMarkets } from './markets-service';
import { dataRoutes } from './routes';
import { createStatistics } from './statistics-service';

export { createDataImports, type DataImports } from './imports-service';
/** A series' source note and lateness, as every Data table has it (the exchange rates' too). */
export { freshnessOf } from './freshness';
/** The unapproved-shipment list as the supplier check reads it. */
export { unapprovedCounts, unapprovedNaming } from './queries/unapproved';

/** The Data area's calls (§7 'Data'): customs statistics, unapproved shipments, prices, futures and indexes. */
export function registerData(http: CallRegistrar, db: Db) {
  dataRoutes(http, createStatistics(db), createMarkets(db));
}
