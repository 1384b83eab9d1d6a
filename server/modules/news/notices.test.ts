import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsAdminCalls } from '../../../contracts/news/admin-calls';
import { newsCalls } from '../../../contracts/news/calls';
import { customsUpdatePath } from '../../../contracts/news/pages';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import {
  alertsOf,
  argentineBans,
  banRows,
  cachePlant,
  eligibility,
  eventSources,
  history,
  importBans,
  importList,
  plantSeen,
  subscribe,
} from './notices-kit';

/**
 * Issue 26, 'Notices are events': a GACC update that states it suspends a plant and imposes a ban changes the
 * market data when it is published, exactly as the establishment and ban importers do (one path, changes.ts): the
 * plant, the ban list, eligibility, the plant's history (linked to its source), a watchlist alert, the visitors'
 * cache. A notice the data contradicts is refused whole.
 */
let t: TestApp;
let admin: SignedInUser;
let watcher: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  watcher = await registerUser(t, { nickName: 'Watcher' });
  const { report } = await importList(
    t,
    [
      ['阿根廷', '牛肉产品', 'SENASA 7801', 'Frigorifico Notice Uno S.A.', '有效'],
      ['阿根廷', '猪肉产品', 'SENASA 7802', 'Porcino Notice Dos S.A.', '有效'],
    ],
    'gacc-2026-12.csv',
  );
  expect(report).toMatchObject({ imported: 2, rejected: [] });
  await subscribe(t, watcher, 'SENASA 7801');
  await subscribe(t, watcher, 'SENASA 7802');
  // Registered before anyone watched: history, not news.
  expect(await alertsOf(t, admin, watcher)).toEqual([]);
});
afterAll(() => t?.close());

const suspendAndBan = {
  infoCode: 'GACC-TEST-01',
  enTitle: 'Suspension of SENASA 7802 and ban on pork from Argentina',
  contentEng: '<p>GACC suspends imports from SENASA 7802 and bans pork from Argentina for African swine fever.</p>',
  countryCodes: ['AR'],
  accessType: '201',
  enInfoTime: '2026-12-05',
  changes: [
    {
      kind: 'plant',
      action: 'suspended',
      countryCode: 'AR',
      accessType: '201',
      plantNo: 'SENASA 7802',
      goodsTypes: ['PORK'],
      date: '2026-12-05',
    },
    { kind: 'ban', action: 'imposed', countryCode: 'AR', areaName: '', disease: 'ASF', date: '2026-12-05' },
  ],
};

const create = async (form: object) => okData<{ id: number }>(await call(t, newsAdminCalls.createCustomsUpdate, { body: form }, admin)).id;
const publish = (id: number) => call(t, newsAdminCalls.publishCustomsUpdate, { params: { id } }, admin);

