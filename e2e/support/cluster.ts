import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { S3Config } from '../../server/config';
import { startS3 } from '../../server/test-support/s3';
import { E2E_ADMIN } from './admin';

/**
 * Several processes as docs/operations.md describes them: two portals from the build on one PostgreSQL database,
 * one Redis, one S3-compatible bucket (s3rver, in this test process) for uploads, Debian's nginx in front (replacing
 * any X-Forwarded-For the client sent). Each piece on a free port.
 */
export interface Cluster {
  /** Each portal directly, and nginx in front of both. */
  apps: [string, string];
  proxy: string;
  /** The bucket both portals keep uploads in. */
  s3: S3Config;
  /** The portals' process ids (for their memory). */
  pids: [number, number];
  /** The database both portals use (for rows a test writes itself). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** What a caller may change: the demo seeded first (at this scale), and environment variables of both portals. */
export interface ClusterOptions {
  seedPlants?: number;
  env?: NodeJS.ProcessEnv;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  logs: string[];
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Running {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const logs: string[] = [];
  child.stdout?.on('data', (d) => logs.push(String(d)));
  child.stderr?.on('data', (d) => logs.push(String(d)));
  return { child, logs };
}

async function stopped({ child }: Running) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** Resolves once url answers 200; fails with the process's output if it ends first. */
async function ready(url: string, running: Running, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (running.child.exitCode !== null) throw new Error(`ended before it was ready:\n${running.logs.join('')}`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`not ready within ${timeoutMs / 1000} s:\n${running.logs.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs a command to its end; fails with its output if it fails. */
function finished(running: Running, what: string): Promise<void> {
  return new Promise((resolve, reject) =>
    running.child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${what} failed (${code}):\n${running.logs.join('')}`)),
    ),
  );
}

export async function startCluster(adminUrl: string, options: ClusterOptions = {}): Promise<Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'cmsp-cluster-'));
  const name = `cmsp_cluster_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const started: Running[] = [];
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  const stop = async () => {
    for (const running of started.reverse()) await stopped(running);
    await s3?.stop();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const redisPort = await freePort();
    const redis = run('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']);
    started.push(redis);
    s3 = await startS3();
    const bucket = s3.config;
    const buildDir = process.env.WEB_BUILD_DIR || 'build';
    if (options.seedPlants) {
      const seed = run(process.execPath, [join(buildDir, 'app', 'db', 'seed-cli.js'), '--plants', String(options.seedPlants)], {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(dir, 'seed'),
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      });
      await finished(seed, `seeding ${options.seedPlants} plants`);
    }
    const ports = [await freePort(), await freePort()] as const;
    const apps = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string];
    const pids: number[] = [];
    for (const [i, port] of ports.entries()) {
      const app = run(process.execPath, [join(buildDir, 'app', 'main.js')], {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, `app${i}`),
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        SESSION_SECRET: 'one secret shared by every process of the cluster',
        SEED: 'none',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: '40',
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        S3_BUCKET: bucket.bucket,
        S3_ENDPOINT: bucket.endpoint,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
        S3_FORCE_PATH_STYLE: String(bucket.forcePathStyle),
        // One process sweeps unused uploads (docs/operations.md).
        UPLOAD_SWEEP_INTERVAL_MINUTES: i === 0 ? '60' : '0',
        ...options.env,
      });
      started.push(app);
      pids.push(app.child.pid ?? 0);
      // One after the other: the second finds the migrations applied and the administrator made.
      await ready(`${apps[i]}/readyz`, app);
    }
    const proxyPort = await freePort();
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
daemon off;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  upstream portal { server 127.0.0.1:${ports[0]}; server 127.0.0.1:${ports[1]}; keepalive 64; }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`,
    );
    const nginx = run(process.env.NGINX ?? '/usr/sbin/nginx', ['-c', conf, '-p', dir, '-e', join(dir, 'nginx-error.log')]);
    started.push(nginx);
    const proxy = `http://127.0.0.1:${proxyPort}`;
    await ready(`${proxy}/healthz`, nginx, 20_000);
    return { apps, proxy, s3: bucket, pids: pids as [number, number], databaseUrl, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
