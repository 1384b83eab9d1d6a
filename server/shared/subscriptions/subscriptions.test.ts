import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { subscriptionCalls } from '../../../contracts/subscriptions/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { SUBSCRIPTION_MSG } from '../../../contracts/subscriptions/codes';
import { MSG } from '../../../contracts/core/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createActivePlant, createAdmin, createSubscribedUser, type MadePlant } from '../../test-support/factories';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let plantRow: MadePlant;
let companyCard: MadePlant['company'];

beforeAll(async () => {
  // No demo rows: the plant and the company are made here, so the lists hold only what the tests add.
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  plantRow = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
  companyCard = (await createActivePlant(t, { accessType: '202', countryCode: 'NO' })).company;
});
afterAll(() => t?.close());

const post = (definition: CallDefinition, payload: unknown, user?: SignedInUser) => call(t, definition, { body: payload }, user);
const listPage = (payload: unknown, user: SignedInUser, page = 1) =>
  call(t, subscriptionCalls.list, { params: { page, limit: 10 }, body: payload }, user);
const plantDetail = (user?: SignedInUser) =>
  post(marketCalls.plant, { plantNo: plantRow.plantNo, countryCode: plantRow.countryCode, accessType: '201' }, user).then(okData);
const subscribePlant = (user?: SignedInUser, extra: object = {}) =>
  post(
    subscriptionCalls.subscribe,
    {
      accessType: '201',
      countryCode: plantRow.countryCode,
      subObject: plantRow.plantNo,
      subType: 'FACTORY',
      subStatus: 1,
      subTerminal: 'PC',
      ...extra,
    },
    user,
  );

describe('without a session', () => {
  it.each([
    { definition: subscriptionCalls.subscribe, body: { accessType: '201', countryCode: 'UY', subObject: 'X', subType: 'FACTORY' } },
    { definition: subscriptionCalls.unsubscribe, body: { id: 1 } },
    { definition: subscriptionCalls.list, body: {}, params: { page: 1, limit: 10 } },
    { definition: subscriptionCalls.like, body: { accessType: '201', countryCode: 'UY', pointObject: 'X', pointType: 'FACTORY' } },
    { definition: subscriptionCalls.unlike, body: { id: 1 } },
  ])('$definition.path answers 401 invalid token', async ({ definition, body, params }) => {
    expect(expectFailure(await call(t, definition, { params, body }), 401).msg).toBe(MSG.invalidToken);
  });
});

