// `npm test`: lint and type check, unit and API tests on PGlite, the same tests on PostgreSQL when TEST_DATABASE_URL is set,
// then a production build and the end-to-end tests in Debian's chromium. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'cmsp-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedStep;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0 && !failedStep) failedStep = name;
  return result.status === 0;
}

function vitest(name, config, env = {}) {
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  run(name, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    totals.failed += 1; // the run ended before it could report: count it as a failure
  }
}

run('checks (lint, types, migrations, OpenAPI document)', 'npm', ['run', 'check']);
vitest('unit and API tests (PGlite)', 'vitest.config.ts');
if (process.env.TEST_DATABASE_URL) {
  vitest('API tests (PostgreSQL)', 'vitest.config.ts', { TEST_ENGINE: 'postgres' });
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}
if (run('production build', 'npm', ['run', 'build'])) {
  vitest('end-to-end tests (chromium)', 'vitest.e2e.config.ts');
}
rmSync(reportDir, { recursive: true, force: true });

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedStep) console.log(`first failing step: ${failedStep}`);
process.exit(failedStep || totals.failed ? 1 : 0);
