import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { supplyDemand } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { daysFromNow, LEAD, postsApi, released, STRUCTURED_LEAD } from '../../test-support/posts';

/** The board's filters and orders over structured offers (decision 0053), and the home page's call. */

let t: TestApp;
let carol: SignedInUser;
let dave: SignedInUser;
let erin: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;

/** A word only this file's posts carry, so the board's other posts (of other tests on the template) stay out. */
const TAG = 'zqboardz';
const OFFER = { ...STRUCTURED_LEAD, content: `Frozen boneless beef ${TAG}.`, validUntil: daysFromNow(30) };
const inDays = daysFromNow;

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
  // Posts are limited per user and hour: each user posts a few.
  carol = await registerUser(t, { nickName: 'Carol' });
  dave = await registerUser(t, { nickName: 'Dave' });
  erin = await registerUser(t, { nickName: 'Erin' });
  admin = await createAdmin(t);
  api = postsApi(t);
});
afterAll(() => t?.close());

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
