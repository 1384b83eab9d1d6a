import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicCalls } from '../../../contracts/forum/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { trackingCalls } from '../../../contracts/tracking/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await registerUser(t, { nickName: 'Carol' });
});
afterAll(() => t?.close());

const ALL: CallDefinition[] = Object.values(topicCalls);
const params = { page: 1, limit: 10 };
/** A well-formed body for each write, so a visitor's refusal is the session's, not the input's. */
const VALID: Record<string, object> = {
  [topicCalls.add.path]: { labelClass: 'MARKET', title: 'Pork prices', content: 'x'.repeat(60) },
  [topicCalls.remove.path]: { ids: [1] },
  [topicCalls.collect.path]: { topicId: 1 },
  [topicCalls.uncollect.path]: { topicId: 1 },
};

describe('every forum call', () => {
  it.each(ALL.filter((c) => c.access === 'user').map((c) => [c.path, c] as const))(
    '%s refuses a visitor with 401 invalid token',
    async (_p, call) => {
      const res = await callAs(t, {}, call, { params, body: VALID[call.path] ?? {}, query: { page: 1, limit: 10 } });
      expect(expectFailure(res, 401).msg).toBe('invalid token');
    },
  );

  it.each(ALL.filter((c) => c.body).map((c) => [c.path, c] as const))('%s answers bad input with 400 in the envelope', async (_p, call) => {
    const res = await callAs(t, user.headers, call, {
      params,
      body: {
        ids: 'x',
        type: 9,
        labelClass: 7,
        subjectType: 'NOPE',
        supplyDemandId: -1,
        topicId: 'a',
        id: 0,
        checkStatus: 'x',
        labelStatus: 5,
      },
    });
    expectFailure(res, 400);
  });

  it('a topic without its code answers 400', async () => {
    expectFailure(await callAs(t, {}, topicCalls.detail, { query: {} }), 400);
  });

  it('counts a click without storing who made it, and nothing at all under DNT or Global Privacy Control', async () => {
    const body = {
      categoryType: 'TAB',
      eventLang: 0,
      name: 'Last Release',
      eventChannel: 'PC',
      area: 'exchange',
      remark: 'user@example.com',
    };
    okData(await callAs(t, user.headers, trackingCalls.add, { body }));
    okData(await callAs(t, { dnt: '1' }, trackingCalls.add, { body }));
    okData(await callAs(t, { 'sec-gpc': '1' }, trackingCalls.add, { body }));
    const rows = await t.database.db.execute('select * from tracking_event_count' as never);
    const list = (rows as unknown as { rows: Record<string, unknown>[] }).rows;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ category_type: 'TAB', name: 'Last Release', area: 'exchange', count: 1 });
    expect(JSON.stringify(list)).not.toContain('example.com');
    expectFailure(await callAs(t, {}, trackingCalls.add, { body: { ...body, categoryType: 'SPY' } }), 400);
  });
});
