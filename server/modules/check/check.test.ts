import sharp from 'sharp';
import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCalls as c } from '../../../contracts/check/calls';
import { CHECK_LIMITS, CHECK_MSG } from '../../../contracts/check/codes';
import type { CheckAnswer, CheckSection } from '../../../contracts/check/models';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { UPLOAD_MSG } from '../../../contracts/uploads/codes';
import {
  appUser,
  bankAccountReport,
  company,
  companyApplication,
  plant,
  plantEvent,
  plantSuspension,
  unapprovedShipment,
} from '../../db/schema/index';
import { DEMO_VERIFIED_PLANT } from '../../db/seed/companies';
import { demoRiskyPlant } from '../../db/seed/supplier-check';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, call, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { outcome, uploadThrough } from '../../test-support/uploads';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const check = async (body: object) => okData<CheckAnswer>(await call(t, c.check, { body }));
const topic = (answer: CheckAnswer, name: CheckSection['topic']) => answer.sections.find((s) => s.topic === name);
const everyFactSourced = (answer: CheckAnswer) => {
  for (const s of answer.sections) for (const f of s.facts) expect(f.source, `${s.topic}: ${f.text}`).not.toBe('');
};

/** An active plant with nothing against it: no suspension or suspension event, no rejection naming its company, no flagged account. */
async function cleanPlant() {
  const db = t.database.db;
  const [row] = await db
    .select({ plantNo: plant.plantNo, countryCode: plant.countryCode, accessType: plant.accessType })
    .from(plant)
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(
      and(
        eq(plant.status, 1),
        notExists(db.select().from(plantSuspension).where(eq(plantSuspension.plantId, plant.id))),
        notExists(
          db
            .select()
            .from(plantEvent)
            .where(and(eq(plantEvent.plantId, plant.id), eq(plantEvent.recordType, 'SUSPENDED'))),
        ),
        notExists(
          db
            .select()
            .from(unapprovedShipment)
            .where(sql`lower(${unapprovedShipment.originCompany}) = lower(${company.plantName})`),
        ),
        notExists(db.select().from(bankAccountReport).where(eq(bankAccountReport.companyId, company.id))),
        // Nobody speaks for its company here: the portal's own facts about it are "no record".
        notExists(db.select().from(companyApplication).where(eq(companyApplication.marketCompanyId, company.id))),
      ),
    )
    .orderBy(plant.id)
    .limit(1);
  return row!;
}

