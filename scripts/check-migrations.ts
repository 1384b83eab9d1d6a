// `npm run check:migrations`: fails when server/db/schema has changes that no committed migration holds.
// drizzle-kit 0.31 has no dry run (`drizzle-kit check` only checks the snapshots against each other), so this runs
// `drizzle-kit generate` on a temporary copy of the migrations and looks at what it would add. The committed folder
// is never written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import drizzleConfig from '../drizzle.config';

const root = process.cwd();
const committed = drizzleConfig.out ?? 'drizzle';
const scratch = mkdtempSync(join(tmpdir(), 'cmsp-migrations-'));

/** The problem found, or undefined when the schema and the committed migrations agree. */
function findDrift(): string | undefined {
  cpSync(committed, scratch, { recursive: true });
  const before = new Set(readdirSync(scratch));
  const schema = Array.isArray(drizzleConfig.schema) ? drizzleConfig.schema : [drizzleConfig.schema ?? ''];
  const args = ['generate', '--dialect', drizzleConfig.dialect, ...schema.flatMap((s) => ['--schema', s])];
  if (drizzleConfig.casing) args.push('--casing', drizzleConfig.casing);
  // drizzle-kit prefixes --out with './', so an absolute path would not work: give it one relative to the project.
  args.push('--out', relative(root, scratch));
  // stdin closed: a question drizzle-kit would ask (a rename?) ends the run instead of waiting; that is drift too.
  const run = spawnSync(join(root, 'node_modules/.bin/drizzle-kit'), args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`;
  const added = readdirSync(scratch).filter((name) => !before.has(name));

  if (added.length > 0) {
    const sql = added
      .filter((name) => name.endsWith('.sql'))
      .map((name) => `--- ${name}\n${readFileSync(join(scratch, name), 'utf8').trim()}`);
    return [`server/db/schema differs from the committed migrations in ${committed}; the missing migration:`, ...sql].join('\n');
  }
  // drizzle-kit exits 0 even when it fails (a bad schema file), so only its own "nothing to migrate" counts as a pass.
  if (run.status !== 0 || !output.includes('No schema changes')) {
    return `drizzle-kit generate did not confirm that the schema and migrations agree:\n${output.trim().split('\n').slice(-20).join('\n')}`;
  }
  return undefined;
}

try {
  const drift = findDrift();
  if (drift) {
    console.error(`check:migrations: ${drift}\n\nRun \`npm run db:generate\` and commit the new migration with the schema change.`);
    process.exitCode = 1;
  } else {
    const count = readdirSync(committed).filter((name) => name.endsWith('.sql')).length;
    console.log(`check:migrations: the schema matches the ${count} committed migrations.`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
