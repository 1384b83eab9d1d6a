// `npm test`: lint and type check, unit and API tests on PGlite, the same tests on PostgreSQL when TEST_DATABASE_URL is set,
// the process-spawning tests once, then a production build and the end-to-end tests in Debian's chromium. Ends with the
// time of each step and one summary line.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'cmsp-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each step's name and seconds, printed at the end: where a slow run spent its time. */
const times = [];
let failedStep;

function run(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  times.push({ name, seconds: (performance.now() - started) / 1000, ok: result.status === 0 });
  if (result.status !== 0 && !failedStep) failedStep = name;
  return result.status === 0;
}

function vitest(name, config, env = {}, filters = []) {
  const report = join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--config', config, ...filters, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  run(name, 'npx', args, env);
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + (json.numTodoTests ?? 0);
  } catch {
    totals.failed += 1; // the run ended before it could report: count it as a failure
  }
}

run('checks (lint, format, types, migrations, OpenAPI document and api.md, docs)', 'npm', ['run', 'check']);
vitest('unit and API tests (PGlite)', 'vitest.config.ts');
if (process.env.TEST_DATABASE_URL) {
  // Only server/ talks to a database: the web, contracts and scripts tests ran once above.
  vitest('API tests (PostgreSQL)', 'vitest.config.ts', { TEST_ENGINE: 'postgres' }, ['server/']);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL pass is skipped.');
}
vitest('process tests (data-dir lock, PGlite worker, watchlist crash)', 'vitest.processes.config.ts');
if (run('production build', 'npm', ['run', 'build'])) {
  vitest('end-to-end tests (chromium)', 'vitest.e2e.config.ts');
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\nTime per step:');
const total = times.reduce((sum, step) => sum + step.seconds, 0);
for (const step of times) console.log(`  ${clock(step.seconds).padStart(6)}  ${step.name}${step.ok ? '' : ' (failed)'}`);
console.log(`  ${clock(total).padStart(6)}  total`);

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (failedStep) console.log(`first failing step: ${failedStep}`);
process.exit(failedStep || totals.failed ? 1 : 0);

/** 754.2 seconds as 12:34. */
function clock(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
