import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { costCalls } from '../../../contracts/costs/calls';
import { COST_MSG, costMessages } from '../../../contracts/costs/codes';
import type { Calculation, SavedCalculation } from '../../../contracts/costs/models';
import { costCalculation } from '../../db/schema';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { isoDate } from '../../../contracts/core/dates';
import { upsertLine, upsertRates } from './index';

let t: TestApp;
let owner: SignedInUser;
let other: SignedInUser;
const TARIFF = { source: 'Customs Tariff of the PRC (test)', asOf: '2026-01-01' };
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  owner = await registerUser(t);
  other = await registerUser(t);
  const db = t.database.db;
  await upsertLine(
    db,
    {
      hsCode: '02023000',
      descriptionZh: '冻去骨牛肉',
      descriptionEn: 'Frozen boneless bovine meat',
      unit: 'kg',
      mfnRateBp: 1200,
      vatRateBp: 900,
      ...TARIFF,
    },
    [
      { hsCode: '02023000', agreement: 'CHAFTA', rateBp: 0 },
      { hsCode: '02023000', agreement: 'RCEP', rateBp: 480 },
    ],
    [
      {
        hsCode: '02023000',
        origin: 'US',
        rateBp: 1000,
        validFrom: '2026-03-10',
        validTo: null,
        source: 'Tariff Commission notice (test)',
        asOf: '2026-03-04',
      },
    ],
  );
  await upsertLine(
    db,
    {
      hsCode: '03061719',
      descriptionZh: '冻虾仁',
      descriptionEn: 'Frozen shrimps, peeled',
      unit: 'kg',
      mfnRateBp: 500,
      provisionalRateBp: 200,
      provisionalFrom: '2026-01-01',
      provisionalTo: '2026-12-31',
      vatRateBp: 900,
      ...TARIFF,
    },
    [],
    [],
  );
  await upsertRates(db, [
    { rateDate: '2026-11-19', source: 'Test rates', base: 'USD', quote: 'CNY', rate: '7.0800' },
    { rateDate: '2026-11-20', source: 'Test rates', base: 'USD', quote: 'CNY', rate: '7.1000' },
    { rateDate: '2026-11-20', source: 'Test rates', base: 'EUR', quote: 'CNY', rate: '7.7500' },
  ]);
});
afterAll(() => t?.close());

const beef = {
  hsCode: '0202.30.00',
  origins: ['BR'],
  quantity: '27',
  unit: 't',
  price: '5000',
  currency: 'USD',
  incoterm: 'CIF',
  rateDate: '2026-11-20',
};
const calculate = async (body: object, headers: Record<string, string> = {}) => call(t, costCalls.calculation, { body }, { headers });
const amounts = (r: Calculation['results'][number]) => Object.fromEntries(r.lines.map((l) => [l.key, l.cny]));

