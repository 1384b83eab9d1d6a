import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobCalls } from '../../../contracts/jobs/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { animalDisease, importRun, plant, plantEvent } from '../../db/schema/index';
import { csvBytes, importFile } from '../../importers/data-test-kit';
import { diseaseBansImporter } from '../../importers/disease-bans/index';
import { establishmentsImporter } from '../../importers/establishments/index';
import type { SignedInUser } from '../../test-support/accounts';
import type { TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { jobsSettled } from '../../test-support/jobs';

/** What the notice tests read of the market, the same whichever source changed it (notices.test.ts). */

const LIST_HEADER = ['国家（地区）', '产品类别', '所在国家（地区）注册编号', '企业名称 NAME', '注册日期', '注册有效期', '状态 STATE'];
export type ListRow = [country: string, category: string, plantNo: string, name: string, state: string];

/** An establishment list through the importer, recorded as a run: answers the report and the run's id. */
export async function importList(t: TestApp, rows: ListRow[], fileName: string) {
  const csv = csvBytes([LIST_HEADER, ...rows.map(([c, cat, no, name, state]) => [c, cat, no, name, '2021-04-01', '2031-03-31', state])]);
  const report = await importFile(t, establishmentsImporter, csv, fileName, { asOf: '2026-12-01' });
  return { report, runId: await lastRunId(t) };
}

/** A disease-ban file through the importer, recorded as a run; a row's fourth cell is the day it was lifted. */
export async function importBans(t: TestApp, rows: [country: string, disease: string, date: string, lifted?: string][], fileName: string) {
  const csv = csvBytes([
    ['国家（地区）', '地区', '疫病', '发布日期', '解除日期'],
    ...rows.map(([c, d, day, lifted]) => [c, '全国', d, day, lifted ?? '']),
  ]);
  const report = await importFile(t, diseaseBansImporter, csv, fileName);
  return { report, runId: await lastRunId(t) };
}

async function lastRunId(t: TestApp) {
  const [run] = await t.database.db.select({ id: importRun.id }).from(importRun).orderBy(desc(importRun.id)).limit(1);
  return run!.id;
}

const plantBody = (plantNo: string) => ({ accessType: '201' as const, countryCode: 'AR', plantNo });

/** The plant as a visitor reads it, and whether the answer came from the visitors' cache. */
export async function plantSeen(t: TestApp, plantNo: string) {
  const res = await call(t, marketCalls.plant, { body: plantBody(plantNo) });
  return { status: okData<{ status: number }>(res).status, cache: res.headers['x-cache'] };
}

/** Reads the plant twice as a visitor: the second answer is the cached one. */
export async function cachePlant(t: TestApp, plantNo: string) {
  await plantSeen(t, plantNo);
  expect((await plantSeen(t, plantNo)).cache).toBe('hit');
}

export async function history(t: TestApp, plantNo: string) {
  const page = okData<{ list: { recordType: string; source: string; sourceName: string; sourceLink: string | null }[] }>(
    await call(t, marketCalls.approvalHistory, { body: { ...plantBody(plantNo), page: 1, limit: 50 } }),
  );
  return page.list;
}

/** The sources recorded with a plant's newest events (the notice's or the run's id). */
export async function eventSources(t: TestApp, plantNo: string) {
  return t.database.db
    .select({
      recordType: plantEvent.recordType,
      source: plantEvent.source,
      sourceFile: plantEvent.sourceFile,
      sourceId: plantEvent.sourceId,
    })
    .from(plantEvent)
    .innerJoin(plant, eq(plant.id, plantEvent.plantId))
    .where(eq(plant.plantNo, plantNo))
    .orderBy(desc(plantEvent.id));
}

/** The bans in force in Argentina, as the public list shows them: disease and area. */
export async function argentineBans(t: TestApp) {
  const page = okData<{ list: { plagueName: string; areaName: string }[] }>(
    await call(t, marketCalls.animalDiseases, { body: { countryCodeList: ['AR'], page: 1, limit: 50 } }),
  );
  return page.list.map((b) => `${b.plagueName} @ ${b.areaName}`);
}

export const banRows = (t: TestApp) => t.database.db.select().from(animalDisease).where(eq(animalDisease.countryCode, 'AR'));

export async function eligibility(t: TestApp, plantNo: string, goodsType: string) {
  const answer = okData<{ answer: string; reasons: { check: string; outcome: string; source: string }[] }>(
    await call(t, marketCalls.eligibility, { body: { ...plantBody(plantNo), goodsType } }),
  );
  // The checks a notice or a list changes (the demo-less test data opens no products, so 'product' fails throughout).
  const failed = answer.reasons.filter((r) => r.outcome === 'fail' && ['plant', 'suspension', 'ban'].includes(r.check));
  return { answer: answer.answer, failed: failed.map((r) => `${r.check}: ${r.source}`) };
}

export async function subscribe(t: TestApp, user: SignedInUser, plantNo: string) {
  okData(
    await call(
      t,
      subscriptionCalls.subscribe,
      { body: { accessType: '201', countryCode: 'AR', subObject: plantNo, subType: 'FACTORY' } },
      user,
    ),
  );
}

/** The titles of a user's notifications after the watchlist's scan has run. */
export async function alertsOf(t: TestApp, admin: SignedInUser, user: SignedInUser) {
  expect((await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin)).statusCode).toBe(200);
  await jobsSettled(t);
  const page = okData<{ list: { title: string }[] }>(await call(t, notificationCalls.history, { params: { page: 1, limit: 20 } }, user));
  return page.list.map((n) => n.title);
}
