import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../../../contracts/core/calls';
import { importCalls } from '../../../contracts/imports/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { mailsTo } from '../../test-support/outbox';
import { multipartBody } from '../../test-support/uploads';

/**
 * Issue 12: an establishment list imported in the admin shell tells the subscribers of the plants it changes, in
 * the centre and by mail, as soon as the run is done (not at the watchlist's next minute); the same list again,
 * or a dry run, tells nobody anything.
 */
let t: TestApp;
let admin: SignedInUser;
let watcher: SignedInUser;
let other: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  watcher = await registerUser(t, { nickName: 'Watcher' });
  other = await registerUser(t, { nickName: 'Other' });
});
afterAll(() => t?.close());

const HEADER = [
  '序号 NO.',
  '国家（地区） COUNTRY(REGION)',
  '产品类别',
  '所在国家（地区）注册编号',
  '企业名称 NAME',
  '注册日期',
  '注册有效期',
  '状态 STATE',
];
const LIST = [
  ['1', '阿根廷', '牛肉产品', 'SENASA 7701', 'Frigorifico Alerta Uno S.A.', '2021-04-01', '2031-03-31', '有效'],
  ['2', '阿根廷', '禽肉产品', 'SENASA 7702', 'Avicola Alerta Dos S.A.', '2021-06-01', '2031-05-31', '有效'],
];
const changed = (edit: (rows: string[][]) => void) => {
  const rows = LIST.map((r) => [...r]);
  edit(rows);
  return rows;
};
const SUSPENDED = changed((rows) => {
  rows[0]![7] = '暂停进口';
  rows[1]![6] = '2036-05-31';
});
const RESUMED = changed((rows) => (rows[1]![6] = '2036-05-31'));

/** Uploads a list as the admin shell does and waits for its run to finish and the jobs it started to run. */
async function importList(rows: string[][], fileName: string, dryRun = false) {
  const csv = [HEADER, ...rows].map((r) => r.map((c) => `"${c}"`).join(',')).join('\n');
  const { payload, headers } = multipartBody([{ filename: fileName, type: 'text/csv', bytes: new TextEncoder().encode(csv) }]);
  // Raw: a multipart upload, which call() does not send.
  const started = await t.app.inject({
    method: 'POST',
    url: pathOf(importCalls.start),
    query: { kind: 'establishments', asOf: '2026-11-20', dryRun: String(dryRun) },
    payload,
    headers: { ...admin.headers, ...headers },
    remoteAddress: admin.remoteAddress,
  });
  const { id } = okData<{ id: number }>(started);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const run = okData(await call(t, importCalls.run, { params: { id } }, admin));
    if (run.status !== 'running') {
      expect(run.status, run.error).toBe('done');
      await jobsSettled(t);
      return run as { imported: number; updated: number; unchanged: number };
    }
    if (Date.now() > deadline) throw new Error(`import run ${id} still running`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

const titles = async (user: SignedInUser) =>
  (
    okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 20 } }, user)).list as { title: string; body: string }[]
  ).map((n) => `${n.title} | ${n.body}`);
const subscribe = async (user: SignedInUser, plantNo: string) =>
  okData(
    await call(
      t,
      subscriptionCalls.subscribe,
      { body: { accessType: '201', countryCode: 'AR', subObject: plantNo, subType: 'FACTORY' } },
      user,
    ),
  );

describe('an imported establishment list and the watchlist', () => {
  it('tells the subscribers of each changed plant what changed, in the centre and by mail, once', async () => {
    expect(await importList(LIST, 'gacc-1.csv')).toMatchObject({ imported: 2 });
    await subscribe(watcher, 'SENASA 7701');
    await subscribe(other, 'SENASA 7702');
    // Registered before they watched: history, not news.
    expect(await titles(watcher)).toEqual([]);

    expect(await importList(SUSPENDED, 'gacc-2.csv')).toMatchObject({ updated: 2, unchanged: 0 });
    const forWatcher = await titles(watcher);
    // The suspension and the status it brought, recorded by one write: one notification.
    expect(forWatcher).toEqual([
      expect.stringMatching(
        /^Frigorifico Alerta Uno S\.A\. \(SENASA 7701\): Export suspended \| Imports of Beef .* suspended.* Status of SENASA 7701 changed from Active to Suspended\./,
      ),
    ]);
    expect(await titles(other)).toEqual([
      expect.stringMatching(/^Avicola Alerta Dos S\.A\. \(SENASA 7702\): Registration renewed \|.*2036-05-31/),
    ]);
    const mails = await mailsTo(t, watcher.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: .*Frigorifico Alerta Uno S\.A\. \(SENASA 7701\): Export suspended$/m);

    // The same list again changes nothing, and a dry run of the resumption writes nothing: no one hears of either.
    expect(await importList(SUSPENDED, 'gacc-2.csv')).toMatchObject({ updated: 0, unchanged: 2 });
    expect(await importList(RESUMED, 'gacc-3.csv', true)).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await titles(watcher)).toHaveLength(1);
    expect(await titles(other)).toHaveLength(1);
    expect(await mailsTo(t, watcher.email)).toHaveLength(1);

    // The resumption itself is news again.
    expect(await importList(RESUMED, 'gacc-3.csv')).toMatchObject({ updated: 1, unchanged: 1 });
    expect((await titles(watcher)).filter((n) => /Export resumed.*from Suspended to Active/.test(n))).toHaveLength(1);
    expect(await mailsTo(t, watcher.email)).toHaveLength(2);
  });
});