describe('a GACC notice applied through the admin desk', () => {
  it('suspends the plant and imposes the ban when published, linked both ways, and alerts the watcher', async () => {
    const id = await create(suspendAndBan);
    await cachePlant(t, 'SENASA 7802');
    // A draft changes nothing.
    expect((await plantSeen(t, 'SENASA 7802')).status).toBe(1);
    expect(await eligibility(t, 'SENASA 7802', 'PORK')).toMatchObject({ failed: [] });

    const published = okData<{ state: string; appliedAt: string | null; applied: unknown[] }>(await publish(id));
    expect(published.state).toBe('published');
    expect(published.appliedAt).not.toBeNull();

    // The plant, fresh (the visitors' cached answer was dropped), the ban list, eligibility.
    expect(await plantSeen(t, 'SENASA 7802')).toEqual({ status: 0, cache: expect.not.stringMatching(/^hit$/) });
    expect(await argentineBans(t)).toEqual(['African swine fever @ Whole country']);
    const judged = await eligibility(t, 'SENASA 7802', 'PORK');
    expect(judged.answer).toBe('no');
    expect(judged.failed).toEqual(expect.arrayContaining(['suspension: GACC notice GACC-TEST-01', expect.stringMatching(/^ban: /)]));
    // The beef plant is untouched: neither suspended nor under a pork ban.
    expect(await eligibility(t, 'SENASA 7801', 'BEEF')).toMatchObject({ failed: [] });

    // The plant's history names the notice and links to it.
    const [newest] = await history(t, 'SENASA 7802');
    expect(newest).toMatchObject({ source: 'notice', sourceName: 'GACC-TEST-01', sourceLink: customsUpdatePath(id) });
    const sources = await eventSources(t, 'SENASA 7802');
    expect(sources.filter((e) => e.source === 'notice').map((e) => e.sourceId)).toEqual([id, id]);
    expect((await banRows(t)).map((b) => ({ source: b.source, sourceId: b.sourceId }))).toEqual([{ source: 'notice', sourceId: id }]);

    // The watcher hears of the suspension and of the ban on the plant's species.
    const alerts = await alertsOf(t, admin, watcher);
    expect(alerts).toEqual(
      expect.arrayContaining([expect.stringMatching(/SENASA 7802.*suspended/i), 'Import ban for African swine fever: Whole country']),
    );

    // The public notice lists what it changed, with links to the plant, its company and the ban.
    const detail = okData<{ changes: { kind: string; action: string; plant: any; ban: any }[] }>(
      await call(t, newsCalls.customsUpdate, { query: { id } }),
    );
    expect(detail.changes).toEqual([
      expect.objectContaining({
        kind: 'plant',
        action: 'suspended',
        goodsTypes: ['PORK'],
        plant: expect.objectContaining({
          plantNo: 'SENASA 7802',
          plantName: 'Porcino Notice Dos S.A.',
          link: '/market/plant/detail?accessType=201&plantNo=SENASA+7802&countryCode=AR',
          companyLink: expect.stringMatching(/^\/market\/company\/detail\?countryCode=AR&accessType=201&companyCode=/),
        }),
        ban: null,
      }),
      expect.objectContaining({
        kind: 'ban',
        action: 'imposed',
        plant: null,
        ban: expect.objectContaining({
          areaName: 'Whole country',
          disease: 'African swine fever',
          link: expect.stringContaining('countryCode=AR'),
        }),
      }),
    ]);

    // Applied changes are fixed: editing them or deleting the notice is refused; publishing again applies nothing.
    const edited = { ...suspendAndBan, changes: suspendAndBan.changes.slice(0, 1) };
    expect(
      expectFailure(await call(t, newsAdminCalls.updateCustomsUpdate, { params: { id }, body: edited }, admin), 400, 'changes').msg,
    ).toMatch(/cannot be edited/);
    expect(expectFailure(await call(t, newsAdminCalls.deleteCustomsUpdate, { params: { id } }, admin), 409).msg).toMatch(
      /cannot be deleted/,
    );
    okData(await call(t, newsAdminCalls.unpublishCustomsUpdate, { params: { id } }, admin));
    okData(await publish(id));
    expect(await eventSources(t, 'SENASA 7802')).toHaveLength(sources.length);
  });

  it('refuses a notice the data contradicts, and changes nothing of it', async () => {
    const before = { events: await eventSources(t, 'SENASA 7801'), bans: await banRows(t) };
    // The first change holds (7801 is valid), the second does not (7802 is already suspended): nothing is applied.
    const id = await create({
      ...suspendAndBan,
      infoCode: 'GACC-TEST-02',
      changes: [
        { kind: 'plant', action: 'suspended', countryCode: 'AR', accessType: '201', plantNo: 'SENASA 7801', date: '2026-12-06' },
        { ...suspendAndBan.changes[0], date: '2026-12-06' },
      ],
    });
    expect(expectFailure(await publish(id), 400, 'changes').msg).toMatch(
      /Change 2: SENASA 7802 cannot be suspended for PORK: that registration is suspended/,
    );
    const noBan = await create({
      ...suspendAndBan,
      infoCode: 'GACC-TEST-03',
      changes: [{ kind: 'ban', action: 'lifted', countryCode: 'AR', areaName: 'Buenos Aires', disease: 'ASF', date: '2026-12-06' }],
    });
    expect(expectFailure(await publish(noBan), 400, 'changes').msg).toMatch(
      /Change 1: no ban on African swine fever in Buenos Aires \(Argentina\) is in force/,
    );
    const noPlant = await create({
      ...suspendAndBan,
      infoCode: 'GACC-TEST-04',
      changes: [{ kind: 'plant', action: 'lifted', countryCode: 'AR', accessType: '201', plantNo: 'SENASA 9999', date: '2026-12-06' }],
    });
    expect(expectFailure(await publish(noPlant), 400, 'changes').msg).toMatch(
      /Change 1: the registry holds no plant SENASA 9999 of Argentina/,
    );

    expect((await plantSeen(t, 'SENASA 7801')).status).toBe(1);
    expect(await eventSources(t, 'SENASA 7801')).toEqual(before.events);
    expect(await banRows(t)).toEqual(before.bans);
    const drafts = okData<{ list: { infoCode: string; state: string; appliedAt: string | null }[] }>(
      await call(t, newsAdminCalls.customsUpdates, { query: { state: 'draft' } }, admin),
    );
    expect(drafts.list.map((d) => [d.infoCode, d.appliedAt])).toEqual(
      expect.arrayContaining([
        ['GACC-TEST-02', null],
        ['GACC-TEST-03', null],
        ['GACC-TEST-04', null],
      ]),
    );
  });

  it('lifts the suspension and the ban it imposed with a later notice, and tells the watcher of both', async () => {
    const id = await create({
      ...suspendAndBan,
      infoCode: 'GACC-TEST-05',
      changes: [
        { kind: 'plant', action: 'lifted', countryCode: 'AR', accessType: '201', plantNo: 'SENASA 7802', date: '2026-12-20' },
        { kind: 'ban', action: 'lifted', countryCode: 'AR', disease: 'African swine fever', date: '2026-12-20' },
      ],
    });
    okData(await publish(id));
    expect((await plantSeen(t, 'SENASA 7802')).status).toBe(1);
    expect(await argentineBans(t)).toEqual([]);
    expect(await eligibility(t, 'SENASA 7802', 'PORK')).toMatchObject({ failed: [] });
    expect((await banRows(t)).map((b) => b.liftedDate)).toEqual(['2026-12-20']);
    expect(await alertsOf(t, admin, watcher)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SENASA 7802.*resumed|SENASA 7802.*lifted/i),
        'Import ban lifted for African swine fever: Whole country',
      ]),
    );
  });
});