describe('POST /api/rate/calculation', () => {
  test('computes the hand case from the stored USD/CNY rate of the day, each line with its source and as-of', async () => {
    const c = okData<Calculation>(await calculate(beef));
    expect(c.rate).toEqual({ date: '2026-11-20', base: 'USD', quote: 'CNY', rate: '7.1', source: 'Test rates' });
    expect(amounts(c.results[0]!)).toEqual({
      goods: '958500.00',
      customsValue: '958500.00',
      duty: '115020.00',
      vat: '96616.80',
      landed: '1170136.80',
    });
    for (const line of c.results[0]!.lines) expect(line.source.length * line.asOf.length).toBeGreaterThan(0);
    expect(c.results[0]!.lines.find((l) => l.key === 'duty')).toMatchObject({ rateBp: 1200, basis: 'MFN', ...TARIFF });
  });

  test('compares one product from four origins side by side: MFN, an agreement with a certificate, RCEP, an additional duty', async () => {
    const c = okData<Calculation>(await calculate({ ...beef, origins: ['BR', 'AU', 'TH', 'US'], certificateOfOrigin: true }));
    expect(c.results.map((r) => [r.origin, r.duty.basis, r.duty.agreement, r.duty.rateBp])).toEqual([
      ['BR', 'MFN', null, 1200],
      ['AU', 'AGREEMENT', 'CHAFTA', 0],
      ['TH', 'AGREEMENT', 'RCEP', 480],
      ['US', 'MFN', null, 1200],
    ]);
    expect(c.results.map((r) => amounts(r).landed)).toEqual(['1170136.80', '1044765.00', '1094913.72', '1274613.30']);
    expect(c.results[3]!.lines.find((l) => l.key === 'additionalDuty')).toMatchObject({ cny: '95850.00', rateBp: 1000 });
  });

  test('takes a provisional rate in force, the latest rate when no day is given, and an FOB quote with its freight', async () => {
    const c = okData<Calculation>(
      await calculate({
        hsCode: '03061719',
        origins: ['VN'],
        quantity: 1000,
        unit: 'kg',
        price: 8.5,
        currency: 'USD',
        incoterm: 'FOB',
        freight: 300,
      }),
    );
    expect(c.rate.date).toBe('2026-11-20');
    expect(c.results[0]!.duty).toMatchObject({ basis: 'PROVISIONAL', rateBp: 200 });
    expect(amounts(c.results[0]!)).toMatchObject({ goods: '60350.00', freight: '2130.00', insurance: '187.44' });
  });

  test.each([
    [{ hsCode: '02023099' }, 'hsCode', COST_MSG.unknownLine],
    [{ hsCode: '0202' }, 'hsCode', COST_MSG.hsCode],
    [{ origins: ['XX'] }, 'origins', COST_MSG.unknownOrigin],
    [{ currency: 'XYZ' }, 'currency', COST_MSG.unknownCurrency],
    [{ quantity: '-5' }, 'quantity', COST_MSG.quantityPositive],
    [{ quantity: '0' }, 'quantity', COST_MSG.quantityPositive],
    [{ price: '99999999999' }, 'price', COST_MSG.priceMax],
    [{ incoterm: 'FOB' }, 'incoterm', 'A FOB price needs the freight to China'],
    [{ rateDate: '2026-11-22' }, 'rateDate', 'No exchange rate for USD/CNY on 2026-11-22'],
    [{ origins: ['BR', 'AU', 'TH', 'US', 'NZ'] }, 'origins', COST_MSG.originsMax],
  ])('refuses %j with a 400 naming %s', async (change, field, message) => {
    const body = expectFailure(await calculate({ ...beef, ...change }), 400, field);
    expect(body.msg).toContain(message);
  });

  test('says what is wrong in Chinese to a Chinese reader', async () => {
    const body = expectFailure(await calculate({ ...beef, hsCode: '02023099' }, { lang: 'zh_cn' }), 400, 'hsCode');
    expect(body.msg).toContain(costMessages.texts.zh.unknownLine);
    const noRate = expectFailure(await calculate({ ...beef, rateDate: '2026-11-22' }, { lang: 'zh_cn' }), 400, 'rateDate');
    expect(noRate.msg).toContain('2026-11-22没有USD/CNY的汇率');
  });
});

