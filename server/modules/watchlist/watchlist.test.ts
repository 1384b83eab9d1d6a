import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { marketAdminCalls } from '../../../contracts/market/admin';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { jobCalls } from '../../../contracts/jobs/calls';
import { notification, plant, plantRegistration } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin, createSubscribedUser, type MadePlant } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { csvBytes, importFile } from '../../importers/data-test-kit';
import { diseaseBansImporter } from '../../importers/disease-bans/index';
import { mailsTo as outboxMailsTo } from '../../test-support/outbox';

let t: TestApp;
let watched: MadePlant;
let admin: SignedInUser;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let dave: SignedInUser;
let aliceSubscription: number;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  watched = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
  admin = await createAdmin(t);
  // The plant's own history is read before anyone watches it: news to nobody.
  done(await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin));
  await jobsSettled(t);
  ({ user: alice, subscriptionId: aliceSubscription } = await createSubscribedUser(t, watched, { nickName: 'Alice' }));
  ({ user: dave } = await createSubscribedUser(t, watched, { nickName: 'Dave' }));
  bob = await registerUser(t, { nickName: 'Bob' });
  const c = watched.company;
  okData(
    await call(
      t,
      subscriptionCalls.subscribe,
      { body: { accessType: c.accessType, countryCode: c.countryCode, subObject: c.companyCode, subType: 'COMPANY' } },
      bob,
    ),
  );
  carol = await registerUser(t, { nickName: 'Carol' });
  done(await call(t, notificationCalls.saveSettings, { body: { emailMode: 'daily' } }, dave));
});
afterAll(() => t?.close());

/** The data of a successful call whose message is its own (saving settings, unsubscribing, queueing a job). */
function done<T = any>(res: { statusCode: number; body: string; json(): any }): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().rspCode).toBe('200');
  return res.json().data as T;
}

const get = (definition: CallDefinition, user?: SignedInUser, input: AnyInput = {}) => call(t, definition, input, user);
const history = async (user: SignedInUser) => okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 } }, user));
const setStatus = (status: 0 | 1, reason: string) =>
  call(
    t,
    marketAdminCalls.setPlantStatus,
    {
      body: {
        countryCode: watched.countryCode,
        accessType: watched.accessType,
        plantNo: watched.plantNo,
        status,
        sourceDate: '2026-11-20',
        reason,
      },
    },
    admin,
  );

const mailsTo = (email: string) => outboxMailsTo(t, email);

describe('a watched plant is suspended by an administrator', () => {
  test('its subscribers are notified in the centre once, with what changed, why and a link; others are not', async () => {
    okData(await setStatus(0, 'Residues of ractopamine found in a consignment'));
    await jobsSettled(t);
    const forAlice = await history(alice);
    expect(forAlice.total).toBe(1);
    expect(forAlice.list[0]).toMatchObject({
      title: `${watched.plantName} (${watched.plantNo}): Export suspended`,
      reason: expect.stringContaining(`you subscribe to the plant`),
      link: `/market/plant/detail?accessType=201&plantNo=${encodeURIComponent(watched.plantNo)}&countryCode=UY`,
      read: false,
    });
    expect(forAlice.list[0].body).toContain('ractopamine');
    const forBob = await history(bob);
    expect(forBob.list.map((n: { reason: string }) => n.reason)).toEqual([expect.stringContaining('you subscribe to the company')]);
    expect((await history(carol)).total).toBe(0);
    expect(okData(await get(notificationCalls.unreadCount, alice))).toEqual({ count: 1 });
    // The plant shows the new status, and a second scan adds nothing.
    const [row] = await t.database.db.select({ status: plant.status }).from(plant).where(eq(plant.plantNo, watched.plantNo));
    expect(row?.status).toBe(0);
    done(await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin));
    await jobsSettled(t);
    expect((await history(alice)).total).toBe(1);
  });

  test('a subscriber on immediate mail gets one mail with one-click unsubscribe; a digest reader gets none yet', async () => {
    const mails = await mailsTo(alice.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^List-Unsubscribe: <http:\/\/localhost:\d+\/api\/querytool\/notification\/unsubscribe\?token=[^>]+>$/m);
    expect(mails[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mails[0]).toContain('Why you got this: you subscribe to the plant');
    expect(await mailsTo(dave.email)).toEqual([]);
    expect((await history(dave)).total).toBe(1);
  });

  test('the daily digest mails what is new once', async () => {
    done(await call(t, jobCalls.runNow, { body: { name: 'notification-digest' } }, admin));
    const digests = await mailsTo(dave.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]).toContain('1 change since your last digest');
    expect(digests[0]).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    done(await call(t, jobCalls.runNow, { body: { name: 'notification-digest' } }, admin));
    expect(await mailsTo(dave.email)).toHaveLength(1);
  });

  test('mark read and mark all read change only the caller’s notifications', async () => {
    okData(await setStatus(1, 'Corrective actions accepted'));
    await jobsSettled(t);
    const list = await history(alice);
    expect(list.total).toBe(2);
    expect(okData(await call(t, notificationCalls.markRead, { body: { ids: [list.list[0].id] } }, alice))).toEqual({
      count: 1,
    });
    // Bob cannot mark Alice's notification.
    okData(await call(t, notificationCalls.markRead, { body: { ids: [list.list[1].id] } }, bob));
    expect(okData(await get(notificationCalls.unreadCount, alice))).toEqual({ count: 1 });
    expect(okData(await call(t, notificationCalls.markRead, {}, alice))).toEqual({ count: 0 });
    expect(expectFailure(await get(notificationCalls.unreadCount), 401).msg).toBe('invalid token');
  });
});

