import type { Db } from '../db/client';
import type { CallRegistrar } from '../platform/calls';
import type { Importer } from './core/define';
import { customsImportsImporter } from './customs-imports/index';
import { diseaseBansImporter } from './disease-bans/index';
import { establishmentsImporter } from './establishments/index';
import { exchangeRatesImporter } from './exchange-rates/index';
import { futuresImporter } from './futures/index';
import { indexImporter } from './index/index';
import { pricesImporter } from './prices/index';
import { tariffsImporter } from './tariffs/index';
import { unapprovedImporter } from './unapproved/index';
import { importRoutes } from './routes';
import { createImportRunsService, type ImportRunHooks, type ImportRunsService } from './runs/service';

/**
 * Every importer of the portal, one line per kind (docs/imports.md). An importer maps a published file's columns
 * and hands the rows to its area's service; the framework in core/ reads the file, matches the headers and reports.
 */
export const IMPORTERS: readonly Importer[] = [
  futuresImporter,
  indexImporter,
  pricesImporter,
  customsImportsImporter,
  unapprovedImporter,
  establishmentsImporter,
  diseaseBansImporter,
  exchangeRatesImporter,
  tariffsImporter,
];

export { defineImporter, type Importer } from './core/define';
export { ImportFileError } from './core/types';
export type { ImportReport } from './core/types';

/** The admin shell's import calls, over the portal's importers; `hooks.written` follows each run that wrote data. */
export function registerImports(
  http: CallRegistrar,
  db: Db,
  hooks: ImportRunHooks = {},
  importers: readonly Importer[] = IMPORTERS,
): ImportRunsService {
  const runs = createImportRunsService(db, importers, hooks);
  importRoutes(http, runs);
  return runs;
}
