import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** Locks this process holds, so a second open in the same process is refused too (and a pid reused by us is not). */
const held = new Set<string>();

export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(path: string): boolean {
  try {
    const fd = openSync(path, 'wx', 0o600);
    writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * An exclusive lock on an embedded database folder: PGlite has no locking of its own, and two processes on one
 * folder hand out the same ids and lose each other's writes. The lock is a file beside the database folder naming the
 * owner's pid; a lock left by a process that has died (kill -9, a crash) is taken over. Returns the release.
 */
export function lockDataDir(pgliteDir: string): () => void {
  // Beside the folder, not in it: PGlite's files stay its own.
  const path = `${pgliteDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!held.has(path) && tryCreate(path)) {
      held.add(path);
      return () => {
        held.delete(path);
        rmSync(path, { force: true });
      };
    }
    let owner: { pid?: number; host?: string } = {};
    try {
      owner = JSON.parse(readFileSync(path, 'utf8')) as typeof owner;
    } catch {
      // Unreadable or half written: treated as stale below.
    }
    const sameHost = owner.host === undefined || owner.host === hostname();
    const ours = held.has(path);
    const live = ours || (typeof owner.pid === 'number' && (!sameHost || (owner.pid !== process.pid && alive(owner.pid))));
    if (live) {
      throw new DataDirInUse(
        `The embedded database in ${pgliteDir} is already open in process ${ours ? process.pid : owner.pid}` +
          `${sameHost ? '' : ` on ${owner.host}`}. Only one process may use a DATA_DIR: stop the other process, ` +
          'or run several processes on PostgreSQL (DATABASE_URL; docs/operations.md). If no such process runs, ' +
          `delete ${path}.`,
      );
    }
    // The owner is gone: take its lock over (if two starters race here, only one creates the file next).
    rmSync(path, { force: true });
  }
  throw new DataDirInUse(`Another process took the lock on ${pgliteDir} while this one started; only one may use a DATA_DIR.`);
}
