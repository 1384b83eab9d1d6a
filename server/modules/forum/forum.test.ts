import { call } from '../../test-support/calls';
import { topicCalls } from '../../../contracts/forum/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { postsApi, released, TOPIC } from '../../test-support/posts';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  admin = await createAdmin(t);
  api = postsApi(t);
});
afterAll(() => t?.close());

describe('topics', () => {
  it('releases a topic Under Review; refused, its author reads the reason; approved, it lists with label names (views: view-counts.test.ts)', async () => {
    const topic = released(await api.addTopic(alice, TOPIC));
    expectFailure(await api.topic(topic.code), 404);
    await api.review(admin, 'COMMUNITY', topic.id, 3, 'Please add the port and the date');
    expect(okData(await api.topic(topic.code, alice))).toMatchObject({ checkStatus: 3, refuseReason: 'Please add the port and the date' });
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    const shown = okData(await api.topic(topic.code));
    expect(shown).toMatchObject({
      checkStatus: 2,
      labelClassEnName: 'Logistics and cold chain',
      labelClassZhName: '物流与冷链',
      labelEnName: 'Reefer containers',
      viewsCount: 0,
    });
    okData(await api.post(moderationCalls.flags, { subjectType: 'COMMUNITY', id: topic.id, top: 1, good: 1 }, admin));
    const top = okData(await api.topics({ tab: 2 }));
    expect(top.list.map((x: { id: number }) => x.id)).toContain(topic.id);
    expect(okData(await api.topics({ good: 1, labelClass: 'LOGISTICS', content: 'yangshan' })).total).toBe(1);
    expect(okData(await api.post(topicCalls.collect, { topicId: topic.id }, bob))).toBe(1);
  });

  it('refuses bad input with the §5 messages', async () => {
    expect(expectFailure(await api.addTopic(alice, { ...TOPIC, title: 'Hey' }), 400, 'title').msg).toContain(POSTING_MSG.titleMin);
    expect(expectFailure(await api.addTopic(alice, { ...TOPIC, content: 'short' }), 400, 'content').msg).toContain(POSTING_MSG.contentMin);
    expectFailure(await api.addTopic(alice, { ...TOPIC, labelCode: 'PORK_MARKET' }), 400, 'labelCode');
    expectFailure(await api.addTopic(alice, { ...TOPIC, images: ['/a.png'], video: '/v.webm' }), 400, 'video');
    expectFailure(await api.addTopic(alice, { ...TOPIC, video: '/media/uploads/not-mine.mp4' }), 400, 'video');
  });

  it('acts only as the caller: a topic or favourite naming another user is a 403, and 0 names nobody', async () => {
    expectFailure(await api.addTopic(bob, { ...TOPIC, userId: alice.userId }), 403);
    const topic = released(await api.addTopic(bob, { ...TOPIC, userId: 0 }));
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    expectFailure(await api.post(topicCalls.collect, { topicId: topic.id, userId: bob.userId }, alice), 403);
    expect(okData(await api.post(topicCalls.collect, { topicId: topic.id, userId: alice.userId }, alice))).toBe(1);
    expectFailure(await api.post(topicCalls.uncollect, { topicId: topic.id, userId: bob.userId }, alice), 403);
    expect(okData(await api.post(topicCalls.uncollect, { topicId: topic.id, userId: 0 }, alice))).toBe(0);
    expectFailure(await api.topics({ userId: bob.userId }), 401);
    expectFailure(await api.topics({ collectUserId: bob.userId }, alice), 403);
  });

  it("hides another user's unapproved topic and refuses deleting another's, even to an administrator", async () => {
    const topic = released(await api.addTopic(alice, TOPIC));
    expect(expectFailure(await api.topic(topic.code, bob), 404).msg).toBe(POSTING_MSG.topicNotFound);
    expectFailure(await api.topic(topic.code, admin), 404);
    expect(expectFailure(await api.post(topicCalls.remove, { ids: [topic.id] }, bob), 404).msg).toBe(POSTING_MSG.topicNotFound);
    expectFailure(await api.post(topicCalls.remove, { ids: [topic.id] }, admin), 404);
    okData(await api.post(topicCalls.remove, { ids: [topic.id] }, alice));
    expectFailure(await api.topic(topic.code, alice), 404);
  });

  it('lists labels of a class, and related topics without the topic itself', async () => {
    const labels = okData(
      await call(t, topicCalls.labels, { params: { page: 1, limit: 9999 }, body: { labelStatus: 1, labelClass: 'QUALITY', who: 'PC' } }),
    );
    expect(labels.list.map((l: { labelCode: string }) => l.labelCode)).toEqual(['INSPECTION', 'LABELLING', 'CERTIFICATES']);
    const related = okData(await call(t, topicCalls.related, { query: { labelClass: 'LOGISTICS', code: 'x' } }));
    expect(related.total).toBeGreaterThanOrEqual(1);
  });
});
