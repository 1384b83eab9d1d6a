import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../../contracts/leads/calls';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { HEADER_LANG } from '../../../contracts/core/codes';
import { langOf } from '../../../contracts/core/languages';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin } from '../../test-support/factories';
import { daysFromNow, edited, LEAD, postsApi, released, STRUCTURED_LEAD } from '../../test-support/posts';

/** Structured offers (docs/community.md 'Structured offers'): the fields, their rules and messages, edits. */

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;

/** A word only this file's posts carry, so the board's other posts (of other tests on the template) stay out. */
const TAG = 'zqofferz';
const OFFER = { ...STRUCTURED_LEAD, content: `Frozen boneless beef, forequarter cuts ${TAG}.`, validUntil: daysFromNow(30) };
const inDays = daysFromNow;

async function approved(user: SignedInUser, body: object) {
  const lead = released(await api.addLead(user, body));
  await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
  return lead.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
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
