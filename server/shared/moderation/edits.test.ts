import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicCalls } from '../../../contracts/forum/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import type { QueueItem } from '../../../contracts/moderation/models';
import type { NotificationItem } from '../../../contracts/notifications/models';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, call, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin } from '../../test-support/factories';
import { edited, LEAD, postsApi, released, TOPIC } from '../../test-support/posts';

/**
 * Edit and resubmit (issue 27, decision 0050), through the product's calls only: the author's edit, the setting
 * 'review of edits', the queue's before and after, the public lists and the author's notifications.
 */
let t: TestApp;
let admin: SignedInUser;
let api: ReturnType<typeof postsApi>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
  api = postsApi(t);
});
afterAll(() => t?.close());

const setReviewEdits = async (reviewEdits: boolean) =>
  okData(await call(t, moderationCalls.saveSettings, { body: { reviewEdits } }, admin));
const queue = async (subjectType: 'SUPPLY_DEMAND' | 'COMMUNITY', query: object = {}) =>
  okData<{ list: QueueItem[] }>(await call(t, moderationCalls.queue, { query: { subjectType, limit: 100, ...query } }, admin)).list;
const publicLead = async (id: number) =>
  okData<{ list: { id: number; enContent: string; goodsType: string }[] }>(await api.leads({ type: 1 }, undefined, 1, 100)).list.find(
    (l) => l.id === id,
  );
const ownLead = async (user: SignedInUser, id: number) =>
  okData<{ list: { id: number; enContent: string; checkStatus: number; editPending: boolean }[] }>(
    await api.leads({ userId: user.userId }, user, 1, 100),
  ).list.find((l) => l.id === id);
const history = async (user: SignedInUser) =>
  okData<{ list: NotificationItem[] }>(await call(t, notificationCalls.history, { params: { page: 1, limit: 50 } }, user)).list;
const editLead = (user: SignedInUser, body: object) => call(t, leadCalls.update, { body }, user);

async function approvedLead(user: SignedInUser, content = LEAD.content) {
  const lead = released(await api.addLead(user, { ...LEAD, content }));
  await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
  return lead;
}

