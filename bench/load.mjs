// `npm run bench:load -- [options]`: visitors and signed-in writers at once, on one portal or on two behind nginx
// (the scale-out setup: PostgreSQL, Redis, S3), for a fixed time; reports latency per class, errors, the share of
// visitors' reads served from the cache, and the portals' memory. See docs/benchmarks.md, "Mixed load".
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { checkLoopbackUrl, createStore, DEFAULT_ADMIN_URL, redact, seedStore, startApp } from './lib/instance.mjs';
import { readerLoop, Recorder, runFor, sampleRss, send, writerLoop } from './lib/load-clients.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { COMMON_HEADERS, KIND_HEADERS, pickFromData } = await tsImport('./targets.ts', import.meta.url);
const { COMMENT_EVERY_MS, LEAD_PAGE_PATH, SIGN_IN_PATH, TOPIC_PAGE_PATH, readerTargets, writerCycle } = await tsImport(
  './load-targets.ts',
  import.meta.url,
);

const USAGE = `usage: npm run bench:load -- [options]
  --processes N       1 (default): one portal; 2: two portals behind nginx with Redis and PostgreSQL
  --engine E          pglite (default with one process) or postgres (always with two)
  --plants N          demo scale seeded first (default 3000)
  --clients N         concurrent clients (default 200)
  --writers P         percent of the clients that are signed-in writers (default 13)
  --duration S        seconds of load (default 60)
  --compare           first the same number of clients with no writers, then the mix; reports the ratio
  --max-p99 MS        exit 1 when the p99 of all requests is above MS
  --rss-ceiling MB    exit 1 when a portal's memory goes above MB`;

const DEMO_PASSWORD = 'Load bench traders 1';
const TRADERS = Array.from({ length: 16 }, (_, i) => `trader${String(i + 1).padStart(2, '0')}@cmsp-demo.example`);
/** Far above what the load sends from its one address: the limits are measured by their own tests, not here. */
const UNLIMITED = { RATE_LIMIT_PER_MINUTE: '1000000000', AUTH_RATE_LIMIT_PER_MINUTE: '100000', DEMO_TRADER_PASSWORD: DEMO_PASSWORD };