describe('saved calculations: costCalculator save, pageByUser, del', () => {
  const list = async (who: SignedInUser) =>
    okData<{ list: SavedCalculation[]; total: number }>(await call(t, costCalls.pageByUser, { params: { page: 1, limit: 10 } }, who));

  test('a user saves, lists and deletes their own; nobody else sees or deletes them; bad input stores nothing', async () => {
    const saved = okData<SavedCalculation>(await call(t, costCalls.save, { body: { title: 'Brazil beef Q4', input: beef } }, owner));
    expect(saved.result.results[0]!.lines.at(-1)).toMatchObject({ key: 'landed', cny: '1170136.80' });
    expectFailure(
      await call(t, costCalls.save, { body: { title: 'Bad', input: { ...beef, quantity: '-1' } } }, owner),
      400,
      'input.quantity',
    );
    expectFailure(await call(t, costCalls.save, { body: { title: 'Bad', input: { ...beef, hsCode: '02023099' } } }, owner), 400, 'hsCode');
    expectFailure(await call(t, costCalls.save, { body: { title: 'Visitor', input: beef } }), 401);
    expect((await t.database.db.select().from(costCalculation)).length).toBe(1);

    expect((await list(owner)).list.map((s) => s.title)).toEqual(['Brazil beef Q4']);
    expect((await list(other)).total).toBe(0);
    expectFailure(await call(t, costCalls.pageByUser, { params: { page: 1, limit: 10 } }), 401);
    expectFailure(await call(t, costCalls.del, { body: { id: saved.id } }, other), 404);
    expect((await list(owner)).total).toBe(1);

    // Recalculated with today's rates: the saved input without its day takes the latest rate loaded.
    const { rateDate: _day, ...again } = saved.input as typeof beef;
    await upsertRates(t.database.db, [{ rateDate: '2026-11-23', source: 'Test rates', base: 'USD', quote: 'CNY', rate: '7.2' }]);
    const now = okData<Calculation>(await calculate(again));
    expect(now.rate).toMatchObject({ date: '2026-11-23', rate: '7.2' });
    expect(amounts(now.results[0]!).customsValue).toBe('972000.00');

    okData(await call(t, costCalls.del, { body: { id: saved.id } }, owner));
    expect((await list(owner)).total).toBe(0);
    expectFailure(await call(t, costCalls.del, { body: { id: saved.id } }, owner), 404);
  });
});

describe('GET /api/rate/exchange/list and /api/rate/tariff/list', () => {
  test('lists the latest rate of each pair, and one pair over a range', async () => {
    const latest = okData<{ list: { base: string; date: string; rate: string }[] }>(await call(t, costCalls.exchangeList));
    expect(latest.list.map((r) => [r.base, r.date])).toEqual([
      ['EUR', '2026-11-20'],
      ['USD', '2026-11-23'],
    ]);
    const range = okData<{ list: { date: string; rate: string }[] }>(
      await call(t, costCalls.exchangeList, { query: { base: 'USD', from: '2026-11-19', to: '2026-11-20' } }),
    );
    expect(range.list).toMatchObject([
      { date: '2026-11-19', rate: '7.08' },
      { date: '2026-11-20', rate: '7.1' },
    ]);
    expectFailure(await call(t, costCalls.exchangeList, { query: { base: 'USD', from: '2026-11-20', to: '2026-11-01' } }), 400, 'from');
  });

  test('names the sources and the day of the newest rate, and marks rates late after 4 days as the Data series', async () => {
    type Answer = { source: string; asOf: string | null; late: boolean };
    const latest = okData<Answer>(await call(t, costCalls.exchangeList));
    expect(latest).toMatchObject({ source: 'Test rates', asOf: '2026-11-23' });
    // The freshness of the Data area (isLate): late once the newest day is more than 4 days before today.
    expect(latest.late).toBe(Date.parse(isoDate(new Date())) - Date.parse('2026-11-23') > 4 * 86_400_000);
    const range = okData<Answer>(await call(t, costCalls.exchangeList, { query: { base: 'EUR', from: '2026-11-01', to: '2026-11-30' } }));
    expect(range).toMatchObject({ source: 'Test rates', asOf: '2026-11-20' });
    const none = okData<Answer & { list: unknown[] }>(
      await call(t, costCalls.exchangeList, { query: { base: 'GBP', from: '2026-11-01', to: '2026-11-30' } }),
    );
    expect(none).toMatchObject({ list: [], source: '-', asOf: null });
  });

  test('finds tariff lines by HS code prefix and by words in either language', async () => {
    const codes = async (keyword: string) =>
      okData<{ list: { hsCode: string }[] }>(await call(t, costCalls.tariffList, { query: { keyword } })).list.map((l) => l.hsCode);
    expect(await codes('0202.30')).toEqual(['02023000']);
    expect(await codes('boneless bovine')).toEqual(['02023000']);
    expect(await codes('虾')).toEqual(['03061719']);
    expect(await codes('')).toEqual(['02023000', '03061719']);
    // Several headings at once (a product page's goods type), and a code written with spaces.
    expect(await codes('0306 0202')).toEqual(['02023000', '03061719']);
    expect(await codes('0202 0307')).toEqual(['02023000']);
    expect(await codes('0202 30 00')).toEqual(['02023000']);
  });
});
