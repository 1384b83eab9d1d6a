import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { isoDate } from '../../../contracts/core/dates';
import { HEADER_LANG } from '../../../contracts/core/codes';
import { langOf } from '../../../contracts/core/languages';
import { eq } from 'drizzle-orm';
import { supplyDemand } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin } from '../../test-support/factories';
import { edited, LEAD, postsApi, released } from '../../test-support/posts';

/** Structured offers (docs/community.md 'Structured offers'): the fields, their rules, the board's filters and sorts. */

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let dave: SignedInUser;
let erin: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;

const DAY = 86_400_000;
const inDays = (n: number) => isoDate(new Date(Date.now() + n * DAY));
/** A word only this file's posts carry, so the board's other posts (of other tests on the template) stay out. */
const TAG = 'zqofferz';

const OFFER = {
  type: 1,
  accessType: '201',
  goodsType: 'BEEF',
  content: `Frozen boneless beef, forequarter cuts ${TAG}.`,
  originCountry: 'BR',
  quantity: '250',
  quantityUnit: 't',
  packing: 'Cartons of 25 kg',
  incoterm: 'CIF',
  port: 'Shanghai',
  price: '5200.50',
  currency: 'USD',
  priceUnit: 't',
  validUntil: inDays(30),
};

async function approved(user: SignedInUser, body: object) {
  const lead = released(await api.addLead(user, body));
  await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
  return lead.id;
}

/** The ids the board answers for these filters, in its order (only this file's posts). */
async function board(filter: object) {
  const res = await api.leads({ searchKey: TAG, ...filter }, undefined, 1, 50);
  return okData<{ list: { id: number }[] }>(res).list.map((l) => l.id);
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  // Posts are limited per user and hour: the board's and the home page's posts come from users of their own.
  carol = await registerUser(t, { nickName: 'Carol' });
  dave = await registerUser(t, { nickName: 'Dave' });
  erin = await registerUser(t, { nickName: 'Erin' });
  admin = await createAdmin(t);
  api = postsApi(t);
});
afterAll(() => t?.close());