describe('an edit of a published post with review of edits on', () => {
  it('is on by default, and only an administrator sets it (audited)', async () => {
    expect(okData<{ reviewEdits: boolean }>(await call(t, moderationCalls.settings, {}, admin)).reviewEdits).toBe(true);
    const user = await registerUser(t, { nickName: 'Ida' });
    expectFailure(await call(t, moderationCalls.saveSettings, { body: { reviewEdits: false } }, user), 404);
    const since = await lastAuditId(t);
    await setReviewEdits(true);
    const audit = (await auditSince(t, since)).find((e) => e.action === 'moderation.settings');
    expect(audit).toMatchObject({ before: { reviewEdits: true }, after: { reviewEdits: true } });
    expectFailure(await call(t, moderationCalls.saveSettings, { body: { reviewEdits: 'no' } }, admin), 400, 'reviewEdits');
  });

  it('waits in the queue with its changes while the public sees the approved version; approval publishes it and tells the author', async () => {
    await setReviewEdits(true);
    const ann = await registerUser(t, { nickName: 'Ann' });
    const lead = await approvedLead(ann, 'Frozen pork bellies, 5 x 40ft a month, CIF Shanghai.');
    const res = await editLead(ann, {
      ...LEAD,
      id: lead.id,
      goodsType: 'BEEF',
      content: 'Frozen beef shin, 2 x 40ft a month, CIF Tianjin.',
    });
    expect(edited(res)).toEqual({ id: lead.id, code: lead.code, checkStatus: 2, editPending: true });

    // The public keeps the approved version; the author's list says an edit waits.
    expect(await publicLead(lead.id)).toMatchObject({
      enContent: 'Frozen pork bellies, 5 x 40ft a month, CIF Shanghai.',
      goodsType: 'PORK',
    });
    expect(await ownLead(ann, lead.id)).toMatchObject({ checkStatus: 2, editPending: true });
    // The edit form reads the waiting edit, so a second edit builds on it.
    expect(okData(await call(t, leadCalls.own, { query: { id: lead.id } }, ann))).toMatchObject({
      enContent: 'Frozen beef shin, 2 x 40ft a month, CIF Tianjin.',
      goodsType: 'BEEF',
      editPending: true,
    });

    // The queue's Under Review view (the default) and its edits-only view hold it, field by field.
    const item = (await queue('SUPPLY_DEMAND')).find((i) => i.id === lead.id);
    expect(item?.edit).toMatchObject({
      state: 'pending',
      changes: [
        { field: 'goodsType', before: 'PORK', after: 'BEEF' },
        {
          field: 'content',
          before: 'Frozen pork bellies, 5 x 40ft a month, CIF Shanghai.',
          after: 'Frozen beef shin, 2 x 40ft a month, CIF Tianjin.',
        },
      ],
    });
    expect((await queue('SUPPLY_DEMAND', { edits: '1' })).map((i) => i.id)).toContain(lead.id);

    okData(
      await call(t, moderationCalls.review, { body: { subjectType: 'SUPPLY_DEMAND', id: lead.id, checkStatus: 2, edit: true } }, admin),
    );
    expect(await publicLead(lead.id)).toMatchObject({ enContent: 'Frozen beef shin, 2 x 40ft a month, CIF Tianjin.', goodsType: 'BEEF' });
    expect(await ownLead(ann, lead.id)).toMatchObject({ checkStatus: 2, editPending: false });
    expect((await queue('SUPPLY_DEMAND', { edits: '1' })).map((i) => i.id)).not.toContain(lead.id);
    const told = (await history(ann)).filter((n) => n.title.startsWith('Your edit was approved'));
    expect(told).toHaveLength(1);
    expect(told[0]?.link).toBe('/community?type=1');
    // Nothing is left to decide.
    expectFailure(
      await call(t, moderationCalls.review, { body: { subjectType: 'SUPPLY_DEMAND', id: lead.id, checkStatus: 2, edit: true } }, admin),
      404,
    );
  });

  it('a refused edit is dropped: the approved version stays, and the author hears the reason', async () => {
    await setReviewEdits(true);
    const ben = await registerUser(t, { nickName: 'Ben' });
    const lead = await approvedLead(ben, 'Chilled pork loins, air freight, 2 t a week.');
    edited(await editLead(ben, { ...LEAD, id: lead.id, content: 'Call me on WhatsApp for cheap pork!' }));
    okData(
      await call(
        t,
        moderationCalls.review,
        { body: { subjectType: 'SUPPLY_DEMAND', id: lead.id, checkStatus: 3, reason: 'Contact details', edit: true } },
        admin,
      ),
    );
    expect(await publicLead(lead.id)).toMatchObject({ enContent: 'Chilled pork loins, air freight, 2 t a week.' });
    expect(await ownLead(ben, lead.id)).toMatchObject({ checkStatus: 2, editPending: false });
    const told = (await history(ben)).filter((n) => n.title.startsWith('Your edit was refused'));
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('Contact details');
  });

  it('a topic edit waits the same way', async () => {
    await setReviewEdits(true);
    const cai = await registerUser(t, { nickName: 'Cai' });
    const topic = released(await api.addTopic(cai, TOPIC));
    await api.review(admin, 'COMMUNITY', topic.id, 2);
    const title = 'Reefer plug-in charges at Yangshan and Waigaoqiao';
    expect(edited(await call(t, topicCalls.update, { body: { ...TOPIC, id: topic.id, title } }, cai))).toMatchObject({ editPending: true });
    expect(okData<{ title: string }>(await api.topic(topic.code)).title).toBe(TOPIC.title);
    const form = okData(await call(t, topicCalls.own, { query: { id: topic.id } }, cai));
    expect(form).toMatchObject({ title, content: TOPIC.content, editPending: true });
    const item = (await queue('COMMUNITY')).find((i) => i.id === topic.id);
    expect(item?.edit?.changes).toEqual([{ field: 'title', before: TOPIC.title, after: title }]);
    await call(t, moderationCalls.review, { body: { subjectType: 'COMMUNITY', id: topic.id, checkStatus: 2, edit: true } }, admin);
    expect(okData<{ title: string }>(await api.topic(topic.code)).title).toBe(title);
  });
});

