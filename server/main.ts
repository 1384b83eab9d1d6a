import { loadConfig } from './config';
import { buildApp } from './app';
import { isDemoDataset } from './db/seed/index';
import { prepareDatabase } from './db/setup';
import { ensureAdmin } from './modules/accounts/index';

/** Process entry: configuration, database (migrated and seeded), then the HTTP server. */
async function main() {
  const config = loadConfig();
  const { database, demoLoaded, demoSignIn } = await prepareDatabase(config);
  const app = await buildApp(config, database);
  if (config.adminEmail && config.adminPassword) {
    const outcome = await ensureAdmin(database.db, config.adminEmail, config.adminPassword, (id) => app.forgetSessionsOf(id));
    app.log.info({ email: config.adminEmail, outcome }, 'administrator account checked (ADMIN_EMAIL)');
  }
  // Said in words: a restart finds the demo data it loaded before, which a bare `demoLoaded: false` read as "none".
  const data = demoLoaded ? 'demo data loaded' : (await isDemoDataset(database.db)) ? 'demo data present' : 'no demo data';
  app.log.info({ engine: database.engine, dataDir: config.databaseUrl ? undefined : config.dataDir, data }, `database ready: ${data}`);
  // The addresses only: the password is the operator's own, never written to the log.
  if (demoSignIn.length)
    app.log.info({ accounts: demoSignIn }, `demo traders can sign in with DEMO_TRADER_PASSWORD: ${demoSignIn.join(', ')}`);
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
  // The one line to wait for after `npm start`: the portal answers from here on.
  app.log.info({ url: config.publicUrl }, `portal ready: open ${config.publicUrl}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