describe('one-click unsubscribe', () => {
  test('the token of the mail ends the subscription without a session; a forged one changes nothing', async () => {
    const [mail] = await mailsTo(alice.email);
    const token = decodeURIComponent(/unsubscribe\?token=([^>\s]+)>/.exec(mail!)![1]!);
    const info = okData(await get(notificationCalls.unsubscribeInfo, undefined, { query: { token } }));
    expect(info).toMatchObject({ scope: 'subscription', done: false, description: expect.stringContaining(watched.plantName) });
    const forged = token.replace(/\.s(\d+)\./, (_m, id: string) => `.s${Number(id) + 1}.`);
    expectFailure(await call(t, notificationCalls.unsubscribe, { query: { token: forged } }), 400);
    // As a mail provider posts it (RFC 8058): form body, no cookie, no Origin.
    const res = await t.app.inject({
      method: 'POST',
      // eslint-disable-next-line no-restricted-syntax -- Raw: a form body, not the JSON a definition sends.
      url: `/api/querytool/notification/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done(res)).toBeNull();
    expect(okData(await call(t, subscriptionCalls.list, { params: { page: 1, limit: 10 } }, alice)).total).toBe(0);
    expect(okData(await get(notificationCalls.unsubscribeInfo, undefined, { query: { token } })).done).toBe(true);
    expect(aliceSubscription).toBeGreaterThan(0);
  });
});

describe('other watched changes', () => {
  test('a disease ban on the plant’s country and species notifies its subscribers once; another species does not', async () => {
    // Bans arrive as GACC announces them, through the importer (one area a row).
    const ban = async (disease: string) =>
      expect(
        await importFile(
          t,
          diseaseBansImporter,
          csvBytes([
            ['国家（地区）', '地区', '疫病', '发布日期'],
            ['Uruguay', '全国', disease, '2026-11-21'],
          ]),
          'bans.csv',
        ),
      ).toMatchObject({ imported: 1, rejected: [] });
    const scan = async () => {
      done(await call(t, jobCalls.runNow, { body: { name: 'watchlist-scan' } }, admin));
      await jobsSettled(t);
      return (await history(bob)).list.filter((n: { title: string }) => n.title.startsWith('Import ban')).length;
    };
    // The factory draws a plant's species at random; this test names them, so the bans below touch it or not by
    // design: beef and offal, so a bovine disease touches it and an avian one does not.
    await t.database.db
      .update(plant)
      .set({ goodsTypes: ['BEEF', 'OFFAL'] })
      .where(eq(plant.plantNo, watched.plantNo));
    await ban('高致病性禽流感');
    expect(await scan()).toBe(0);
    await ban('BSE');
    expect(await scan()).toBe(1);
    expect(await scan()).toBe(1);
  });

  test('a registration expiring within 90 and then 30 days is announced once per threshold', async () => {
    const [registration] = await t.database.db
      .select({ id: plantRegistration.id })
      .from(plantRegistration)
      .innerJoin(plant, eq(plant.id, plantRegistration.plantId))
      .where(and(eq(plant.plantNo, watched.plantNo), eq(plantRegistration.status, 1)));
    const expiry = (days: number) =>
      t.database.db
        .update(plantRegistration)
        .set({ registerExpireDate: sql`(current_date + ${days}::int)::date` })
        .where(eq(plantRegistration.id, registration!.id));
    const expiryNotices = async () =>
      // In the order they were written: a select without ORDER BY has none on PostgreSQL.
      (await t.database.db.select().from(notification).where(eq(notification.userId, bob.userId)).orderBy(asc(notification.id))).filter(
        (n) => n.eventKey.startsWith('expiry:'),
      );
    await expiry(60);
    for (let i = 0; i < 2; i++) {
      done(await call(t, jobCalls.runNow, { body: { name: 'watchlist-expiry' } }, admin));
      await jobsSettled(t);
    }
    expect((await expiryNotices()).map((n) => n.eventKey)).toEqual([expect.stringMatching(/^expiry:\d+:90:/)]);
    await expiry(20);
    done(await call(t, jobCalls.runNow, { body: { name: 'watchlist-expiry' } }, admin));
    await jobsSettled(t);
    const notices = await expiryNotices();
    expect(notices.map((n) => n.eventKey.split(':')[2])).toEqual(['90', '30']);
    expect(notices[1]!.title).toContain('expires in 20 days');
  });
});