function options() {
  const { values } = parseArgs({
    options: {
      processes: { type: 'string', default: '1' },
      engine: { type: 'string' },
      plants: { type: 'string', default: '3000' },
      clients: { type: 'string', default: '200' },
      writers: { type: 'string', default: '13' },
      duration: { type: 'string', default: '60' },
      compare: { type: 'boolean', default: false },
      'max-p99': { type: 'string' },
      'rss-ceiling': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const number = (name, min) => {
    const n = Number(values[name]);
    if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number of at least ${min}\n${USAGE}`);
    return n;
  };
  const processes = number('processes', 1);
  if (processes > 2) throw new Error(`--processes is 1 or 2\n${USAGE}`);
  const engine = processes === 2 ? 'postgres' : (values.engine ?? 'pglite');
  if (!['pglite', 'postgres'].includes(engine)) throw new Error(`--engine is pglite or postgres\n${USAGE}`);
  return {
    processes,
    engine,
    plants: number('plants', 100),
    clients: number('clients', 1),
    writers: Math.min(100, number('writers', 0)),
    duration: number('duration', 1),
    compare: values.compare,
    maxP99: values['max-p99'] === undefined ? undefined : Number(values['max-p99']),
    rssCeiling: values['rss-ceiling'] === undefined ? undefined : Number(values['rss-ceiling']),
  };
}

const cleanups = [];
async function cleanUp() {
  while (cleanups.length)
    await cleanups
      .pop()()
      .catch((err) => console.error(`clean-up: ${err.message}`));
}

/** One portal on a fresh store, or two behind nginx; answers where to send the load and which processes to watch. */
async function start(opts) {
  const adminUrl = process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
  if (opts.processes === 2) {
    checkLoopbackUrl(adminUrl);
    const { startCluster } = await tsImport('../e2e/support/cluster.ts', import.meta.url);
    console.log(`seeding ${opts.plants} plants and starting two portals behind nginx on ${redact(adminUrl)} ...`);
    const cluster = await startCluster(adminUrl, { seedPlants: opts.plants, env: UNLIMITED });
    cleanups.push(() => cluster.stop());
    return { origin: cluster.proxy, pids: cluster.pids };
  }
  const onCleanup = (_label, fn) => cleanups.push(fn);
  if (opts.engine === 'postgres') checkLoopbackUrl(adminUrl);
  const store = await createStore({ engine: opts.engine, adminUrl, plants: opts.plants, onCleanup });
  console.log(`seeding ${opts.plants} plants on ${opts.engine} ...`);
  await seedStore({ root, storeEnv: store.env, plants: opts.plants, timeoutMs: 1_800_000, onCleanup });
  const app = await startApp({ root, storeEnv: { ...store.env, ...UNLIMITED }, onCleanup });
  return { origin: app.origin, pids: [app.pid] };
}

async function postJson(origin, path, body, cookie) {
  const res = await send(undefined, origin, {
    method: 'POST',
    path,
    body,
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  return { status: res.status, headers: res.headers, json: JSON.parse(res.body.toString('utf8')) };
}

/** Signs in `count` writers, the demo traders in turn (a trader may write from several sessions). */
async function signInWriters(origin, count) {
  const writers = [];
  for (let i = 0; i < count; i++) {
    const res = await postJson(origin, SIGN_IN_PATH, { email: TRADERS[i % TRADERS.length], password: DEMO_PASSWORD });
    const cookie = /cmsp_session=[^;]+/.exec([res.headers['set-cookie'] ?? []].flat().join('; '))?.[0];
    if (res.status !== 200 || !cookie)
      throw new Error(`demo trader ${TRADERS[i % TRADERS.length]} could not sign in: ${res.status} ${res.json.msg}`);
    writers.push({ cookie, userId: res.json.data.userId });
  }
  return writers;
}

/** Approved posts and topics from the data, for the writers. */
async function writerPicks(origin) {
  const leads = await postJson(origin, LEAD_PAGE_PATH, { checkStatus: 2 });
  const topics = await postJson(origin, TOPIC_PAGE_PATH, { checkStatus: 2 });
  const ids = (r) => (r.json.data?.list ?? []).map((x) => x.id);
  const picks = { leadIds: ids(leads), topicIds: ids(topics) };
  if (!picks.leadIds.length || !picks.topicIds.length) throw new Error('the demo has no approved posts or topics to write on');
  return picks;
}

async function phase(name, { origin, pids }, targets, writers, picks, opts) {
  const recorder = new Recorder();
  const readers = opts.clients - writers.length;
  const headersFor = (t) => ({ ...COMMON_HEADERS, ...KIND_HEADERS[t.kind], ...(t.headers ?? {}) });
  const loops = [
    ...Array.from({ length: readers }, (_, i) => readerLoop({ origin, targets, offset: i, recorder, headersFor })),
    ...writers.map((writer) =>
      writerLoop({
        origin,
        writer,
        recorder,
        headers: { accept: 'application/json' },
        commentEveryMs: COMMENT_EVERY_MS,
        cycle: (w, n, comment, answerOf) => writerCycle(w, picks, n, comment, answerOf),
      }),
    ),
  ];
  console.log(`\n== ${name}: ${readers} visitors, ${writers.length} signed-in writers, ${opts.duration} s ==`);
  const rss = sampleRss(pids, 5_000);
  const seconds = await runFor(opts.duration, loops);
  const samples = rss.stop();
  const summary = recorder.summary(seconds);
  console.log('class                 count    req/s    p50 ms    p90 ms    p99 ms    max ms');
  for (const r of summary.rows)
    console.log(
      `${r.name.padEnd(18)} ${String(r.count).padStart(8)} ${r.reqPerSec.toFixed(0).padStart(8)} ${[r.p50, r.p90, r.p99, r.max].map((v) => v.toFixed(1).padStart(9)).join(' ')}`,
    );
  const errors = Object.entries(summary.errors);
  console.log(`errors: ${errors.length ? errors.map(([k, v]) => `${v} x ${k}`).join('; ') : '0'}`);
  console.log(`visitors' reads served from the cache: ${(100 * summary.hitRatio).toFixed(1)} %`);
  for (const [pid, list] of Object.entries(samples))
    console.log(
      `portal ${pid} RSS MB: start ${list[0]?.toFixed(0)}, highest ${Math.max(...list).toFixed(0)}, end ${list.at(-1)?.toFixed(0)}`,
    );
  return { ...summary, samples };
}

async function main() {
  const opts = options();
  const running = await start(opts);
  console.log(`portal at ${running.origin} (pids ${running.pids.join(', ')})`);
  const picks = await pickFromData(async (path, body) => (await postJson(running.origin, path, body)).json);
  const targets = readerTargets(picks);
  // Each target once before the load: a wrong answer stops the run, and the load starts on a warm cache.
  for (const t of targets) {
    const res = await send(undefined, running.origin, { ...t, headers: { ...COMMON_HEADERS, ...KIND_HEADERS[t.kind] } });
    if (res.status !== (t.status ?? 200)) throw new Error(`${t.name} answered ${res.status} before the load`);
  }
  const writerCount = Math.round((opts.clients * opts.writers) / 100);
  const writers = await signInWriters(running.origin, writerCount);
  const forWriters = writerCount ? await writerPicks(running.origin) : null;
  const results = [];
  if (opts.compare) results.push(await phase('visitors only', running, targets, [], forWriters, opts));
  results.push(await phase('mixed', running, targets, writers, forWriters, opts));
  const mixed = results.at(-1);
  if (opts.compare) console.log(`\nthroughput with writers / without: ${(mixed.reqPerSec / results[0].reqPerSec).toFixed(2)}`);
  const all = mixed.rows.at(-1);
  const errors = Object.values(mixed.errors).reduce((a, b) => a + b, 0);
  const highest = Math.max(...Object.values(mixed.samples).flat());
  const failed = [
    errors > 0 && `${errors} errors`,
    opts.maxP99 !== undefined && all.p99 > opts.maxP99 && `p99 ${all.p99.toFixed(0)} ms over ${opts.maxP99}`,
    opts.rssCeiling !== undefined && highest > opts.rssCeiling && `RSS ${highest.toFixed(0)} MB over ${opts.rssCeiling}`,
  ].filter(Boolean);
  if (failed.length) {
    console.log(`\nFAILED: ${failed.join('; ')}`);
    process.exitCode = 1;
  }
}

process.on('SIGINT', () => cleanUp().then(() => process.exit(130)));
try {
  await main();
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