describe('the same changes through the importers', () => {
  it('suspends the plant and imposes the ban with the runs as their source, alerts the watcher and drops the cache', async () => {
    await cachePlant(t, 'SENASA 7801');
    const list = await importList(
      t,
      [
        ['阿根廷', '牛肉产品', 'SENASA 7801', 'Frigorifico Notice Uno S.A.', '暂停进口'],
        ['阿根廷', '猪肉产品', 'SENASA 7802', 'Porcino Notice Dos S.A.', '有效'],
      ],
      'gacc-2026-12b.csv',
    );
    expect(list.report).toMatchObject({ updated: 1, unchanged: 1 });
    const bans = await importBans(t, [['Argentina', 'BSE', '2026-12-21']], 'bans-2026-12.csv');
    expect(bans.report).toMatchObject({ imported: 1 });

    expect(await plantSeen(t, 'SENASA 7801')).toEqual({ status: 0, cache: expect.not.stringMatching(/^hit$/) });
    expect(await argentineBans(t)).toEqual(['Bovine spongiform encephalopathy @ Whole country']);
    const judged = await eligibility(t, 'SENASA 7801', 'BEEF');
    expect(judged.answer).toBe('no');
    expect(judged.failed).toEqual(
      expect.arrayContaining(['suspension: GACC registered establishments list (gacc-2026-12b.csv)', expect.stringMatching(/^ban: /)]),
    );

    const [newest] = await history(t, 'SENASA 7801');
    expect(newest).toMatchObject({ source: 'import', sourceName: 'gacc-2026-12b.csv', sourceLink: null });
    const imported = (await eventSources(t, 'SENASA 7801')).filter((e) => e.sourceFile === 'gacc-2026-12b.csv');
    expect(imported.length).toBeGreaterThan(0);
    expect(imported.every((e) => e.source === 'import' && e.sourceId === list.runId)).toBe(true);
    const bse = (await banRows(t)).find((b) => b.plagueName === 'Bovine spongiform encephalopathy');
    expect(bse).toMatchObject({ source: 'import', sourceId: bans.runId, liftedDate: null });

    const alerts = await alertsOf(t, admin, watcher);
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/SENASA 7801.*suspended/i),
        'Import ban for Bovine spongiform encephalopathy: Whole country',
      ]),
    );
  });

  it('lifts the ban when a later file gives its lifted date, alerts the watcher, and refuses to lift one not in force', async () => {
    const liftedTitle = 'Import ban lifted for Bovine spongiform encephalopathy: Whole country';
    expect(await alertsOf(t, admin, watcher)).not.toContain(liftedTitle);
    const lifted = await importBans(
      t,
      [
        ['Argentina', 'BSE', '2026-12-21', '2027-01-10'],
        ['Argentina', 'FMD', '2026-12-22', '2027-01-10'],
      ],
      'bans-2027-01.csv',
    );
    expect(lifted.report).toMatchObject({ updated: 1, imported: 0, rejected: [{ line: 3, reason: expect.stringMatching(/no such ban/) }] });
    expect(await argentineBans(t)).toEqual([]);
    expect((await eligibility(t, 'SENASA 7801', 'BEEF')).failed.filter((f) => f.startsWith('ban:'))).toEqual([]);
    const bse = (await banRows(t)).find((b) => b.plagueName === 'Bovine spongiform encephalopathy');
    expect(bse).toMatchObject({ liftedDate: '2027-01-10' });
    expect(await alertsOf(t, admin, watcher)).toContain(liftedTitle);

    // Lifting it again is refused: the ban is no longer in force.
    const again = await importBans(t, [['Argentina', 'BSE', '2026-12-21', '2027-01-11']], 'bans-2027-01b.csv');
    expect(again.report.rejected).toEqual([{ line: 2, reason: expect.stringMatching(/lifted on 2027-01-10/) }]);
    expect((await alertsOf(t, admin, watcher)).filter((a) => a === liftedTitle)).toHaveLength(1);
  });
});
