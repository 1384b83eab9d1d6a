import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { pathOf, type CallDefinition } from '../../../contracts/core/calls';
import { jobCalls } from '../../../contracts/jobs/calls';
import { HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { buildApp } from '../../app';
import type { Config } from '../../config';
import type { SignedInUser } from '../../test-support/accounts';
import { openTemplateCopy, type TestApp, type TestDatabase } from '../../test-support/app';
import { call, type AnyInput } from '../../test-support/calls';
import { createActivePlant, createAdmin, createSubscribedUser, type MadePlant } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { startSmtpSink } from '../../test-support/smtp-sink';

/**
 * Kill -9 with alert jobs queued: the portal runs as a child process on a database prepared here, its mail
 * server refuses mail part of the way, the process is killed, and a fresh one finishes the work. Every
 * subscriber gets each alert exactly once. Runs on the engine of the run (job table or pg-boss).
 */
const SUBSCRIBERS = 6;
let testDatabase: TestDatabase;
let plant: MadePlant;
let admin: SignedInUser;
const users: SignedInUser[] = [];
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let child: ChildProcess | undefined;

beforeAll(async () => {
  const opened = await openTemplateCopy({ seed: 'none', persistent: true });
  testDatabase = opened.testDatabase;
  const app = await buildApp(testDatabase.config, opened.database, { pages: false });
  await app.ready();
  const t: TestApp = {
    app,
    database: opened.database,
    config: testDatabase.config,
    engine: testDatabase.engine,
    close: async () => undefined,
  };
  try {
    plant = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
    admin = await createAdmin(t);
    // The plant's own history is read before anyone watches it.
    expect((await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin)).statusCode).toBe(200);
    await jobsSettled(t);
    for (let i = 0; i < SUBSCRIBERS; i++) users.push((await createSubscribedUser(t, plant, { nickName: `Sub ${i}` })).user);
    await jobsSettled(t);
  } finally {
    await app.close();
    await opened.database.close();
  }
  sink = await startSmtpSink();
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await sink?.close();
  await testDatabase?.dispose();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The portal from source, as `npm start` runs it but without pages, on the prepared database. */
async function startPortal(config: Config): Promise<{ url: string; process: ChildProcess; logs: string[] }> {
  const port = await freePort();
  const logs: string[] = [];
  const proc = spawn(process.execPath, ['--import', 'tsx', join(config.projectRoot, 'server', 'main.ts')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: config.dataDir,
      DATABASE_URL: config.databaseUrl ?? '',
      SEED: 'none',
      SESSION_SECRET: config.sessionSecret,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      WEB_BUILD_DIR: join(config.dataDir, 'no-pages'),
      RATE_LIMIT_PER_MINUTE: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => logs.push(String(d)));
  proc.stderr?.on('data', (d) => logs.push(String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`the portal exited with ${proc.exitCode}:\n${logs.join('')}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, process: proc, logs };
    if (Date.now() > deadline) throw new Error(`the portal did not start:\n${logs.join('')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A call as the administrator, over HTTP to the spawned portal: its address and method from the definition. */
async function asAdmin(url: string, definition: CallDefinition, { query, body }: AnyInput): Promise<any> {
  const search = new URLSearchParams(Object.entries(query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  const res = await fetch(`${url}${pathOf(definition)}${search ? `?${search}` : ''}`, {
    method: definition.method,
    headers: { 'content-type': 'application/json', [HEADER_SESSION_TOKEN]: admin.token },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await res.json();
  expect(answer.rspCode, JSON.stringify(answer)).toBe('200');
  return answer.data;
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const alertsAbout = (kind: string) => sink.mails.filter((m) => m.raw.includes(kind));
const setStatus = (url: string, status: 0 | 1, reason: string) =>
  asAdmin(url, marketAdminCalls.setPlantStatus, {
    body: { countryCode: 'UY', accessType: '201', plantNo: plant.plantNo, status, sourceDate: '2026-11-22', reason },
  });

describe('alerts survive kill -9', () => {
  test('every subscriber gets each alert exactly once across a crash and a restart', { timeout: 300_000 }, async () => {
    const config = testDatabase.config;
    // The mail server takes two mails, then refuses: the rest wait in the queue, retried with back-off.
    sink.refuseAfter(2);
    let portal = await startPortal(config);
    child = portal.process;
    await setStatus(portal.url, 0, 'Salmonella found in a consignment');
    await until('two suspension alerts delivered', () => alertsAbout('Export suspended').length === 2, 60_000);
    await until(
      'the other alerts waiting to be retried',
      async () => {
        const queued = await asAdmin(portal.url, jobCalls.list, { query: { state: 'queued', limit: 20 } });
        return (
          queued.list.filter((j: { name: string; state: string }) => j.name === 'mail-send' && j.state === 'retry').length >=
          SUBSCRIBERS - 2
        );
      },
      60_000,
    );
    // A second change, and the process dies right after it is acknowledged: its alert jobs are still queued.
    await setStatus(portal.url, 1, 'Corrective actions accepted');
    portal.process.kill('SIGKILL');
    await new Promise((r) => (portal.process.exitCode !== null || portal.process.signalCode ? r(null) : portal.process.once('exit', r)));

    // The mail server is back; a new process on the same database finishes the work.
    sink.acceptAll();
    portal = await startPortal(config);
    child = portal.process;
    await until(
      'every alert delivered',
      () => alertsAbout('Export suspended').length >= SUBSCRIBERS && alertsAbout('Export resumed').length >= SUBSCRIBERS,
      180_000,
    );
    await until(
      'the queue to be empty',
      async () => {
        const queued = await asAdmin(portal.url, jobCalls.list, { query: { state: 'queued', limit: 20 } });
        return !queued.list.some((j: { name: string }) => j.name === 'mail-send' || j.name === 'watchlist-scan');
      },
      60_000,
    );
    expect((await asAdmin(portal.url, jobCalls.list, { query: { state: 'failed' } })).list).toEqual([]);
    portal.process.kill('SIGTERM');
    await new Promise((r) => (portal.process.exitCode !== null ? r(null) : portal.process.once('exit', r)));

    for (const kind of ['Export suspended', 'Export resumed']) {
      const recipients = alertsAbout(kind)
        .flatMap((m) => m.to)
        .sort();
      expect(recipients, kind).toEqual(users.map((u) => u.email.toLowerCase()).sort());
    }
  });
});