describe('structured offers: the fields', () => {
  it('a post with every field stores them exactly and answers them on the board, decimals without padding', async () => {
    const id = await approved(alice, OFFER);
    const [lead] = okData(await api.leads({ searchKey: TAG, incoterm: 'CIF', goodsType: 'BEEF' })).list;
    expect(lead).toMatchObject({
      id,
      originCountry: 'BR',
      quantity: '250',
      quantityUnit: 't',
      packing: 'Cartons of 25 kg',
      incoterm: 'CIF',
      port: 'Shanghai',
      price: '5200.5',
      currency: 'USD',
      priceUnit: 't',
      validUntil: OFFER.validUntil,
    });
  });

  it('a free-text post keeps working: every field null', async () => {
    const lead = released(await api.addLead(alice, { ...LEAD, content: `Old style post ${TAG}-free` }));
    const own = okData(await api.leads({ userId: alice.userId, searchKey: `${TAG}-free` }, alice)).list;
    expect(own[0]).toMatchObject({ id: lead.id, quantity: null, price: null, incoterm: null, originCountry: null, validUntil: null });
  });

  it("a supply post that names a plant and no origin has the plant's country as its origin, on the card and in the filter", async () => {
    const plant = await createActivePlant(t, { countryCode: 'UY' });
    const id = await approved(alice, {
      ...LEAD,
      content: `Plant offer ${TAG}-plant`,
      plantNo: plant.plantNo,
      plantCountryCode: 'UY',
    });
    expect(okData(await api.leads({ searchKey: `${TAG}-plant`, originCountry: 'UY' })).list).toMatchObject([{ id, originCountry: 'UY' }]);
    expect(okData(await api.leads({ searchKey: `${TAG}-plant`, originCountry: 'BR' })).total).toBe(0);
  });

  const bad: [string, object, string, string][] = [
    ['quantity 0', { quantity: '0' }, 'quantity', POSTING_MSG.offerQuantityPositive],
    ['negative quantity', { quantity: '-5' }, 'quantity', POSTING_MSG.offerQuantityPositive],
    ['quantity as words', { quantity: 'ten' }, 'quantity', POSTING_MSG.offerQuantityPositive],
    ['four decimals of quantity', { quantity: '1.2345' }, 'quantity', 'The quantity has at most 3 decimals'],
    ['more tonnes than the maximum', { quantity: '100001' }, 'quantity', POSTING_MSG.offerQuantityMax],
    ['more containers than the maximum', { quantity: '1001', quantityUnit: '40ft' }, 'quantity', POSTING_MSG.offerQuantityMax],
    ['a quantity without its unit', { quantityUnit: null }, 'quantityUnit', POSTING_MSG.offerQuantityUnit],
    ['an unknown unit', { quantityUnit: 'barrel' }, 'quantityUnit', POSTING_MSG.offerUnknownUnit],
    ['price 0', { price: '0' }, 'price', POSTING_MSG.offerPricePositive],
    ['too large a price', { price: '10000001' }, 'price', POSTING_MSG.offerPriceMax],
    ['five decimals of price', { price: '1.23456' }, 'price', 'The price has at most 4 decimals'],
    ['a price without currency', { currency: null }, 'currency', POSTING_MSG.offerPriceCurrency],
    ['a price without its unit', { priceUnit: undefined }, 'priceUnit', POSTING_MSG.offerPriceUnit],
    ['a currency without a price', { price: null }, 'price', POSTING_MSG.offerPriceAlone],
    ['an unknown currency', { currency: 'XYZ' }, 'currency', POSTING_MSG.offerUnknownCurrency],
    ['an unknown price unit', { priceUnit: 'pallet' }, 'priceUnit', POSTING_MSG.offerUnknownPriceUnit],
    ['an Incoterm that is not one', { incoterm: 'FAS' }, 'incoterm', POSTING_MSG.offerIncoterm],
    ['an Incoterm without its port', { port: '  ' }, 'port', POSTING_MSG.offerIncotermPort],
    ['a port without an Incoterm', { incoterm: null }, 'incoterm', POSTING_MSG.offerPortAlone],
    ['too long a port', { port: 'P'.repeat(61) }, 'port', 'The port has at most 60 characters'],
    ['too long a packing', { packing: 'x'.repeat(101) }, 'packing', 'The packing has at most 100 characters'],
    ['a validity in the past', { validUntil: inDays(-1) }, 'validUntil', POSTING_MSG.offerValidityPast],
    ['a validity that is no date', { validUntil: '31.12.2030' }, 'validUntil', 'YYYY-MM-DD'],
    ['an origin that is no ISO code', { originCountry: 'Brazil' }, 'originCountry', 'ISO'],
  ];
  it.each(bad)('refuses %s with its message and stores nothing', async (_, change, field, message) => {
    const content = `Refused offer ${TAG}-bad`;
    const body = expectFailure(await api.addLead(bob, { ...OFFER, ...change, content }), 400, field);
    expect(body.msg).toContain(message);
    expect(okData(await api.leads({ userId: bob.userId, searchKey: `${TAG}-bad` }, bob)).total).toBe(0);
  });

  it('answers a refusal in Chinese to a Chinese reader', async () => {
    const res = await call(
      t,
      leadCalls.add,
      { body: { ...OFFER, port: '' } },
      { headers: { ...bob.headers, [HEADER_LANG]: langOf('zh') } },
    );
    const body = expectFailure(res, 400, 'port');
    expect(body.msg).toContain('贸易术语须注明港口或地点');
  });

  it('markup in the text fields is stored and answered as text', async () => {
    const packing = '<img src=x onerror=alert(1)>';
    const port = '<b>Qingdao</b>';
    const id = await approved(alice, { ...OFFER, content: `Markup ${TAG}-markup`, packing, port });
    const [lead] = okData(await api.leads({ searchKey: `${TAG}-markup` })).list;
    expect(lead).toMatchObject({ id, packing, port });
  });
});

