import { loadConfig } from './config';
import { buildApp } from './app';
import { prepareDatabase } from './db/setup';

/** Process entry: configuration, database (migrated and seeded), then the HTTP server. */
async function main() {
  const config = loadConfig();
  const { database, demoLoaded } = await prepareDatabase(config);
  const app = await buildApp(config, database);
  app.log.info(
    { engine: database.engine, dataDir: config.databaseUrl ? undefined : config.dataDir, demoLoaded },
    'database ready',
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