describe('the supplier check', () => {
  it('shows a suspension in the history, a rejection record and a flagged account, each with its source and date', async () => {
    const risky = (await demoRiskyPlant(t.database.db))!;
    // Typed loosely: lower case, a dash for a space.
    const answer = await check({
      countryCode: risky.countryCode,
      plantNo: risky.plantNo.toLowerCase().replace(/ /g, '-'),
      accessType: risky.accessType,
    });
    expect(answer.plant?.plantNo).toBe(risky.plantNo);
    const history = topic(answer, 'history')!;
    expect(history.signal).toBe('flag');
    expect(history.facts[0]!.text).toMatch(/^Suspended for /);
    expect(history.facts[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rejections = topic(answer, 'rejections')!;
    expect(rejections.signal).toBe('flag');
    expect(rejections.facts.some((f) => f.text.includes(risky.companyName) && f.date === '2026-08')).toBe(true);
    expect(rejections.facts[0]!.source).toContain('China Customs unapproved-shipment list');
    const accounts = topic(answer, 'bankAccounts')!;
    expect(accounts.signal).toBe('flag');
    expect(accounts.facts[0]).toMatchObject({ date: '2026-09-14' });
    expect(accounts.facts[0]!.text).toContain('GB29 NWBK 6016 1331 9268 19');
    expect(topic(answer, 'registration')!.facts.length).toBeGreaterThan(0);
    everyFactSourced(answer);
  });

  it('says "no record" for a clean plant, never "safe"', async () => {
    const clean = await cleanPlant();
    const answer = await check(clean);
    expect(answer.plant?.status).toBe(1);
    expect(topic(answer, 'history')!.signal).toBe('note');
    expect(topic(answer, 'history')!.facts[0]!.text).toBe('No suspension on record');
    expect(topic(answer, 'rejections')).toMatchObject({
      signal: 'none',
      facts: [{ text: 'No unapproved-shipment record names this plant or its company' }],
    });
    expect(topic(answer, 'bankAccounts')!.signal).toBe('none');
    expect(JSON.stringify(answer).toLowerCase()).not.toMatch(/\bsafe\b(?! *\))/);
    everyFactSourced(answer);
  });

  it("says since when a company is verified here and how old the owner's account is, with the portal as source", async () => {
    const verified = await check({ ...DEMO_VERIFIED_PLANT });
    const portal = topic(verified, 'portal')!;
    const [application] = await t.database.db
      .select()
      .from(companyApplication)
      .where(and(eq(companyApplication.state, 'VERIFIED'), isNotNull(companyApplication.marketCompanyId)));
    const [owner] = await t.database.db.select().from(appUser).where(eq(appUser.id, application!.ownerId));
    const since = application!.verifiedAt!.toISOString().slice(0, 10);
    const opened = owner!.createdAt.toISOString().slice(0, 10);
    expect(portal.signal).toBe('note');
    expect(portal.facts).toEqual([
      {
        text: `${verified.company!.name} has been verified on this portal since ${since}`,
        source: 'This portal (company verification)',
        date: since,
        link: `/verified/${application!.id}`,
      },
      {
        text: expect.stringMatching(new RegExp(`^The account that speaks for it was opened on ${opened} \\(\\d+ days ago\\)$`)),
        source: 'This portal (accounts)',
        date: opened,
        link: null,
      },
    ]);
    // A company without a verified account: "no record", not a warning.
    const clean = topic(await check(await cleanPlant()), 'portal')!;
    expect(clean.signal).toBe('none');
    expect(clean.facts[0]!.text).toMatch(/has no verified account on this portal$/);
  });

  it('matches an account typed with spaces, dashes, dots or lower case; an unknown one says "no record"', async () => {
    for (const typed of ['gb29nwbk60161331926819', 'GB29-NWBK-6016-1331-9268-19', 'gb29.nwbk.6016.1331.9268.19']) {
      const found = okData(await call(t, c.accounts, { query: { account: typed } }));
      expect(found.list, typed).toHaveLength(1);
      expect(found.section.signal).toBe('flag');
      const answer = await check({ bankAccount: typed });
      expect(topic(answer, 'bankAccounts')!.signal).toBe('flag');
    }
    const unknown = okData(await call(t, c.accounts, { query: { account: 'NL91 ABNA 0417 1643 00' } }));
    expect(unknown.list).toEqual([]);
    expect(unknown.section.facts[0].text).toBe("No record of this account on the portal's list (this does not mean it is safe)");
    // A pending report is not flagged.
    expect(okData(await call(t, c.accounts, { query: { account: 'FR1420041010050500013M02606' } })).list).toEqual([]);
    // In Chinese too.
    const zh = okData(await call(t, c.accounts, { query: { account: 'NL91ABNA0417164300', lang: 'zh_cn' } }));
    expect(zh.section.facts[0].text).toContain('没有此账户的记录');
  });

  it("answers a country's unqualified information by year, month and reason with its sources", async () => {
    const risky = (await demoRiskyPlant(t.database.db))!;
    const info = okData(await call(t, c.country, { params: { countryCode: risky.countryCode } }));
    expect(info.total).toBeGreaterThan(0);
    expect(info.byYear.reduce((s: number, y: { count: number }) => s + y.count, 0)).toBe(info.total);
    expect(info.byReason.some((r: { reason: string }) => r.reason === 'From an establishment not registered in China')).toBe(true);
    expect(info.sources).toContain('Demo data');
    expect(info.asOf).toMatch(/^\d{4}-\d{2}$/);
    expectFailure(await call(t, c.country, { params: { countryCode: 'zz' } }), 400, 'countryCode');
    expectFailure(await call(t, c.country, { params: { countryCode: 'QQ' } }), 404);
  });
});

describe('reporting a bank account', () => {
  const report = (body: object, user: SignedInUser | null = alice) => call(t, c.report, { body }, user ?? undefined);
  const good = {
    accountNumber: 'ch93 0076 2011 6238 5295 7',
    holderName: 'Fake Beef Export SA',
    bankName: 'Example Bank',
    countryCode: 'CH',
    story: 'They asked for a deposit into this account and then disappeared.',
  };

  it('goes to the admin queue; confirmed, the check flags it and the reporter hears; withdrawn, it is no longer flagged', async () => {
    expectFailure(await report(good, null), 401);
    const sent = okData(await report(good));
    expect(sent.status).toBe('pending');
    expect(okData(await call(t, c.accounts, { query: { account: 'CH9300762011623852957' } })).list).toEqual([]);
    expectFailure(await report(good), 409);

    expectFailure(await call(t, c.adminList, { query: {} }, alice), 404);
    const queue = okData(await call(t, c.adminList, { query: { status: 'pending' } }, admin));
    expect(queue.list.find((r: { id: number }) => r.id === sent.id)).toMatchObject({ reporter: { userId: alice.userId } });

    const since = await lastAuditId(t);
    expectFailure(await call(t, c.adminConfirm, { params: { id: sent.id } }, bob), 404);
    okData(await call(t, c.adminConfirm, { params: { id: sent.id } }, admin));
    expectFailure(await call(t, c.adminConfirm, { params: { id: sent.id } }, admin), 409);
    const answer = await check({ bankAccount: 'CH93-0076-2011-6238-5295-7' });
    expect(topic(answer, 'bankAccounts')!.facts[0]!.text).toContain('Fake Beef Export SA');
    const notes = okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, alice));
    expect(notes.list[0]).toMatchObject({ title: 'The bank account you reported was confirmed' });
    okData(await call(t, c.adminWithdraw, { params: { id: sent.id }, body: { reason: 'The bank closed the account' } }, admin));
    expect(okData(await call(t, c.accounts, { query: { account: 'CH9300762011623852957' } })).list).toEqual([]);
    const audit = await auditSince(t, since);
    expect(audit.map((a) => a.action)).toEqual(['bankAccount.confirm', 'bankAccount.withdraw']);
    expect(okData(await call(t, c.mine, {}, alice)).list[0]).toMatchObject({
      status: 'withdrawn',
      decisionReason: 'The bank closed the account',
    });
  });

  it('refuses with a reason, and the reporter is told why', async () => {
    const sent = okData(await report({ ...good, accountNumber: 'AT61 1904 3002 3457 3201' }, bob));
    expectFailure(await call(t, c.adminRefuse, { params: { id: sent.id }, body: { reason: ' ' } }, admin), 400, 'reason');
    okData(await call(t, c.adminRefuse, { params: { id: sent.id }, body: { reason: 'No evidence' } }, admin));
    expect(okData(await call(t, c.mine, {}, bob)).list[0]).toMatchObject({ status: 'refused', decisionReason: 'No evidence' });
    const notes = okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, bob));
    expect(notes.list[0].body).toContain('No evidence');
  });

  it('refuses markup in every field, over-long text, bad country codes and wrong upload types with clear messages', async () => {
    for (const field of ['accountNumber', 'holderName', 'bankName', 'story'] as const) {
      const res = await report({ ...good, [field]: `${good[field]} <script>alert(1)</script>` });
      expectFailure(res, 400, field);
      expect(res.json().data.errors[0].message).toMatch(field === 'accountNumber' ? /markup|letters and digits/ : /markup/);
    }
    expectFailure(await report({ ...good, story: 'x'.repeat(CHECK_LIMITS.story + 1) }), 400, 'story');
    expectFailure(await report({ ...good, story: 'too short' }), 400, 'story');
    expectFailure(await report({ ...good, holderName: 'y'.repeat(CHECK_LIMITS.holderName + 1) }), 400, 'holderName');
    expectFailure(await report({ ...good, countryCode: 'Swiss' }), 400, 'countryCode');
    const unknownCountry = await report({ ...good, countryCode: 'QQ' });
    expectFailure(unknownCountry, 400, 'countryCode');
    expect(unknownCountry.json().msg).toBe(`Invalid countryCode: ${CHECK_MSG.unknownCountry}`);
    expectFailure(await report({ ...good, accountNumber: '12' }), 400, 'accountNumber');
    for (const field of ['companyName', 'plantNo'] as const) {
      expectFailure(await call(t, c.check, { body: { countryCode: 'BR', [field]: '<b>x</b>' } }), 400, field);
    }
    expectFailure(await call(t, c.check, { body: {} }), 400);
    expectFailure(await call(t, c.check, { body: { plantNo: 'SIF 1' } }), 400, 'countryCode');

    const wrong = outcome(
      await uploadThrough(
        t,
        'bank-evidence',
        { filename: 'statement.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4') },
        alice,
      ),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.msg).toBe(UPLOAD_MSG.wrongFormat);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3060c0' } })
      .png()
      .toBuffer();
    const bobs = outcome(await uploadThrough(t, 'bank-evidence', { filename: 'receipt.png', type: 'image/png', bytes: png }, bob)).data as {
      url: string;
    };
    const theirs = await report({ ...good, accountNumber: 'BE68 5390 0754 7034', evidence: [bobs.url] });
    expectFailure(theirs, 400, 'evidence');
    const mine = outcome(await uploadThrough(t, 'bank-evidence', { filename: 'receipt.png', type: 'image/png', bytes: png }, alice))
      .data as { url: string };
    expect(okData(await report({ ...good, accountNumber: 'BE68 5390 0754 7034', evidence: [mine.url] })).evidence).toEqual([mine.url]);
  });

  it('limits reports per user and day', async () => {
    const carol = await registerUser(t, { nickName: 'Carol' });
    for (let i = 0; i < CHECK_LIMITS.reportsPerDay; i++)
      okData(await report({ ...good, accountNumber: `DK50 0040 0440 1162 4${i}` }, carol));
    const res = await report({ ...good, accountNumber: 'DK50 0040 0440 1162 99' }, carol);
    expectFailure(res, 429);
    expect(res.json().msg).toBe(CHECK_MSG.tooManyReports);
  });
});
