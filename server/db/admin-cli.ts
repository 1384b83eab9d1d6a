// `npm run admin:create -- --email admin@example.com`: creates the administrator, or makes an existing user one
// and sets the password. The password comes from ADMIN_PASSWORD or the first line of standard input, never the
// command line (where other users and the shell history would see it).
// With the embedded database, stop the portal first: one process at a time may open its data dir.
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { ensureAdmin } from '../modules/accounts/index';
import { sayOnce, SESSIONS_CHANNEL } from '../platform/cache-bus';
import { openDatabase, pgliteDirFor } from './client';
import { migrationsDir } from './setup';

async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stdout.write('Administrator password (8 to 32 characters): ');
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = values.email ?? process.env.ADMIN_EMAIL;
if (!email) {
  console.error('usage: npm run admin:create -- --email admin@example.com   (password from ADMIN_PASSWORD or standard input)');
  process.exit(2);
}
const password = await readPassword();
const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: config.databaseUrl ? undefined : pgliteDirFor(config.dataDir),
  migrationsDir: migrationsDir(config),
});
try {
  await database.migrate();
  // Portals running on the same PostgreSQL hear that the account's sessions changed (decision 0068).
  const say = (userId: number) => sayOnce(config, SESSIONS_CHANNEL, String(userId));
  const outcome = await ensureAdmin(database.db, email, password, say);
  console.log(`administrator ${email}: ${outcome}`);
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
