import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, callAs, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';

/**
 * Auto-approval (issue 10): the administrator sets how many approved posts and topics let a user's next ones skip
 * the queue. Driven through the product's calls only: the settings, posting, the queue's review and the public lists.
 */
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

const as = (user: SignedInUser | undefined, call: Parameters<typeof callAs>[2], input: Parameters<typeof callAs>[3] = {}) =>
  callAs(t, user?.headers ?? {}, call, input);

const setThreshold = async (autoApproveAfter: unknown) =>
  okData(await as(admin, moderationCalls.saveSettings, { body: { autoApproveAfter } }));
const threshold = async () => okData<{ autoApproveAfter: number }>(await as(admin, moderationCalls.settings)).autoApproveAfter;

let posted = 0;
/** A lead (supply post) or topic by this user; answers its id, code and the review status it starts in. */
async function post(user: SignedInUser, kind: 'lead' | 'topic') {
  posted += 1;
  const res =
    kind === 'lead'
      ? await as(user, leadCalls.add, {
          body: { type: 1, accessType: '201', goodsType: 'PORK', content: `Frozen pork loins, 3 x 40ft a month, CIF Tianjin #${posted}` },
        })
      : await as(user, topicCalls.add, {
          body: {
            labelClass: 'LOGISTICS',
            title: `Reefer plug-in charges at Yangshan #${posted}`,
            content: 'Has anyone seen the new plug-in charges for reefer containers at Yangshan this month? Ours doubled.',
          },
        });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; code: string; checkStatus: number };
}

const review = async (kind: 'lead' | 'topic', id: number, checkStatus: 2 | 3) =>
  okData(
    await as(admin, moderationCalls.review, {
      body: {
        subjectType: kind === 'lead' ? 'SUPPLY_DEMAND' : 'COMMUNITY',
        id,
        checkStatus,
        reason: checkStatus === 3 ? 'Off topic' : undefined,
      },
    }),
  );

const publicLeadIds = async () =>
  okData<{ list: { id: number }[] }>(await as(undefined, leadCalls.page, { params: { page: 1, limit: 100 }, body: { type: 1 } })).list.map(
    (l) => l.id,
  );
const publicTopic = (code: string): Promise<LightMyRequestResponse> => as(undefined, topicCalls.detail, { query: { code } });

describe('auto-approval after a number of approvals the administrator sets', () => {
  it('is off by default: every new post waits Under Review', async () => {
    expect(await threshold()).toBe(0);
    const user = await registerUser(t, { nickName: 'Newcomer' });
    expect((await post(user, 'lead')).checkStatus).toBe(1);
  });

  it('a user waits in the queue until N earlier posts were approved (a refused one does not count), then publishes at once', async () => {
    const since = await lastAuditId(t);
    await setThreshold(2);
    expect(await threshold()).toBe(2);
    const audit = (await auditSince(t, since)).find((e) => e.action === 'moderation.settings');
    expect(audit).toMatchObject({ before: { autoApproveAfter: 0 }, after: { autoApproveAfter: 2 } });

    const dana = await registerUser(t, { nickName: 'Dana' });
    const first = await post(dana, 'lead');
    const topic = await post(dana, 'topic');
    expect([first.checkStatus, topic.checkStatus]).toEqual([1, 1]);

    // A refusal is no approval: still none approved.
    await review('lead', first.id, 3);
    expect((await post(dana, 'lead')).checkStatus).toBe(1);

    // One approval (a topic: posts and topics count together) is not yet two.
    await review('topic', topic.id, 2);
    const second = await post(dana, 'lead');
    expect(second.checkStatus).toBe(1);
    expect(await publicLeadIds()).not.toContain(second.id);

    // The second approval: the next lead and topic skip the queue and the public sees them.
    await review('lead', second.id, 2);
    const direct = await post(dana, 'lead');
    expect(direct.checkStatus).toBe(2);
    expect(await publicLeadIds()).toContain(direct.id);
    const directTopic = await post(dana, 'topic');
    expect(directTopic.checkStatus).toBe(2);
    expect(okData(await publicTopic(directTopic.code))).toMatchObject({ id: directTopic.id, checkStatus: 2 });

    // The approvals are Dana's own: another user still waits.
    const erin = await registerUser(t, { nickName: 'Erin' });
    expect((await post(erin, 'lead')).checkStatus).toBe(1);
  });

  it('an approval taken back (the post refused later) no longer counts', async () => {
    await setThreshold(1);
    const frank = await registerUser(t, { nickName: 'Frank' });
    const first = await post(frank, 'lead');
    await review('lead', first.id, 2);
    expect((await post(frank, 'topic')).checkStatus).toBe(2);
    // Both approved items refused: nothing approved is left, so the next one waits again.
    await review('lead', first.id, 3);
    const topics = okData<{ list: { id: number; checkStatus: number }[] }>(
      await as(frank, topicCalls.page, { params: { page: 1, limit: 10 }, body: { userId: frank.userId } }),
    );
    for (const item of topics.list.filter((x) => x.checkStatus === 2)) await review('topic', item.id, 3);
    expect((await post(frank, 'lead')).checkStatus).toBe(1);
  });

  it('0 turns it off again, even for a user above the old number', async () => {
    await setThreshold(1);
    const gina = await registerUser(t, { nickName: 'Gina' });
    await review('lead', (await post(gina, 'lead')).id, 2);
    expect((await post(gina, 'lead')).checkStatus).toBe(2);
    await setThreshold(0);
    expect(await threshold()).toBe(0);
    const waiting = await post(gina, 'lead');
    expect(waiting.checkStatus).toBe(1);
    expect(await publicLeadIds()).not.toContain(waiting.id);
  });

  it.each([
    ['negative', -1],
    ['over the maximum', 1001],
    ['a fraction', 2.5],
    ['text', 'five'],
    ['empty text', ''],
    ['null', null],
    ['a boolean', true],
    ['a list', [3]],
    ['missing', undefined],
  ])('refuses %s with a 400 naming the field and keeps the setting', async (_name, value) => {
    await setThreshold(3);
    const body = value === undefined ? {} : { autoApproveAfter: value };
    expectFailure(await as(admin, moderationCalls.saveSettings, { body }), 400, 'autoApproveAfter');
    expect(await threshold()).toBe(3);
  });

  it('only an administrator reads or sets it (to anyone else the admin calls do not exist)', async () => {
    await setThreshold(3);
    const user = await registerUser(t, { nickName: 'Hal' });
    expectFailure(await as(undefined, moderationCalls.saveSettings, { body: { autoApproveAfter: 1 } }), 404);
    expectFailure(await as(user, moderationCalls.saveSettings, { body: { autoApproveAfter: 1 } }), 404);
    expectFailure(await as(user, moderationCalls.settings), 404);
    expect(await threshold()).toBe(3);
  });
});
