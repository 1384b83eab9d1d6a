import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type SeedMode = 'demo' | 'none';

export interface Config {
  port: number;
  host: string;
  /** Database files (embedded mode), uploads and the mail outbox live here. */
  dataDir: string;
  /** PostgreSQL server; when absent the embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  /** Keep the embedded database in memory only (tests). */
  inMemoryDatabase: boolean;
  seed: SeedMode;
  publicUrl: string;
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Set: the demo traders sign in with this password (server/db/seed/sign-in.ts); unset: nobody signs in as them. */
  demoTraderPassword: string | undefined;
  logLevel: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /**
   * Requests per minute per IP for the whole API and the pages (sitemaps, feeds and robots.txt included), for the
   * auth calls, and for static files on a count of their own (absent: three times perMinute).
   */
  rateLimit: { perMinute: number; authPerMinute: number; filesPerMinute?: number };
  /** How long a client may take to send one request, headers and body (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Redis for limits and cache invalidation shared by several processes (REDIS_URL); absent: the database. */
  redisUrl: string | undefined;
  /** Folder of the built web app (React Router build); pages are off when it is missing. */
  webBuildDir: string;
  /** Worker threads that render the built pages (PAGE_WORKERS); 0 renders them on the main thread. */
  pageWorkers: number;
  projectRoot: string;
  production: boolean;
  uploads: UploadsConfig;
}

/** An S3-compatible bucket for uploads (docs/uploads.md); without S3_BUCKET files stay on the disk under DATA_DIR. */
export interface S3Config {
  bucket: string;
  /** The store's address, e.g. http://minio:9000; empty for AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (MinIO, most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
  /** Where browsers read files (a CDN or the public bucket); empty: through the portal's /media/uploads/. */
  publicUrl: string | undefined;
}

export interface UploadsConfig {
  s3: S3Config | undefined;
  /** An upload no subject uses is removed after this many hours. */
  sweepGraceHours: number;
  /** How often the sweep runs in this process (minutes); 0 turns it off (another process sweeps). */
  sweepIntervalMinutes: number;
}

/** The folder that holds package.json, found upward from this file (works from source and from the bundle). */
export function findProjectRoot(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/**
 * Page workers by default in production: one per core besides the main thread's, at least two (the main thread mostly
 * waits while a worker renders, so two workers keep both cores of a small machine busy), at most four (a worker holds
 * its own copy of React and the pages' bundle). docs/decisions/0035-page-workers.md.
 */
function defaultPageWorkers(): number {
  return Math.min(4, Math.max(2, availableParallelism() - 1));
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${value}'`);
  return n;
}

/** SESSION_SECRET when given; otherwise one generated once and kept in the data dir, so sessions survive restarts. */
function sessionSecretFor(dataDir: string, given: string | undefined, persist: boolean): string {
  if (given) return given;
  if (!persist) return randomBytes(32).toString('hex');
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The per-IP allowance of static files a minute: by default three times the global one, as a page pulls several. */
export const filesPerMinute = (config: Config) => config.rateLimit.filesPerMinute ?? 3 * config.rateLimit.perMinute;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const projectRoot = findProjectRoot();
  const dataDir = resolve(projectRoot, overrides.dataDir ?? env.DATA_DIR ?? './data');
  const seed = (overrides.seed ?? env.SEED ?? 'demo') as SeedMode;
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be 'demo' or 'none', got '${seed}'`);
  const port = intFrom(env.PORT, 3000, 'PORT');
  const inMemoryDatabase = overrides.inMemoryDatabase ?? false;
  const production = (env.NODE_ENV ?? 'development') === 'production';
  const config: Config = {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    inMemoryDatabase,
    seed,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    sessionSecret: '',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CMSP <no-reply@localhost>',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoTraderPassword: env.DEMO_TRADER_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    rateLimit: {
      perMinute: intFrom(env.RATE_LIMIT_PER_MINUTE, 600, 'RATE_LIMIT_PER_MINUTE'),
      authPerMinute: intFrom(env.AUTH_RATE_LIMIT_PER_MINUTE, 10, 'AUTH_RATE_LIMIT_PER_MINUTE'),
      ...(env.FILES_RATE_LIMIT_PER_MINUTE
        ? { filesPerMinute: intFrom(env.FILES_RATE_LIMIT_PER_MINUTE, 0, 'FILES_RATE_LIMIT_PER_MINUTE') }
        : {}),
    },
    requestTimeoutMs: intFrom(env.REQUEST_TIMEOUT_MS, 60_000, 'REQUEST_TIMEOUT_MS'),
    redisUrl: env.REDIS_URL || undefined,
    webBuildDir: resolve(projectRoot, env.WEB_BUILD_DIR ?? 'build'),
    pageWorkers: intFrom(env.PAGE_WORKERS, production ? defaultPageWorkers() : 0, 'PAGE_WORKERS'),
    projectRoot,
    production,
    uploads: {
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT || undefined,
            region: env.S3_REGION || 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
            publicUrl: env.S3_PUBLIC_URL?.replace(/\/$/, '') || undefined,
          }
        : undefined,
      sweepGraceHours: intFrom(env.UPLOAD_SWEEP_GRACE_HOURS, 24, 'UPLOAD_SWEEP_GRACE_HOURS'),
      sweepIntervalMinutes: intFrom(env.UPLOAD_SWEEP_INTERVAL_MINUTES, 60, 'UPLOAD_SWEEP_INTERVAL_MINUTES'),
    },
    ...overrides,
    dataDir,
  };
  config.sessionSecret = sessionSecretFor(dataDir, env.SESSION_SECRET, !inMemoryDatabase);
  return config;
}
