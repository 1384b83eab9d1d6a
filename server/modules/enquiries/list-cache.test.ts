import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import type { CallDefinition } from '../../../contracts/core/calls';
import { enquiryCalls as c } from '../../../contracts/enquiries/calls';
import type { Conversation } from '../../../contracts/enquiries/models';
import { leadCalls } from '../../../contracts/leads/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { appUser } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { createAdmin, createApprovedLead } from '../../test-support/factories';
import { edited, LEAD } from '../../test-support/posts';

/**
 * The conversation list is kept per user in the process (decision 0069): every write that changes what a list shows
 * shows in it at once, for both parties. Each case reads both lists first, so they are kept when the write comes.
 */
let t: TestApp;
let alice: SignedInUser;
let bob: SignedInUser;
let admin: SignedInUser;
let leadId: number;
let conversationId: number;

const post = (definition: CallDefinition, body: unknown, user: SignedInUser) => call(t, definition, { body }, user).then(okData);
const listOf = async (user: SignedInUser) =>
  okData(await call(t, c.conversations, { query: {} }, user)) as { list: Conversation[]; total: number };
const entryOf = async (user: SignedInUser) => (await listOf(user)).list.find((x) => x.id === conversationId);

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(() => t?.close());

// A fresh pair and conversation for each case: Alice wrote the post, Bob enquired.
beforeEach(async () => {
  alice = await registerUser(t, { nickName: 'Alice' });
  bob = await registerUser(t, { nickName: 'Bob' });
  leadId = await createApprovedLead(t, alice.userId, { content: 'Chilled lamb racks, 1 x 40ft a month' });
  conversationId = (await post(c.add, { supplyDemandId: leadId, content: 'Price CFR Shanghai?' }, bob)).conversationId as number;
  // Read twice: the second answer is the kept one.
  for (let i = 0; i < 2; i++) {
    expect(await entryOf(alice)).toMatchObject({ unread: 1, lastMessage: { content: 'Price CFR Shanghai?', fromMe: false } });
    expect(await entryOf(bob)).toMatchObject({ unread: 0, lastMessage: { fromMe: true } });
  }
});

describe('a kept conversation list', () => {
  it('shows a reply at once to both parties: the last message, the unread marks, the order', async () => {
    const other = await createApprovedLead(t, alice.userId);
    await post(c.add, { supplyDemandId: other, content: 'And pork?' }, bob);
    expect((await listOf(alice)).list.map((x) => x.id)[1]).toBe(conversationId);
    await post(c.add, { conversationId, content: 'USD 9.10/kg' }, alice);
    expect((await listOf(alice)).list[0]).toMatchObject({
      id: conversationId,
      unread: 0,
      lastMessage: { content: 'USD 9.10/kg', fromMe: true },
    });
    expect(await entryOf(bob)).toMatchObject({ unread: 1, lastMessage: { content: 'USD 9.10/kg', fromMe: false } });
  });

  it('shows a read mark, a deleted message and leaving at once', async () => {
    await post(c.read, { conversationId }, alice);
    expect(await entryOf(alice)).toMatchObject({ unread: 0 });
    const { messageId } = await post(c.add, { conversationId, content: 'Wrong figure' }, bob);
    expect(await entryOf(alice)).toMatchObject({ unread: 1, lastMessage: { content: 'Wrong figure' } });
    await post(c.remove, { id: messageId }, bob);
    expect(await entryOf(alice)).toMatchObject({ unread: 0, lastMessage: { content: '', deleted: true } });
    await post(c.cleanup, { conversationId }, alice);
    expect(await entryOf(alice)).toBeUndefined();
    expect((await listOf(alice)).total).toBe(0);
    expect(await entryOf(bob)).toBeDefined();
  });

  it('shows a block and an unblock at once', async () => {
    await post(c.block, { userId: bob.userId }, alice);
    expect(await entryOf(alice)).toMatchObject({ blocked: true });
    expect(await entryOf(bob)).toMatchObject({ blocked: false });
    await post(c.unblock, { userId: bob.userId }, alice);
    expect(await entryOf(alice)).toMatchObject({ blocked: false });
  });

  it("shows the other party's new nickname at once", async () => {
    await post(accountsCalls.updateProfile, { nickName: 'Bob of Bob & Sons' }, bob);
    expect(await entryOf(alice)).toMatchObject({ other: { userId: bob.userId, nickName: 'Bob of Bob & Sons' } });
  });

  it("shows the post's edit at once, and the conversation goes with the post", async () => {
    // Applied at once, not held for review (with review of edits on, the list keeps the approved text, as the board does).
    await post(moderationCalls.saveSettings, { reviewEdits: false }, admin);
    const update = { ...LEAD, id: leadId, content: 'Chilled lamb racks, 2 x 40ft a month' };
    expect(edited(await call(t, leadCalls.update, { body: update }, alice)).editPending).toBe(false);
    for (const user of [alice, bob]) {
      expect(await entryOf(user)).toMatchObject({
        lead: { id: leadId, content: 'Chilled lamb racks, 2 x 40ft a month', goodsType: LEAD.goodsType },
      });
    }
    await post(leadCalls.remove, { ids: [leadId] }, alice);
    expect(await entryOf(alice)).toBeUndefined();
    expect(await entryOf(bob)).toBeUndefined();
  });

  it("shows a moderator's removal of a message at once", async () => {
    const { messageId } = await post(c.add, { conversationId, content: 'Pay me outside the portal' }, bob);
    await post(c.report, { conversationId, reason: 'Asks to pay outside the platform' }, alice);
    expect(await entryOf(alice)).toMatchObject({ lastMessage: { content: 'Pay me outside the portal' } });
    await post(c.removeMessage, { id: messageId }, admin);
    expect(await entryOf(alice)).toMatchObject({ lastMessage: { content: '', deleted: true } });
  });

  it('keeps its answer for a change made behind the portal (SQL by hand) until a write call or the trust period', async () => {
    await t.database.db.update(appUser).set({ nickName: 'Renamed by hand' }).where(eq(appUser.id, bob.userId));
    expect(await entryOf(alice)).toMatchObject({ other: { nickName: 'Bob' } });
    // Any write call empties the kept lists, here one about something else.
    await post(c.block, { userId: admin.userId }, alice);
    expect(await entryOf(alice)).toMatchObject({ other: { nickName: 'Renamed by hand' } });
  });
});

describe("a participant's write", () => {
  it("leaves the visitors' cached answers alone: none of them shows a conversation", async () => {
    const board = async () => (await call(t, leadCalls.page, { params: { page: 1, limit: 20 }, body: {} })).headers['x-cache'];
    await board();
    expect(await board()).toBe('hit');
    await post(c.add, { conversationId, content: 'Any news on the slot?' }, alice);
    await post(c.read, { conversationId }, bob);
    await post(c.block, { userId: alice.userId }, bob);
    expect(await board()).toBe('hit');
    // Yet the kept lists heard it.
    expect(await entryOf(bob)).toMatchObject({ blocked: true, lastMessage: { content: 'Any news on the slot?' } });
  });
});
