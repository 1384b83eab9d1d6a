import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, onTestFinished, test } from 'vitest';
import { findProjectRoot } from '../config';
import { pgliteDatabase, type PgliteDatabase } from './client';
import { migrationsDir } from './setup';

const root = findProjectRoot();
let database: PgliteDatabase;

beforeAll(async () => {
  database = await pgliteDatabase({}, migrationsDir({ projectRoot: root }));
  await database.db.execute(sql`create table worker_probe (id integer primary key, label text not null)`);
});
afterAll(() => database?.close());

const labels = async () =>
  (await database.db.execute<{ id: number }>(sql`select id from worker_probe order by id`)).rows.map((row) => row.id);

/** The SQL error under Drizzle's wrapper (DrizzleQueryError keeps the driver's error as its cause). */
const sqlError = (err: unknown) => (err as { cause?: unknown }).cause as messages.DatabaseError;

describe('the embedded database in its worker thread', () => {
  test('the event loop keeps turning while a slow query runs', async () => {
    const events: string[] = [];
    let running = true;
    const tick = () => {
      if (!running) return;
      events.push('tick');
      setImmediate(tick);
    };
    const slow = database.db.execute(sql`select pg_sleep(0.3)`).then(() => {
      running = false;
      events.push('answer');
    });
    setImmediate(tick);
    await slow;
    // On the request thread the query would hold the loop until it answers: 'answer' would come first.
    const ticksBeforeAnswer = events.indexOf('answer');
    expect(ticksBeforeAnswer).toBeGreaterThanOrEqual(2);
    expect(events.slice(0, ticksBeforeAnswer).every((event) => event === 'tick')).toBe(true);
  });

  test('a failing statement rolls its transaction back and surfaces with its SQL state', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_probe values (1, 'first')`);
        await tx.execute(sql`insert into worker_probe values (1, 'again')`);
      })
      .catch((err: unknown) => err);
    const cause = sqlError(failure);
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause).toMatchObject({ code: '23505', constraint: 'worker_probe_pkey', severity: 'ERROR' });
    expect(await labels()).toEqual([]);
  });

  test('a nested transaction that fails rolls back to its savepoint and the outer one commits', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into worker_probe values (10, 'outer')`);
      const inner = await tx
        .transaction(async (nested) => {
          await nested.execute(sql`insert into worker_probe values (11, 'inner')`);
          await nested.execute(sql`insert into worker_probe values (10, 'clash')`);
        })
        .catch((err: unknown) => err);
      expect(sqlError(inner).code).toBe('23505');
    });
    expect(await labels()).toEqual([10]);
    await database.db.execute(sql`delete from worker_probe`);
  });

  test('a query sent while a transaction is open waits for it and never sees its rolled-back rows', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into worker_probe values (20, 'never committed')`);
        order.push('inserted');
        await held;
        throw new Error('changed my mind');
      })
      .catch(() => order.push('rolled back'));
    while (!order.includes('inserted')) await new Promise((resolve) => setImmediate(resolve));
    const outside = labels().then((ids) => order.push(`read [${ids.join(',')}]`));
    // The read is on its way to the worker before the transaction is told to end.
    setImmediate(release);
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['inserted', 'rolled back', 'read []']);
  });

  test('a process that opens, queries and closes the database ends by itself', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-worker-exit-'));
    const script = join(dir, 'open-and-close.mts');
    writeFileSync(
      script,
      [
        `import { openDatabase } from ${JSON.stringify(join(root, 'server', 'db', 'client.ts'))};`,
        `const database = await openDatabase({ migrationsDir: ${JSON.stringify(migrationsDir({ projectRoot: root }))} });`,
        `await database.ping();`,
        `console.log('pinged');`,
        `await database.close();`,
      ].join('\n'),
    );
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [script], { cwd: root, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(output).toContain('pinged');
    expect(code).toBe(0);
  }, 60_000);
});
