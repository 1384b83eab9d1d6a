import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadCalls } from '../../../contracts/leads/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { expectFailure } from '../../test-support/envelope';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await registerUser(t, { nickName: 'Carol' });
});
afterAll(() => t?.close());

const ALL: CallDefinition[] = [...Object.values(leadCalls), ...Object.values(moderationCalls)];
const params = { page: 1, limit: 10 };
/** A well-formed body for each write, so a visitor's refusal is the session's, not the input's. */
const VALID: Record<string, object> = {
  [leadCalls.add.path]: { type: 1, accessType: '201', goodsType: 'PORK', content: 'Frozen pork bellies' },
  [leadCalls.remove.path]: { ids: [1] },
  [leadCalls.renew.path]: { id: 1 },
  [leadCalls.collect.path]: { supplyDemandId: 1 },
  [leadCalls.uncollect.path]: { supplyDemandId: 1 },
  [moderationCalls.report.path]: { subjectType: 'COMMUNITY', id: 1, reason: 'Spam' },
};

describe('every supply and demand and moderation call', () => {
  it.each(ALL.filter((c) => c.access === 'user').map((c) => [c.path, c] as const))(
    '%s refuses a visitor with 401 invalid token',
    async (_p, call) => {
      const res = await callAs(t, {}, call, { params, body: VALID[call.path] ?? {}, query: { page: 1, limit: 10 } });
      expect(expectFailure(res, 401).msg).toBe('invalid token');
    },
  );

  it.each(ALL.filter((c) => c.access === 'admin').map((c) => [c.path, c] as const))(
    '%s answers 404 to a user who is not an administrator',
    async (_p, call) => {
      expectFailure(await callAs(t, user.headers, call, { params, body: {} }), 404);
    },
  );

  it.each(ALL.filter((c) => c.body && c.access !== 'admin').map((c) => [c.path, c] as const))(
    '%s answers bad input with 400 in the envelope',
    async (_p, call) => {
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
    },
  );

  it('bad paging and queries answer 400', async () => {
    expectFailure(await callAs(t, {}, leadCalls.page, { params: { page: 0, limit: 10 }, body: {} }), 400);
    expectFailure(await callAs(t, user.headers, leadCalls.collectPage, { query: { limit: 1000 } }), 400);
  });
});
