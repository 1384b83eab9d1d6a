import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENQUIRY_MSG } from '../../../contracts/enquiries/codes';
import { enquiryCalls as c } from '../../../contracts/enquiries/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { auditSince, call, lastAuditId } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createAdmin, createApprovedLead } from '../../test-support/factories';
import { mailsTo } from '../../test-support/outbox';

/** Reported conversations in the moderation queue (decision 0052): listed, read, dismissed, a message removed, a sender blocked. */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let carol: SignedInUser;
let admin: SignedInUser;

const post = (definition: CallDefinition, body: unknown, user?: SignedInUser) => call(t, definition, { body }, user);
const get = (definition: CallDefinition, query: Record<string, unknown>, user?: SignedInUser) => call(t, definition, { query }, user);
const queue = async () => okData(await get(c.reported, {}, admin));
const notesOf = async (user: SignedInUser) =>
  okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 20 }, body: {} }, user)).list as {
    title: string;
    body: string;
    link: string;
  }[];

/** Bob enquires about a post of Alice's; Alice answers; Bob's answer is the one reported. A fresh pair each time. */
async function conversationOf() {
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  const leadId = await createApprovedLead(t, alice.userId);
  const { conversationId } = okData(await post(c.add, { supplyDemandId: leadId, content: 'Price CFR Shanghai?' }, bob));
  okData(await post(c.add, { conversationId, content: 'USD 3.3/kg' }, alice));
  const { messageId } = okData(await post(c.add, { conversationId, content: 'Pay me first to a private account' }, bob));
  return { leadId, conversationId: conversationId as number, messageId: messageId as number };
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  carol = await registerUser(t, { nickName: 'Carol' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

describe('reported conversations in the moderation queue', () => {
  it('lists only reported conversations, with the reasons, to administrators only', async () => {
    const quiet = await conversationOf();
    const { conversationId, leadId } = await conversationOf();
    okData(await post(c.report, { conversationId, reason: 'Asks to pay outside the platform' }, alice));

    const page = await queue();
    expect(page.list.map((x: { id: number }) => x.id)).toContain(conversationId);
    expect(page.list.map((x: { id: number }) => x.id)).not.toContain(quiet.conversationId);
    expect(page.list.find((x: { id: number }) => x.id === conversationId)).toMatchObject({
      lead: { id: leadId },
      enquirer: { userId: bob.userId, nickName: 'Bob' },
      owner: { userId: alice.userId, nickName: 'Alice' },
      openReports: 1,
      reportReasons: ['Asks to pay outside the platform'],
      messageCount: 3,
    });
    expectFailure(await get(c.reported, {}, alice), 404);
    expectFailure(await get(c.reported, {}), 404);
    expectFailure(await get(c.reported, { limit: 0 }, admin), 400);
  });

  it('dismisses a report: it leaves the queue, audited, the reporter told; nothing else changes', async () => {
    const { conversationId } = await conversationOf();
    okData(await post(c.report, { conversationId, reason: 'Rude' }, alice));
    const before = await lastAuditId(t);
    okData(await post(c.dismissReport, { conversationId }, admin));
    expect((await queue()).list.map((x: { id: number }) => x.id)).not.toContain(conversationId);
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({ action: 'conversation.dismissed', subjectType: 'CONVERSATION', subjectId: String(conversationId) }),
    ]);
    const note = (await notesOf(alice)).find((n) => n.link === `/account/messages/${conversationId}` && n.title.includes('moderators'));
    expect(note).toMatchObject({ title: 'The moderators reviewed the conversation you reported' });
    expect(note!.body).toContain('nothing against the rules');
    expect((await mailsTo(t, alice.email)).some((m) => m.includes('The moderators reviewed the conversation you reported'))).toBe(true);
    // Bob, reported but not reporting, hears nothing of it; the thread is as it was.
    expect((await notesOf(bob)).some((n) => n.title.includes('moderators'))).toBe(false);
    const thread = okData(await get(c.messages, { conversationId }, bob));
    expect(thread.list.every((m: { deleted: boolean }) => !m.deleted)).toBe(true);
    // Dismissed already: nothing open to dismiss.
    expect(expectFailure(await post(c.dismissReport, { conversationId }, admin), 409).msg).toBe(ENQUIRY_MSG.notReported);
  });

  it('removes a message: shown as removed to both parties, audited with the text, the reporter told', async () => {
    const { conversationId, messageId } = await conversationOf();
    okData(await post(c.report, { conversationId, reason: 'Fraud' }, alice));
    const before = await lastAuditId(t);
    expect(okData(await get(c.countNew, {}, alice)).count).toBe(1);
    okData(await post(c.removeMessage, { id: messageId }, admin));
    // The removed message no longer waits unread for Alice.
    expect(okData(await get(c.countNew, {}, alice)).count).toBe(0);
    for (const user of [alice, bob]) {
      const removed = okData(await get(c.messages, { conversationId }, user)).list.find((m: { id: number }) => m.id === messageId);
      expect(removed).toMatchObject({ content: '', deleted: true, removed: true, deletable: false });
    }
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({
        action: 'conversation.removed',
        subjectId: String(conversationId),
        before: expect.objectContaining({ messageId, content: 'Pay me first to a private account' }),
      }),
    ]);
    expect((await notesOf(alice)).some((n) => n.body === 'They removed a message from it.')).toBe(true);
    expect((await queue()).list.map((x: { id: number }) => x.id)).not.toContain(conversationId);
  });

  it('blocks the sender from writing to the other party, audited, the reporter told', async () => {
    const { conversationId } = await conversationOf();
    okData(await post(c.report, { conversationId, reason: 'Spam' }, alice));
    const before = await lastAuditId(t);
    expectFailure(await post(c.blockSender, { conversationId, userId: carol.userId }, admin), 400, 'userId');
    okData(await post(c.blockSender, { conversationId, userId: bob.userId }, admin));
    expect(expectFailure(await post(c.add, { conversationId, content: 'Hello?' }, bob), 403).msg).toBe(ENQUIRY_MSG.blocked);
    expect(await auditSince(t, before)).toEqual([
      expect.objectContaining({
        action: 'conversation.blocked',
        after: { blockerId: alice.userId, blockedId: bob.userId },
      }),
    ]);
    expect((await notesOf(alice)).some((n) => n.body.startsWith('They blocked the sender'))).toBe(true);
    // Alice sees the block as hers, and may lift it.
    const mine = okData(await get(c.conversations, {}, alice)).list.find((x: { id: number }) => x.id === conversationId);
    expect(mine.blocked).toBe(true);
  });

  it('acts only on reported conversations and only for administrators; bad ids answer 4xx and change nothing', async () => {
    const { conversationId, messageId } = await conversationOf();
    const before = await lastAuditId(t);
    expectFailure(await post(c.dismissReport, { conversationId }, admin), 404);
    expectFailure(await post(c.removeMessage, { id: messageId }, admin), 404);
    expectFailure(await post(c.blockSender, { conversationId, userId: bob.userId }, admin), 404);
    okData(await post(c.report, { conversationId, reason: 'Spam' }, alice));
    for (const user of [alice, bob, carol]) {
      expectFailure(await post(c.dismissReport, { conversationId }, user), 404);
      expectFailure(await post(c.removeMessage, { id: messageId }, user), 404);
      expectFailure(await post(c.blockSender, { conversationId, userId: bob.userId }, user), 404);
    }
    expectFailure(await post(c.removeMessage, { id: 999_999 }, admin), 404);
    expectFailure(await post(c.removeMessage, { id: 'x' }, admin), 400);
    expectFailure(await post(c.blockSender, { conversationId: -1, userId: bob.userId }, admin), 400);
    expect(await auditSince(t, before)).toEqual([]);
    const thread = okData(await get(c.messages, { conversationId }, bob));
    expect(thread.list.find((m: { id: number }) => m.id === messageId).removed).toBe(false);
  });
});
