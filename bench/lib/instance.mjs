// One scale's portal: a fresh database (PGlite data dir or PostgreSQL database), seeded, then the built app on it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The build measured: WEB_BUILD_DIR (as for the portal itself), else build/. */
export const BUILD_DIR = process.env.WEB_BUILD_DIR || 'build';
export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/test';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** Refuses a PostgreSQL server off this machine: the bench only talks to loopback addresses. */
export function checkLoopbackUrl(url) {
  const parsed = new URL(url);
  const socketHost = parsed.searchParams.get('host');
  if (parsed.hostname === '' && socketHost?.startsWith('/')) return;
  if (!LOOPBACK_HOSTS.has(parsed.hostname)) {
    throw new Error(`the bench only uses loopback addresses; ${parsed.hostname} is not one (admin URL ${redact(url)})`);
  }
}

export function redact(url) {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen({ host: '127.0.0.1', port: 0 }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Keeps the last lines a child printed, to show when it fails. */
function tailOf(child, lines = 40) {
  const kept = [];
  const keep = (chunk) => {
    kept.push(...chunk.toString().split('\n').filter(Boolean));
    if (kept.length > lines) kept.splice(0, kept.length - lines);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => kept.join('\n');
}

function runToEnd(command, args, { env, timeoutMs, label, onCleanup }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    // Ctrl-C or a failure elsewhere during a long seed: the child must not go on writing to a dropped database.
    onCleanup?.(`stop ${label}`, async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const tail = tailOf(child);
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${label} did not finish within ${timeoutMs / 1000} s\n${tail()}`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(tail());
      else reject(new Error(`${label} failed (${signal ?? `exit ${code}`})\n${tail()}`));
    });
  });
}

/**
 * Creates the scale's empty store and returns the environment the seed CLI and the app share.
 * `cleanup` (registered by the caller) removes the data dir and drops the database.
 */
export async function createStore({ engine, adminUrl, plants, onCleanup }) {
  const dataDir = mkdtempSync(join(tmpdir(), `cmsp-bench-${plants}-`));
  onCleanup(`remove ${dataDir}`, async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (engine === 'postgres') {
    const name = `cmsp_bench_${plants}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000, query_timeout: 60_000 });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
    } finally {
      await admin.end();
    }
    onCleanup(`drop database ${name}`, async () => {
      const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 10_000, query_timeout: 60_000 });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    });
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return { dataDir, env };
}

export function seedCliPath(root) {
  const candidates = ['app/db/seed-cli.js', 'app/seed-cli.js'].map((p) => join(root, BUILD_DIR, p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`no built seed CLI (looked for ${candidates.join(', ')}); run \`npm run build\``);
  return found;
}

export async function seedStore({ root, storeEnv, plants, timeoutMs, onCleanup }) {
  const env = { ...process.env, ...storeEnv, SEED: 'demo', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  const started = performance.now();
  const output = await runToEnd(process.execPath, [seedCliPath(root), '--plants', String(plants)], {
    env,
    timeoutMs,
    label: `seeding ${plants} plants`,
    onCleanup,
  });
  const peak = /peak memory \(RSS\): (\d+) MB/.exec(output);
  return { seconds: (performance.now() - started) / 1000, peakRssMb: peak ? Number(peak[1]) : null, output: output.trim() };
}

/** Starts build/app/main.js on a free loopback port and resolves once /readyz answers 200. */
export async function startApp({ root, storeEnv, onCleanup }) {
  const port = await freePort();
  const env = {
    ...process.env,
    ...storeEnv,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    // The limiter is per IP and the load comes from one address: keep it far out of reach.
    RATE_LIMIT_PER_MINUTE: '1000000000',
  };
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, BUILD_DIR, 'app', 'main.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = tailOf(child);
  let exited = null;
  const exitPromise = new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      exited = signal ?? `exit ${code}`;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exitPromise;
    clearTimeout(killer);
  };
  onCleanup(`stop app (pid ${child.pid})`, stop);

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (exited) throw new Error(`the app stopped before it was ready (${exited})\n${tail()}`);
    try {
      const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the app was not ready within ${READY_TIMEOUT_MS / 1000} s\n${tail()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { origin, pid: child.pid, stop, tail, isRunning: () => !exited };
}
