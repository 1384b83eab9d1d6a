import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { openDatabase, pgliteDirFor } from './client';
import { migrationsDir } from './setup';
import { findProjectRoot } from '../config';

const root = findProjectRoot();
const dirs: string[] = [];
const freshDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const open = (dataDir: string) => openDatabase({ pgliteDir: pgliteDirFor(dataDir), migrationsDir: migrationsDir({ projectRoot: root }) });

interface Portal {
  /** Resolves when the portal logs that it serves; rejects if it ends first. */
  ready: () => Promise<void>;
  exited: Promise<{ code: number | null; output: string }>;
  stop: () => void;
}

/** Runs the portal's entry (from source) on a data dir. */
function startPortal(dataDir: string): Portal {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'main.ts')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let signalReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('portal ready')) signalReady();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<{ code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return {
    ready: () => Promise.race([ready, exited.then(({ output: out }) => Promise.reject(new Error(`the portal ended: ${out}`)))]),
    exited,
    stop: () => child.kill('SIGTERM'),
  };
}

describe('one process per embedded database', () => {
  test('a second open of a DATA_DIR is refused with a clear message until the first closes', async () => {
    const dataDir = freshDataDir();
    const first = await open(dataDir);
    await expect(open(dataDir)).rejects.toThrow(/already open in process \d+\. Only one process may use a DATA_DIR/);
    await first.close();
    const again = await open(dataDir);
    await again.close();
  }, 180_000);

  test('a lock left by a process that died is taken over', async () => {
    const dataDir = freshDataDir();
    // A pid far above any the system hands out: no such process runs.
    writeFileSync(`${pgliteDirFor(dataDir)}.lock`, JSON.stringify({ pid: 2 ** 30, host: hostname() }));
    const database = await open(dataDir);
    await database.ping();
    await database.close();
  }, 180_000);

  test('a second portal process on the same DATA_DIR refuses to start while the first serves', async () => {
    const dataDir = freshDataDir();
    const first = startPortal(dataDir);
    try {
      await first.ready();
      const second = await startPortal(dataDir).exited;
      expect(second.code).toBe(1);
      expect(second.output).toMatch(/The embedded database in .* is already open in process \d+/);
    } finally {
      first.stop();
      await first.exited;
    }
  }, 120_000);
});
