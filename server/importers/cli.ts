// `npm run import -- <kind> <file> [--code CODE] [--dry-run] [--as-of YYYY-MM-DD]`: imports a published data file
// into the configured database (DATABASE_URL, or the embedded one under DATA_DIR: stop the portal first, one
// process at a time may open its data dir). Prints the report; exits 0 when the file was read, rejected rows
// included, and 1 when it could not be read. On PostgreSQL the portals keep running: a run that changed rows tells
// them, through Redis or PostgreSQL as they listen, to drop what their anonymous caches hold (decision 0027).
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, pgliteDirFor } from '../db/client';
import { migrationsDir } from '../db/setup';
import { ImportFileError, type ImportReport } from './core/types';
import { IMPORTERS } from './index';
import { createImportRunsService } from './runs/service';
import { isoDate } from '../../contracts/core/dates';
import { ResponseCache } from '../platform/response-cache';
import { closeRedis, redisClient } from '../platform/redis';

const USAGE = `usage: npm run import -- <kind> <file> [--code CODE] [--dry-run] [--as-of YYYY-MM-DD]
kinds: ${IMPORTERS.map((i) => i.kind).join(', ') || '(none)'}`;

function printReport(report: ImportReport) {
  const lines = [
    `${report.kind} import of ${report.fileName}${report.dryRun ? ' (dry run: nothing written)' : ''}, as of ${report.asOf}`,
    `  read       ${report.read}`,
    `  imported   ${report.imported}`,
    `  updated    ${report.updated}`,
    `  unchanged  ${report.unchanged}`,
    `  rejected   ${report.rejected.length}`,
    ...report.rejected.map((r) => `    line ${r.line}: ${r.reason}`),
  ];
  console.log(lines.join('\n'));
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { code: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, 'as-of': { type: 'string' } },
});
const [kind, file] = positionals;
const importer = IMPORTERS.find((i) => i.kind === kind);
const asOf = values['as-of'] ?? isoDate(new Date());
if (!kind || !file || !importer || !/^\d{4}-\d{2}-\d{2}$/.test(asOf)) {
  console.error(kind && !importer ? `unknown kind '${kind}'\n${USAGE}` : USAGE);
  process.exit(1);
}
let bytes: Buffer;
try {
  bytes = await readFile(file);
} catch (err) {
  console.error(`cannot read ${file}: ${(err as Error).message}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : pgliteDirFor(config.dataDir),
  migrationsDir: migrationsDir(config),
});
// Joined to the portals' invalidation channel: the runs service's invalidate() reaches them through it.
const redis = config.redisUrl ? redisClient(config.redisUrl, (err) => console.warn(`redis connection error: ${err.message}`)) : undefined;
const cache = new ResponseCache({
  warn: ({ err }, message) => console.warn(`${message}: ${String(err)}`),
  error: ({ err }, message) => console.error(`${message}: ${String(err)}`),
});
try {
  await cache.connect({ redis, databaseUrl: config.databaseUrl });
  await database.migrate();
  const runs = createImportRunsService(database.db, IMPORTERS);
  const report = await runs.runNow({
    importer,
    bytes,
    fileName: basename(file),
    code: values.code?.trim().toUpperCase() || undefined,
    dryRun: values['dry-run'],
    asOf,
  });
  printReport(report);
} catch (err) {
  console.error(err instanceof ImportFileError ? `${basename(file)}: ${err.message}` : (err as Error).stack);
  process.exitCode = 1;
} finally {
  await cache.close();
  if (redis) await closeRedis(redis);
  await database.close();
}