describe('structured offers: edits', () => {
  it('an edit of an approved post carries the new fields; the moderation queue shows each change', async () => {
    const id = await approved(alice, { ...OFFER, content: `Edited offer ${TAG}-edit` });
    okData(await call(t, moderationCalls.saveSettings, { body: { reviewEdits: true } }, admin));
    try {
      const answer = edited(
        await api.post(
          leadCalls.update,
          { ...OFFER, content: `Edited offer ${TAG}-edit`, id, price: '4980', incoterm: 'CFR', port: 'Tianjin' },
          alice,
        ),
      );
      expect(answer.editPending).toBe(true);
      const queue = okData(
        await call(t, moderationCalls.queue, { query: { subjectType: 'SUPPLY_DEMAND', checkStatus: 0, page: 1, limit: 100 } }, admin),
      );
      const item = queue.list.find((i: { id: number }) => i.id === id);
      expect(item.edit.changes).toEqual([
        { field: 'incoterm', before: 'CIF', after: 'CFR' },
        { field: 'port', before: 'Shanghai', after: 'Tianjin' },
        { field: 'price', before: '5200.5000', after: '4980.0000' },
      ]);
      // The public keeps the approved version until the edit is reviewed.
      expect(okData(await api.leads({ searchKey: `${TAG}-edit` })).list[0]).toMatchObject({ price: '5200.5', port: 'Shanghai' });
    } finally {
      okData(await call(t, moderationCalls.saveSettings, { body: { reviewEdits: false } }, admin));
    }
  });

  it('an edit that leaves the fields out clears them (the form is sent whole)', async () => {
    const id = await approved(alice, { ...OFFER, content: `Cleared offer ${TAG}-clear` });
    edited(await api.post(leadCalls.update, { ...LEAD, content: `Cleared offer ${TAG}-clear`, id }, alice));
    expect(okData(await api.leads({ searchKey: `${TAG}-clear` })).list[0]).toMatchObject({
      id,
      price: null,
      incoterm: null,
      quantity: null,
    });
  });
});