describe('subscriptions', () => {
  it('subscribes to a plant once, shows it on the plant and in the list, and unsubscribes', async () => {
    const id = okData(await subscribePlant(alice, { userId: alice.userId, nickName: 'Alice' }));
    expect(id).toEqual(expect.any(Number));
    expect(okData(await subscribePlant(alice))).toBe(id);
    expect(await plantDetail(alice)).toMatchObject({ subStatus: 1, subId: id });
    expect(await plantDetail(bob)).toMatchObject({ subStatus: 2, subId: null });

    const list = okData(await listPage({ subscribeType: 'FACTORY' }, alice));
    expect(list.total).toBe(1);
    expect(list.list[0]).toEqual({
      id,
      subscribeType: 'FACTORY',
      accessType: '201',
      subObject: plantRow.plantNo,
      subObjectName: plantRow.plantName,
      companyLogo: expect.any(String),
      countryName: 'Uruguay',
      countryCode: 'UY',
      createDate: expect.any(String),
    });
    expect(okData(await listPage({}, bob)).total).toBe(0);

    // Bob cannot remove Alice's subscription.
    expectFailure(await post(subscriptionCalls.unsubscribe, { id, subStatus: 2 }, bob), 404);
    const removed = await post(subscriptionCalls.unsubscribe, { id, nickName: 'Alice', subStatus: 2 }, alice);
    expect(removed.json()).toEqual({ rspCode: '200', msg: SUBSCRIPTION_MSG.unsubscribed, data: null });
    expect(await plantDetail(alice)).toMatchObject({ subStatus: 2, subId: null });
    expectFailure(await post(subscriptionCalls.unsubscribe, { id }, alice), 404);
  });

  it('subscribes to a company and filters the list by type and word', async () => {
    const body = { accessType: '202', countryCode: companyCard.countryCode, subObject: companyCard.companyCode, subType: 'COMPANY' };
    const id = okData(await post(subscriptionCalls.subscribe, body, bob));
    const detail = okData(
      await post(
        marketCalls.company,
        { countryCode: companyCard.countryCode, accessType: '202', companyCode: companyCard.companyCode },
        bob,
      ),
    );
    expect(detail).toMatchObject({ subStatus: 1, subId: id });
    const word = companyCard.plantName.split(' ')[0]!;
    expect(okData(await listPage({ subscribeType: 'COMPANY', queryWord: word }, bob)).total).toBe(1);
    expect(okData(await listPage({ subscribeType: 'FACTORY' }, bob)).total).toBe(0);
    expect(okData(await listPage(null, bob)).total).toBe(1);
  });

  it("an administrator can neither list nor remove another user's subscription", async () => {
    const { user: carol, subscriptionId } = await createSubscribedUser(t, plantRow, { nickName: 'Carol' });
    const admin = await createAdmin(t);
    expect(okData(await listPage({}, admin)).total).toBe(0);
    expectFailure(await post(subscriptionCalls.unsubscribe, { id: subscriptionId }, admin), 404);
    expect(okData(await listPage({}, carol)).list.map((s: { id: number }) => s.id)).toEqual([subscriptionId]);
  });

  it('refuses unknown subjects, bad input and another user id', async () => {
    expectFailure(await subscribePlant(alice, { subObject: 'NO SUCH PLANT' }), 404);
    expectFailure(await subscribePlant(alice, { subType: 'PERSON' }), 400, 'subType');
    expectFailure(await subscribePlant(alice, { subStatus: 2 }), 400, 'subStatus');
    expectFailure(await subscribePlant(alice, { userId: bob.userId }), 403);
    expectFailure(await listPage({}, alice, 0), 400, 'page');
  });
});

describe('plant likes', () => {
  it('counts a like once per user, shows it on the plant, and takes it back', async () => {
    const before = await plantDetail(alice);
    const like = {
      accessType: '201',
      countryCode: plantRow.countryCode,
      pointObject: plantRow.plantNo,
      pointTerminal: 'PC',
      pointType: 'FACTORY',
    };
    const id = okData(await post(subscriptionCalls.like, like, alice));
    expect(okData(await post(subscriptionCalls.like, like, alice))).toBe(id);
    const after = await plantDetail(alice);
    expect(after).toMatchObject({ likePointStatus: 1, likePointId: id, pointCount: before.pointCount + 1 });
    expect(await plantDetail(bob)).toMatchObject({ likePointStatus: 2, pointCount: before.pointCount + 1 });

    expectFailure(await post(subscriptionCalls.unlike, { id }, bob), 404);
    okData(await post(subscriptionCalls.unlike, { id }, alice));
    expect(await plantDetail(alice)).toMatchObject({ likePointStatus: 2, likePointId: null, pointCount: before.pointCount });
    expectFailure(await post(subscriptionCalls.unlike, { id }, alice), 404);
  });

  it('refuses a like of an unknown plant or of another point type', async () => {
    expectFailure(
      await post(subscriptionCalls.like, { accessType: '201', countryCode: 'UY', pointObject: 'NOPE', pointType: 'FACTORY' }, alice),
      404,
    );
    expectFailure(
      await post(subscriptionCalls.like, { accessType: '201', countryCode: 'UY', pointObject: 'X', pointType: 'COMPANY' }, alice),
      400,
      'pointType',
    );
  });
});
