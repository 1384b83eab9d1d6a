// `npm run bench [-- --plants N ... --duration S --connections C --engine pglite|postgres --only PATTERN]`
// Seeds a fresh database per scale, starts the built app on it and loads each target of bench/targets.ts
// with autocannon, beside a bare Fastify endpoint measured in the same run. See docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { buildState } from './build-state.mjs';
import { tsImport } from 'tsx/esm/api';

// The targets name the API's call definitions (TypeScript), so they load through tsx.
const { COMMON_HEADERS, EXAMPLE_PICKS, KIND_HEADERS, SIGN_IN_PATH, pickFromData, targetsFor } = await tsImport(
  '../bench/targets.ts',
  import.meta.url,
);
// The names and paths, to choose with --only before any data exists; the measured targets take the picks of each scale.
const TARGETS = targetsFor(EXAMPLE_PICKS);
import { BUILD_DIR, checkLoopbackUrl, createStore, DEFAULT_ADMIN_URL, redact, seedStore, startApp } from '../bench/lib/instance.mjs';
import { load, stopCurrentLoad, verifyTarget } from '../bench/lib/measure.mjs';
import { addConversations, BENCH_TRADER, signInTrader } from '../bench/lib/conversations.mjs';
import { machineInfo, scaleComparisonTable, scaleTable, withRatios, writeResults } from '../bench/lib/report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `usage: npm run bench -- [options]
  --plants N          demo scale; repeat for several scales (default 10000)
  --duration S        seconds of load per target (default 10)
  --connections C     concurrent connections (default 10)
  --warmup S          unmeasured seconds of load before each target (default 1)
  --engine E          pglite (default) or postgres (DATABASE_URL or ${DEFAULT_ADMIN_URL} as admin URL)
  --only PATTERN      only targets whose name or path matches (case-insensitive regular expression)
  --seed-timeout S    give up seeding one scale after S seconds (default 1800)
  --build             rebuild first even when a build exists
  --no-miss           measure cache hits only (by default each target also as a miss, a URL of its own per request)`;

function positiveInt(value, name, { min = 1 } = {}) {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number >= ${min}, got '${value}'`);
  return n;
}

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      plants: { type: 'string', multiple: true },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '1' },
      engine: { type: 'string', default: 'pglite' },
      only: { type: 'string' },
      'seed-timeout': { type: 'string', default: '1800' },
      build: { type: 'boolean', default: false },
      'no-miss': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!['pglite', 'postgres'].includes(values.engine)) {
    throw new Error(`--engine must be pglite or postgres, got '${values.engine}'`);
  }
  const plants = (values.plants ?? ['10000']).map((p) => positiveInt(p, '--plants', { min: 0 }));
  const only = values.only ? new RegExp(values.only, 'i') : null;
  const targets = TARGETS.filter((t) => !only || only.test(t.name) || only.test(t.path));
  if (targets.length === 0) {
    throw new Error(`--only '${values.only}' matches no target (${TARGETS.map((t) => t.name).join(', ')})`);
  }
  return {
    plants,
    duration: positiveInt(values.duration, '--duration'),
    connections: positiveInt(values.connections, '--connections'),
    warmup: positiveInt(values.warmup, '--warmup', { min: 0 }),
    engine: values.engine,
    adminUrl: values.engine === 'postgres' ? process.env.DATABASE_URL || DEFAULT_ADMIN_URL : null,
    only: values.only ?? null,
    seedTimeout: positiveInt(values['seed-timeout'], '--seed-timeout'),
    build: values.build,
    miss: !values['no-miss'],
    targets,
  };
}

