import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS, ENQUIRY_MSG } from '../../../contracts/enquiries/codes';
import { enquiryCalls as c } from '../../../contracts/enquiries/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, lastAuditId, auditSince } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin, createApprovedLead } from '../../test-support/factories';
import { mailsTo } from '../../test-support/outbox';

let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let admin: SignedInUser;

const post = (definition: CallDefinition, body: unknown, user?: SignedInUser) => call(t, definition, { body }, user);
const get = (definition: CallDefinition, query: Record<string, unknown>, user?: SignedInUser) => call(t, definition, { query }, user);
const countNew = async (user: SignedInUser) => okData(await get(c.countNew, {}, user)).count as number;
const thread = async (user: SignedInUser, conversationId: number) => okData(await get(c.messages, { conversationId }, user));
const enquire = (user: SignedInUser, supplyDemandId: number, content = 'Price per tonne CFR Shanghai?', more: object = {}) =>
  post(c.add, { supplyDemandId, content, ...more }, user);
const reply = (user: SignedInUser, conversationId: number, content: string) => post(c.add, { conversationId, content }, user);

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  carol = await registerUser(t, { nickName: 'Carol' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

describe('enquiries: A posts, B enquires, A replies', () => {
  it('walks a conversation between the two parties, with notifications, read marks and at most one mail an hour', async () => {
    const leadId = await createApprovedLead(t, alice.userId);
    const sent = okData(
      await enquire(bob, leadId, 'Can you do <b>2</b> reefers in May?', { quantity: '2 x 40ft', targetPrice: 'USD 3.1/kg' }),
    );
    const conversationId = sent.conversationId as number;
    expect(await countNew(alice)).toBe(1);
    expect(await countNew(bob)).toBe(0);

    const list = okData(await get(c.conversations, {}, alice));
    expect(list.total).toBe(1);
    expect(list.list[0]).toMatchObject({
      id: conversationId,
      lead: { id: leadId },
      other: { userId: bob.userId, nickName: 'Bob' },
      mine: true,
      unread: 1,
      lastMessage: { content: 'Can you do <b>2</b> reefers in May?', fromMe: false, deleted: false },
    });
    const first = (await thread(alice, conversationId)).list[0];
    // Text is kept as text: the markup comes back exactly as written, for the page to show as characters.
    expect(first).toMatchObject({
      content: 'Can you do <b>2</b> reefers in May?',
      quantity: '2 x 40ft',
      targetPrice: 'USD 3.1/kg',
      fromMe: false,
    });

    expect(okData(await post(c.read, { conversationId }, alice)).count).toBe(0);
    expect(await countNew(alice)).toBe(0);

    okData(await reply(alice, conversationId, 'Yes, USD 3.3/kg for May shipment.'));
    expect(await countNew(bob)).toBe(1);
    const bobNotes = okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, bob));
    expect(bobNotes.list[0]).toMatchObject({ title: 'New message from Alice', link: `/account/messages/${conversationId}` });
    const aliceNotes = okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 10 }, body: {} }, alice));
    expect(aliceNotes.list[0]).toMatchObject({ title: 'New enquiry about your post', link: `/account/messages/${conversationId}` });

    // A second enquiry on the same post continues the conversation; quantity and price go with the first only.
    expect(okData(await enquire(bob, leadId, 'And June?')).conversationId).toBe(conversationId);
    expectFailure(await post(c.add, { conversationId, content: 'x', quantity: '3' }, bob), 400, 'quantity');
    // Alice had two notifications in the hour but one mail.
    const mails = (await mailsTo(t, alice.email)).filter((m) => m.includes(`/account/messages/${conversationId}`));
    expect(mails).toHaveLength(1);
    expect(await countNew(alice)).toBe(1);
  });

  it("the list counts each conversation's unread messages on its own, and countNew their sum", async () => {
    const seller = await registerUser(t, { nickName: 'Seller' });
    const [dave, erin] = [await registerUser(t, { nickName: 'Dave' }), await registerUser(t, { nickName: 'Erin' })];
    const leadId = await createApprovedLead(t, seller.userId);
    const fromDave = okData(await enquire(dave, leadId, 'First question')).conversationId as number;
    // Two at once: each write counts the unread again after the other's, so neither count is lost.
    for (const sent of await Promise.all([enquire(dave, leadId, 'Second question'), enquire(dave, leadId, 'Third question')])) okData(sent);
    const fromErin = okData(await enquire(erin, leadId, 'One question')).conversationId as number;
    const unread = async () => {
      const list = okData(await get(c.conversations, {}, seller)).list as { id: number; unread: number }[];
      return Object.fromEntries(list.map((row) => [row.id, row.unread]));
    };
    expect(await unread()).toEqual({ [fromDave]: 3, [fromErin]: 1 });
    expect(await countNew(seller)).toBe(4);
    okData(await post(c.read, { conversationId: fromDave }, seller));
    expect(await unread()).toEqual({ [fromDave]: 0, [fromErin]: 1 });
    expect(await countNew(seller)).toBe(1);
    // Replying reads the conversation; the reply is unread to Erin only.
    okData(await reply(seller, fromErin, 'Answered'));
    expect(await unread()).toEqual({ [fromDave]: 0, [fromErin]: 0 });
    expect(await countNew(seller)).toBe(0);
    expect(await countNew(erin)).toBe(1);
    // The total comes with a page, and with a page past the end too.
    expect(okData(await get(c.conversations, { page: 1, limit: 1 }, seller))).toMatchObject({ total: 2 });
    expect(okData(await get(c.conversations, { page: 3, limit: 1 }, seller))).toEqual({ list: [], total: 2 });
  });

  it('a third user gets 404 on every call of the conversation; an administrator reads it only once reported, audited', async () => {
    const leadId = await createApprovedLead(t, alice.userId);
    const { conversationId, messageId } = okData(await enquire(bob, leadId));
    for (const res of [
      await get(c.messages, { conversationId }, carol),
      await post(c.read, { conversationId }, carol),
      await post(c.cleanup, { conversationId }, carol),
      await post(c.report, { conversationId, reason: 'spam' }, carol),
      await reply(carol, conversationId, 'Hello'),
      await post(c.remove, { id: messageId }, carol),
    ]) {
      expectFailure(res, 404);
    }
    expect(okData(await get(c.conversations, {}, carol)).total).toBe(0);
    expectFailure(await get(c.messages, { conversationId }, admin), 404);
    expectFailure(await get(c.messages, { conversationId }), 401);

    const before = await lastAuditId(t);
    okData(await post(c.report, { conversationId, reason: 'Asks to pay outside the platform' }, alice));
    expect(expectFailure(await post(c.report, { conversationId, reason: 'again' }, alice), 409).msg).toBe(ENQUIRY_MSG.alreadyReported);
    expect((await thread(admin, conversationId)).list).toHaveLength(1);
    const audited = await auditSince(t, before);
    expect(audited).toEqual([
      expect.objectContaining({ action: 'conversation.read', subjectType: 'CONVERSATION', subjectId: String(conversationId) }),
    ]);
    // A party's own reads are not audited.
    await thread(alice, conversationId);
    expect(await auditSince(t, before)).toHaveLength(1);
  });

  it('B blocks A: neither can write; unblocked, they can again', async () => {
    const leadId = await createApprovedLead(t, alice.userId);
    const { conversationId } = okData(await enquire(bob, leadId));
    okData(await post(c.block, { userId: alice.userId }, bob));
    expect(okData(await get(c.conversations, {}, bob)).list.find((x: { id: number }) => x.id === conversationId).blocked).toBe(true);
    expect(expectFailure(await reply(alice, conversationId, 'Still there?'), 403).msg).toBe(ENQUIRY_MSG.blocked);
    expectFailure(await reply(bob, conversationId, 'Hi'), 403);
    const other = await createApprovedLead(t, alice.userId);
    expectFailure(await enquire(bob, other), 403);
    expect((await thread(bob, conversationId)).list).toHaveLength(1);
    expectFailure(await post(c.block, { userId: bob.userId }, bob), 400, 'userId');
    expectFailure(await post(c.block, { userId: 999_999 }, bob), 404);
    okData(await post(c.unblock, { userId: alice.userId }, bob));
    okData(await reply(alice, conversationId, 'Still there?'));
  });

  it('deletes one’s own message within ten minutes, shown as deleted; leaving hides it until a new message', async () => {
    const leadId = await createApprovedLead(t, alice.userId);
    const unreadBefore = await countNew(alice);
    const { conversationId, messageId } = okData(await enquire(bob, leadId, 'Wrong post, sorry'));
    expect(await countNew(alice)).toBe(unreadBefore + 1);
    expectFailure(await post(c.remove, { id: messageId }, alice), 404);
    expect((await thread(bob, conversationId)).list[0].deletable).toBe(true);
    okData(await post(c.remove, { id: messageId }, bob));
    // A deleted message is no longer waiting to be read.
    expect(await countNew(alice)).toBe(unreadBefore);
    expect((await thread(alice, conversationId)).list[0]).toMatchObject({ deleted: true, content: '', quantity: null });

    const late = okData(await reply(bob, conversationId, 'Second thoughts')).messageId as number;
    await t.database.db.execute(`update conversation_message set created_at = now() - interval '11 minutes' where id = ${late}` as never);
    expect(expectFailure(await post(c.remove, { id: late }, bob), 400).msg).toBe(ENQUIRY_MSG.tooLateToDelete);

    okData(await post(c.cleanup, { conversationId }, alice));
    expect(okData(await get(c.conversations, {}, alice)).list.map((x: { id: number }) => x.id)).not.toContain(conversationId);
    await reply(bob, conversationId, 'Any news?');
    expect(okData(await get(c.conversations, {}, alice)).list.map((x: { id: number }) => x.id)).toContain(conversationId);
  });

  it('refuses bad input with clear messages and stores nothing', async () => {
    const leadId = await createApprovedLead(t, alice.userId);
    const before = await countNew(alice);
    expectFailure(await enquire(bob, leadId, 'x'.repeat(ENQUIRY_LIMITS.contentMax + 1)), 400, 'content');
    expectFailure(await enquire(bob, leadId, '   '), 400, 'content');
    expectFailure(await enquire(bob, leadId, 'ok', { quantity: 'q'.repeat(ENQUIRY_LIMITS.detailMax + 1) }), 400, 'quantity');
    expectFailure(await post(c.add, { content: 'no target' }, bob), 400, 'conversationId');
    expectFailure(await post(c.add, { supplyDemandId: leadId, conversationId: 1, content: 'both' }, bob), 400, 'conversationId');
    expectFailure(await post(c.add, { supplyDemandId: 'abc', content: 'x' }, bob), 400, 'supplyDemandId');
    expect(expectFailure(await enquire(alice, leadId), 400).msg).toBe(ENQUIRY_MSG.ownLead);
    const refused = await createApprovedLead(t, alice.userId, { checkStatus: 3 });
    const waiting = await createApprovedLead(t, alice.userId, { checkStatus: 1 });
    const expired = await createApprovedLead(t, alice.userId, { expiresAt: new Date(Date.now() - 86_400_000) });
    for (const id of [refused, waiting, expired, 999_999]) {
      expect(expectFailure(await enquire(bob, id), 404).msg).toBe(ENQUIRY_MSG.leadUnavailable);
    }
    expectFailure(await enquire(undefined as never, leadId), 401);
    expect(await countNew(alice)).toBe(before);
  });

  it('limits enquiries to strangers per hour (429, nothing stored) while replies go on', async () => {
    const dave = await registerUser(t, { nickName: 'Dave' });
    const leads = [];
    for (let i = 0; i <= ENQUIRY_LIMITS.enquiriesPerHour; i++) leads.push(await createApprovedLead(t, carol.userId));
    let conversationId = 0;
    for (const id of leads.slice(0, ENQUIRY_LIMITS.enquiriesPerHour)) conversationId = okData(await enquire(dave, id)).conversationId;
    const unread = await countNew(carol);
    const res = await enquire(dave, leads.at(-1)!);
    expect(expectFailure(res, 429).msg).toBe(ENQUIRY_MSG.tooManyEnquiries);
    expect(res.headers['retry-after']).toBeDefined();
    expect(await countNew(carol)).toBe(unread);
    expect(okData(await get(c.conversations, { limit: 100 }, dave)).total).toBe(ENQUIRY_LIMITS.enquiriesPerHour);
    okData(await reply(dave, conversationId, 'Following up on my enquiry'));
  });
});