describe('the board: filters and sorts', () => {
  let beefBR: number;
  let porkAU: number;
  let beefAUkg: number;
  let demandAR: number;
  let container: number;
  let eur: number;
  let plain: number;
  const F = `${TAG}-board`;

  beforeAll(async () => {
    // In posting order, so 'newest' is the reverse; each priced per tonne unless said otherwise.
    plain = await approved(carol, { ...LEAD, content: `Free text ${F}` });
    beefBR = await approved(carol, { ...OFFER, content: `Beef ${F}`, price: '5200', validUntil: inDays(40) });
    porkAU = await approved(dave, {
      ...OFFER,
      goodsType: 'PORK',
      content: `Pork ${F}`,
      originCountry: 'AU',
      incoterm: 'FOB',
      port: 'Brisbane',
      price: '2900',
      validUntil: inDays(5),
    });
    // 4.10 USD per kg is 4,100 per tonne: it sorts between the pork and the beef.
    beefAUkg = await approved(dave, {
      ...OFFER,
      content: `Beef kg ${F}`,
      originCountry: 'AU',
      price: '4.10',
      priceUnit: 'kg',
      validUntil: null,
    });
    demandAR = await approved(dave, {
      ...OFFER,
      type: 2,
      content: `Wanted ${F}`,
      originCountry: 'AR',
      incoterm: 'CFR',
      port: 'Qingdao',
      price: '4500',
      validUntil: inDays(10),
    });
    container = await approved(carol, {
      ...OFFER,
      content: `Container ${F}`,
      quantity: '3',
      quantityUnit: '40ft',
      price: '130000',
      priceUnit: 'container',
      validUntil: inDays(20),
    });
    eur = await approved(carol, {
      ...OFFER,
      content: `Euro ${F}`,
      originCountry: 'FR',
      price: '3000',
      currency: 'EUR',
      validUntil: inDays(60),
    });
  });

  const ids = (filter: object) => board({ searchKey: F, ...filter });

  it('type, product, origin and Incoterm each narrow the board', async () => {
    expect(await ids({ type: 2 })).toEqual([demandAR]);
    expect(await ids({ type: 1, goodsType: 'PORK' })).toEqual([porkAU, plain]);
    expect(await ids({ type: 1, originCountry: 'AU' })).toEqual([beefAUkg, porkAU]);
    expect(await ids({ incoterm: 'FOB' })).toEqual([porkAU]);
    expect(await ids({ incoterm: 'CIF', originCountry: 'BR', type: 1 })).toEqual([container, beefBR]);
  });

  it('a price range compares prices per tonne in its currency; per container and other currencies are out', async () => {
    expect(await ids({ type: 1, priceCurrency: 'USD', priceMin: '4000', priceMax: '5500' })).toEqual([beefAUkg, beefBR]);
    expect(await ids({ type: 1, priceCurrency: 'USD', priceMax: 3000 })).toEqual([porkAU]);
    expect(await ids({ type: 1, priceCurrency: 'EUR', priceMin: '0' })).toEqual([eur]);
  });

  it('sorts by price: the chosen currency cheapest first, then other currencies, then posts without a price per tonne', async () => {
    expect(await ids({ type: 1, sort: 'price', priceCurrency: 'USD' })).toEqual([porkAU, beefAUkg, beefBR, eur, container, plain]);
  });

  it('sorts by expiry: soonest to lapse first (validity, else the 90 days)', async () => {
    // beefAUkg and plain have no validity: both lapse after their 90 days, and plain was posted first.
    expect(await ids({ type: 1, sort: 'expiry' })).toEqual([porkAU, container, beefBR, eur, plain, beefAUkg]);
  });

  it('newest first by default', async () => {
    expect(await ids({ type: 1 })).toEqual([eur, container, beefAUkg, porkAU, beefBR, plain]);
  });

  it('refuses a price range without a currency, a range upside down and an unknown sort, with their messages', async () => {
    let body = expectFailure(await api.leads({ priceMin: '100' }), 400, 'priceCurrency');
    expect(body.msg).toContain(POSTING_MSG.boardPriceCurrency);
    body = expectFailure(await api.leads({ priceMin: '600', priceMax: '500', priceCurrency: 'USD' }), 400, 'priceMin');
    expect(body.msg).toContain(POSTING_MSG.boardPriceOrder);
    expectFailure(await api.leads({ sort: 'cheapest' }), 400, 'sort');
    expectFailure(await api.leads({ incoterm: 'XYZ' }), 400, 'incoterm');
    expectFailure(await api.leads({ originCountry: 'brazil' }), 400, 'originCountry');
  });
});

describe('the homepage call', () => {
  it('answers the newest approved, unexpired posts of each type, to a visitor; pending and lapsed posts stay out', async () => {
    const H = `${TAG}-home`;
    const supply = await approved(erin, { ...OFFER, content: `Home supply ${H}` });
    const demand = await approved(erin, { ...OFFER, type: 2, content: `Home demand ${H}` });
    const pending = released(await api.addLead(erin, { ...OFFER, content: `Home pending ${H}` })).id;
    // An offer whose validity ended yesterday has left the board and the home page, though its 90 days run on.
    const lapsed = await approved(erin, { ...OFFER, content: `Home lapsed ${H}` });
    await t.database.db
      .update(supplyDemand)
      .set({ validUntil: inDays(-1) })
      .where(eq(supplyDemand.id, lapsed));
    expect(okData(await api.leads({ searchKey: H })).list.map((l: { id: number }) => l.id)).not.toContain(lapsed);
    const home = okData(await call(t, leadCalls.homepage, { query: { size: 2 } }));
    expect(home.supply).toHaveLength(2);
    expect(home.supply[0]).toMatchObject({ id: supply, type: 1, incoterm: 'CIF', price: '5200.5' });
    expect(home.supply.map((l: { id: number }) => l.id)).not.toContain(lapsed);
    expect(home.demand[0]).toMatchObject({ id: demand, type: 2 });
    expect([...home.supply, ...home.demand].map((l: { id: number }) => l.id)).not.toContain(pending);
    expect(home.demand.every((l: { type: number }) => l.type === 2)).toBe(true);
    expectFailure(await call(t, leadCalls.homepage, { query: { size: 11 } }), 400, 'size');
  });
});