function ensureBuild(force) {
  const { missing, stale } = buildState(root, BUILD_DIR);
  if (force || missing) {
    console.log(force ? 'Building (--build)…' : 'No build yet: running `npm run build`…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, WEB_BUILD_DIR: BUILD_DIR } });
    if (result.status !== 0) throw new Error('`npm run build` failed');
    return;
  }
  if (stale) {
    console.warn('warning: sources changed since the last build; measuring the old build (pass --build to rebuild)');
  }
}

// Everything to undo, newest first; a scale unwinds its own part as soon as it is done.
const cleanups = [];
const onCleanup = (label, fn) => cleanups.push({ label, fn });
async function unwindTo(depth) {
  while (cleanups.length > depth) {
    const { label, fn } = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`cleanup '${label}' failed: ${err.message}`);
    }
  }
}

let aborting = false;
async function abort(reason, code) {
  if (aborting) return;
  aborting = true;
  console.error(`\n${reason}: stopping the load and cleaning up…`);
  stopCurrentLoad();
  await unwindTo(0);
  process.exit(code);
}

function startBaseline() {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../bench/lib/baseline-worker.mjs', import.meta.url));
    worker.once('error', reject);
    worker.once('message', ({ port }) => {
      onCleanup('stop baseline', async () => {
        worker.postMessage('close');
        const timer = setTimeout(() => worker.terminate(), 5_000);
        await new Promise((r) => worker.once('exit', r));
        clearTimeout(timer);
      });
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

async function postJson(origin, path, body) {
  const res = await fetch(origin + path, {
    method: 'POST',
    headers: { ...COMMON_HEADERS, ...KIND_HEADERS.api, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status} while picking targets from the data`);
  return res.json();
}

function headersFor(target, session = '') {
  return { ...COMMON_HEADERS, ...KIND_HEADERS[target.kind], ...target.headers, ...(target.session ? { cookie: session } : {}) };
}

async function measure(origin, target, options, miss = false, session = '') {
  const expectedStatus = target.status ?? 200;
  const params = {
    url: origin + target.path,
    method: target.method,
    body: target.body,
    headers: headersFor(target, session),
    connections: options.connections,
    expectedStatus,
    miss,
  };
  if (options.warmup > 0) await load({ ...params, duration: options.warmup });
  const name = miss ? `${target.name} (miss)` : target.name;
  process.stdout.write(`  ${name} … `);
  const result = await load({ ...params, duration: options.duration });
  console.log(`${Math.round(result.reqPerSec)} req/s`);
  return { name, kind: target.kind, method: target.method, path: target.path, expectedStatus, cache: miss ? 'miss' : 'hit', ...result };
}

async function benchScale(plants, baselineOrigin, options) {
  const depth = cleanups.length;
  try {
    console.log(`\n== ${plants} plants on ${options.engine} ==`);
    const store = await createStore({ engine: options.engine, adminUrl: options.adminUrl, plants, onCleanup });
    const seed = await seedStore({ root, storeEnv: store.env, plants, timeoutMs: options.seedTimeout * 1000, onCleanup });
    console.log(
      `  seeded in ${seed.seconds.toFixed(1)} s, peak RSS ${seed.peakRssMb ?? '?'} MB: ${seed.output
        .split('\n')
        .filter((line) => !line.startsWith('peak memory'))
        .at(-1)}`,
    );
    // Signed-in targets need the bench trader's conversations, loaded into PostgreSQL by SQL; on PGlite they are left out.
    const signedIn = options.engine === 'postgres' && options.targets.some((t) => t.session);
    const traderEnv = signedIn ? { ADMIN_EMAIL: BENCH_TRADER.email, ADMIN_PASSWORD: BENCH_TRADER.password } : {};
    const app = await startApp({ root, storeEnv: { ...store.env, ...traderEnv }, onCleanup });
    console.log(`  app ready at ${app.origin} (pid ${app.pid})`);
    const picks = await pickFromData((path, body) => postJson(app.origin, path, body));
    console.log(
      `  picked from the data: plant ${picks.plant.plantNo} (${picks.plant.countryCode}), ` +
        `keyword '${picks.keyword.word}' (${picks.keyword.matches} meat plants)`,
    );
    const chosen = new Set(options.targets.map((t) => t.name));
    const measured = targetsFor(picks).filter((t) => chosen.has(t.name) && (!t.session || signedIn));
    if (measured.length < options.targets.length) console.log('  signed-in targets left out: they run on --engine postgres');
    let session = '';
    if (signedIn) {
      const conversations = await addConversations(store.env.DATABASE_URL);
      console.log(`  conversations: ${conversations.total} in all, ${conversations.trader} of them the bench trader's`);
      session = await signInTrader(app.origin, SIGN_IN_PATH);
    }

    const baselineTarget = { name: 'baseline (bare Fastify)', kind: 'api', method: 'GET', path: '/baseline' };
    await verifyTarget(baselineOrigin, baselineTarget, headersFor(baselineTarget));
    for (const target of measured) await verifyTarget(app.origin, target, headersFor(target, session));

    const baseline = await measure(baselineOrigin, baselineTarget, options);
    const targets = [];
    for (const target of measured) {
      // Visitors' reads are served from the anonymous cache after the first: measured as hits, then as misses
      // (each request a URL of its own). --no-miss skips the misses. A signed-in read is never cached.
      const runs = options.miss && !target.session && (target.status ?? 200) === 200 ? [false, true] : [false];
      for (const miss of runs) targets.push(withRatios(await measure(app.origin, target, options, miss, session), baseline));
      if (!app.isRunning()) throw new Error(`the app stopped during '${target.name}'\n${app.tail()}`);
    }
    const scale = {
      plants,
      engine: options.engine,
      seedSeconds: seed.seconds,
      seedPeakRssMb: seed.peakRssMb,
      picks,
      baseline: withRatios(baseline, baseline),
      targets,
    };
    console.log(`\n${scaleTable(scale)}`);
    return scale;
  } finally {
    await unwindTo(depth);
  }
}

function optionsOrExit(argv) {
  try {
    const options = parseOptions(argv);
    if (options.adminUrl) checkLoopbackUrl(options.adminUrl);
    return options;
  } catch (err) {
    console.error(`bench: ${err.message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const options = optionsOrExit(process.argv.slice(2));
  ensureBuild(options.build);

  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void abort(`received ${signal}`, 130));
  // A bound on the whole run: seeding, start-up, checks and every load, with room to spare.
  const perTargetS = options.warmup + options.duration + 30;
  const boundS = options.plants.length * (options.seedTimeout + 120 + (options.targets.length + 1) * perTargetS) + 60;
  setTimeout(() => void abort(`the bench ran past its bound of ${boundS} s`, 1), boundS * 1000).unref();

  const startedAt = new Date().toISOString();
  console.log(
    `bench: ${options.engine}${options.adminUrl ? ` (${redact(options.adminUrl)})` : ''}, scales ${options.plants.join(', ')}, ` +
      `${options.duration} s per target after ${options.warmup} s warm-up, ${options.connections} connections, ` +
      `${options.targets.length} targets`,
  );
  const baselineOrigin = await startBaseline();
  const scales = [];
  try {
    for (const plants of options.plants) scales.push(await benchScale(plants, baselineOrigin, options));
  } finally {
    await unwindTo(0);
  }
  if (scales.length > 1) console.log(`\np99 by scale\n${scaleComparisonTable(scales)}`);

  const { targets: _targets, adminUrl, ...settings } = options;
  const file = writeResults(root, {
    startedAt,
    finishedAt: new Date().toISOString(),
    command: `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    settings: { ...settings, adminUrl: adminUrl ? redact(adminUrl) : null, pipelining: 1, headers: COMMON_HEADERS },
    machine: machineInfo(),
    scales,
  });
  console.log(`\nresults: ${file}`);
}

main().then(
  () => process.exit(0),
  async (err) => {
    console.error(`\nbench failed: ${err.stack ?? err}`);
    await unwindTo(0);
    process.exit(1);
  },
);
