import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../contracts/data/calls';
import { createTestApp, type TestApp } from '../test-support/app';
import { call } from '../test-support/calls';
import { testEngine } from '../test-support/engine';

const run = promisify(execFile);

// The command line beside a running portal is a PostgreSQL setup: the embedded database admits one process.
describe.runIf(testEngine() === 'postgres')('npm run import beside a running portal', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: 'none' });
    dir = mkdtempSync(join(tmpdir(), 'cmsp-cli-'));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const seafood = () => call(t, dataCalls.quotePageAll, { body: { parentProductName: 'Seafood', quoteDate: '2020-06-15', limit: 10 } });

  it("imports into the portal's database and makes the portal drop the answers its visitors' cache holds", async () => {
    expect((await seafood()).json().data.total).toBe(0);
    expect((await seafood()).headers['x-cache']).toBe('hit');

    const file = join(dir, 'xinfadi-2020-06-15.csv');
    writeFileSync(file, '品名,一级分类,最低价,平均价,最高价,单位,发布日期\n草鱼,水产,8,9,10,斤,2020-06-15\n');
    const env = { ...process.env, DATABASE_URL: t.config.databaseUrl, REDIS_URL: '', DATA_DIR: dir };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/importers/cli.ts', 'prices', file], { env });
    expect(stdout).toMatch(/imported\s+1/);

    // The invalidation arrives as a PostgreSQL notification: wait for the cached answer to go, then read.
    const deadline = Date.now() + 15_000;
    let answer = await seafood();
    while (answer.headers['x-cache'] === 'hit' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await seafood();
    }
    expect(answer.headers['x-cache']).not.toBe('hit');
    expect(answer.json().data.list.map((r: { productName: string }) => r.productName)).toEqual(['草鱼']);
  }, 60_000);
});
