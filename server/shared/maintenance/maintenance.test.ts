import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalls } from '../../../contracts/jobs/calls';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { testEngine } from '../../test-support/engine';
import { createAdmin } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { pendingIndexPages } from '../../test-support/search-indexes';
import { VACUUM_JOB } from './index';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const pendingPages = () => pendingIndexPages(t.database.db, 'market_company_search_fold_trgm');
const touchCompanies = (word: string) => t.database.db.execute(sql`update market_company set search_text = search_text || ${` ${word}`}`);

describe('database maintenance', () => {
  it.runIf(testEngine() === 'pglite')(
    'on PGlite, the daily vacuum can be started by an administrator and merges what writes left pending',
    async () => {
      await touchCompanies('marbled');
      expect(await pendingPages()).toBeGreaterThan(0);

      await touchCompanies('grain-fed');
      expect((await call(t, jobCalls.runNow, { body: { name: VACUUM_JOB } }, admin)).statusCode).toBe(200);
      await jobsSettled(t, 60_000);
      expect(await pendingPages()).toBe(0);
      const failed = await t.database.db.execute(
        sql`select count(*)::int as n from job where name = ${VACUUM_JOB} and state <> 'completed'`,
      );
      expect((failed.rows[0] as { n: number }).n).toBe(0);
    },
  );

  it.runIf(testEngine() === 'postgres')('on PostgreSQL, autovacuum does the work: there is no vacuum job to start', async () => {
    const res = await call(t, jobCalls.runNow, { body: { name: VACUUM_JOB } }, admin);
    expect(res.statusCode).toBe(404);
  });
});