describe('an edit with review of edits off', () => {
  it('is live at once and waits for nobody', async () => {
    await setReviewEdits(false);
    const dan = await registerUser(t, { nickName: 'Dan' });
    const lead = await approvedLead(dan);
    expect(edited(await editLead(dan, { ...LEAD, id: lead.id, content: 'Frozen pork jowls, 1 x 40ft, FOB Rotterdam.' }))).toMatchObject({
      checkStatus: 2,
      editPending: false,
    });
    expect(await publicLead(lead.id)).toMatchObject({ enContent: 'Frozen pork jowls, 1 x 40ft, FOB Rotterdam.' });
    expect((await queue('SUPPLY_DEMAND')).map((i) => i.id)).not.toContain(lead.id);
    await setReviewEdits(true);
  });
});

describe('a refused post resubmitted', () => {
  it('goes back Under Review with what changed since the refusal, whatever the setting', async () => {
    await setReviewEdits(false);
    const eve = await registerUser(t, { nickName: 'Eve' });
    const lead = released(await api.addLead(eve, { ...LEAD, content: 'Pork, cheap, call me.' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 3, 'Say what you sell');
    const res = await editLead(eve, { ...LEAD, id: lead.id, content: 'Frozen pork bellies, skin on, 3 x 40ft, CIF Qingdao.' });
    expect(edited(res)).toMatchObject({ checkStatus: 1, editPending: false });
    const own = await ownLead(eve, lead.id);
    expect(own).toMatchObject({ checkStatus: 1, enContent: 'Frozen pork bellies, skin on, 3 x 40ft, CIF Qingdao.' });
    const item = (await queue('SUPPLY_DEMAND')).find((i) => i.id === lead.id);
    expect(item).toMatchObject({ checkStatus: 1, refuseReason: '' });
    expect(item?.edit).toMatchObject({
      state: 'resubmitted',
      changes: [{ field: 'content', before: 'Pork, cheap, call me.', after: 'Frozen pork bellies, skin on, 3 x 40ft, CIF Qingdao.' }],
    });
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    expect(await publicLead(lead.id)).toBeDefined();
    expect((await queue('SUPPLY_DEMAND', { edits: '1' })).map((i) => i.id)).not.toContain(lead.id);
    await setReviewEdits(true);
  });
});

describe("another user's edit", () => {
  it('answers 404 as if the post or topic did not exist, and changes nothing', async () => {
    const fay = await registerUser(t, { nickName: 'Fay' });
    const gus = await registerUser(t, { nickName: 'Gus' });
    const lead = await approvedLead(fay, 'Frozen chicken paws, 2 x 40ft, CFR Hong Kong.');
    expectFailure(await editLead(gus, { ...LEAD, id: lead.id, content: 'Hijacked' }), 404);
    expectFailure(await call(t, leadCalls.update, { body: { ...LEAD, id: lead.id, content: 'Hijacked' } }), 401);
    const topic = released(await api.addTopic(fay, TOPIC));
    expectFailure(await call(t, topicCalls.update, { body: { ...TOPIC, id: topic.id, title: 'Hijacked title' } }, gus), 404);
    expect(await publicLead(lead.id)).toMatchObject({ enContent: 'Frozen chicken paws, 2 x 40ft, CFR Hong Kong.' });
    expect((await queue('SUPPLY_DEMAND', { edits: '1' })).map((i) => i.id)).not.toContain(lead.id);
    expect((await queue('COMMUNITY', { edits: '1' })).map((i) => i.id)).not.toContain(topic.id);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const hal = await registerUser(t, { nickName: 'Hal' });
    const lead = await approvedLead(hal);
    expectFailure(await editLead(hal, { ...LEAD, id: lead.id, content: '' }), 400, 'content');
    expectFailure(await editLead(hal, { ...LEAD, id: lead.id, content: 'x'.repeat(1001) }), 400, 'content');
    expectFailure(await editLead(hal, { ...LEAD, id: 'one', content: 'Fine text' }), 400, 'id');
    expectFailure(await editLead(hal, { ...LEAD, id: 99_999_999, content: 'Fine text' }), 404);
    expect(await ownLead(hal, lead.id)).toMatchObject({ enContent: LEAD.content, editPending: false });
  });
});
