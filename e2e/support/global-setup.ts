import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN } from './admin';
import { startMailSink } from './mail-sink';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the portal exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the portal did not become ready within ${timeoutMs} ms`);
}

/** Starts the built portal once for all e2e files: a free port, a fresh data dir, demo data. */
export default async function setup(project: TestProject) {
  const buildDir = process.env.WEB_BUILD_DIR || 'build';
  const serverMain = join(buildDir, 'app', 'main.js');
  if (!existsSync(serverMain) || !existsSync(join(buildDir, 'server', 'index.js'))) {
    throw new Error('No build found: run `npm run build` before the e2e tests (npm test does this).');
  }
  // The portal mails over real SMTP to a sink the specs can read (e2e/support/mails.ts).
  const mailSink = await startMailSink();
  const dataDir = mkdtempSync(join(tmpdir(), 'cmsp-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED: 'demo',
      PUBLIC_URL: baseURL,
      // E2E_LOG_LEVEL=info with E2E_LOG_FILE keeps every request's line, to see where a slow test spent its time.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL || 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // As behind a load balancer: the specs' API-made users each come from an address of their own
      // (X-Forwarded-For, e2e/support/users.ts), as real users do; the browser's own requests come from 127.0.0.1.
      TRUST_PROXY: 'true',
      SMTP_URL: mailSink.smtpUrl,
      MAIL_FROM: 'CMSP e2e <no-reply@cmsp.test>',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  try {
    // The first start migrates and seeds the whole demo (tens of seconds on a busy 2-core machine).
    await waitForReady(baseURL, child, 180_000);
  } catch (err) {
    child.kill('SIGKILL');
    await mailSink.close();
    throw new Error(`${(err as Error).message}\n${logs.join('')}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('mailSinkURL', mailSink.httpUrl);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
    await mailSink.close();
    if (process.env.E2E_LOG_FILE) writeFileSync(process.env.E2E_LOG_FILE, logs.join(''));
    const errors = logs
      .join('')
      .split('\n')
      .filter((line) => /"level":(50|60)/.test(line));
    if (errors.length) console.error(`portal logged errors during e2e:\n${errors.join('\n')}`);
  };
}
