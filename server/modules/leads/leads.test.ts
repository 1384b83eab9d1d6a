import { call } from '../../test-support/calls';
import { moderationCalls } from '../../../contracts/moderation/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { commentCalls } from '../../../contracts/comments/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTING_MSG } from '../../../contracts/posting/codes';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin } from '../../test-support/factories';
import sharp from 'sharp';
import { outcome, uploadThrough } from '../../test-support/uploads';
import { LEAD, postsApi, released } from '../../test-support/posts';

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

describe('leads: post, review, board', () => {
  it("a new lead with its author's own photo waits Under Review: its author sees it, the board does not", async () => {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const uploaded = outcome(await uploadThrough(t, 'lead-image', { filename: 'cartons.png', type: 'image/png', bytes }, alice));
    const url = (uploaded.data as { url: string }).url;
    // Someone else's upload, or an address nobody uploaded, is refused and nothing is posted.
    expectFailure(await api.addLead(bob, { ...LEAD, images: [url] }), 400, 'images');
    expectFailure(await api.addLead(alice, { ...LEAD, images: ['/media/uploads/nobody.webp'] }), 400, 'images');
    const lead = released(await api.addLead(alice, { ...LEAD, images: [url], client: 'PC' }));
    expect(lead.checkStatus).toBe(1);
    expect(okData(await api.leads({ type: 1 })).list.map((l: { id: number }) => l.id)).not.toContain(lead.id);
    const own = okData(await api.leads({ type: 1, userId: alice.userId }, alice));
    expect(own.list[0]).toMatchObject({
      id: lead.id,
      checkStatus: 1,
      goodsTypeName: 'Pork',
      goodsTypeZhName: '猪肉',
      userInfo: { nickName: 'Alice' },
      collectCount: 0,
    });
  });

  it('approved, it is on the board; another user favourites it and the count is the server reply', async () => {
    const lead = released(await api.addLead(alice, LEAD));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    const board = okData(await api.leads({ type: 1, searchKey: 'reefers' }));
    expect(board.list.map((l: { id: number }) => l.id)).toContain(lead.id);
    expect(okData(await api.post(leadCalls.collect, { supplyDemandId: lead.id }, bob))).toBe(1);
    expect(okData(await api.post(leadCalls.collect, { supplyDemandId: lead.id }, bob))).toBe(1);
    const favs = okData(await call(t, leadCalls.collectPage, { query: { page: 1, limit: 10 } }, bob));
    expect(favs.list[0]).toMatchObject({ id: lead.id, collected: true, collectCount: 1 });
    expect(okData(await api.post(leadCalls.uncollect, { supplyDemandId: lead.id }, bob))).toBe(0);
  });

  it("a lead's comment count counts the replies, as its thread does; deleting a comment takes its replies from the count", async () => {
    const lead = released(await api.addLead(alice, { ...LEAD, content: `${LEAD.content} counted comments` }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    const onBoard = async () =>
      (okData(await api.leads({ type: 1, searchKey: 'counted comments' })).list as { id: number; comments: number }[]).find(
        (l) => l.id === lead.id,
      )!.comments;
    const subject = { commentsType: 'SUPPLY_DEMAND', ownerId: lead.id };
    expect(await onBoard()).toBe(0);
    // The comment calls answer the spec's own success text, not okData's.
    const sent = async (res: Awaited<ReturnType<typeof api.post>>) => {
      expect(res.statusCode).toBe(200);
      return res.json().data as number;
    };
    const first = await sent(await api.post(commentCalls.add, { ...subject, messageContent: 'Price per tonne?' }, bob));
    await sent(await api.post(commentCalls.reply, { ...subject, pid: first, messageContent: 'USD 2,900 CIF Shanghai' }, alice));
    await sent(await api.post(commentCalls.reply, { ...subject, pid: first, messageContent: 'Thanks, and the lead time?' }, bob));
    const thread = okData(await call(t, commentCalls.list, { query: { ...subject, page: 1 } }));
    const inThread = (thread.list as { messageReply: unknown[] }[]).reduce((n, c) => n + 1 + c.messageReply.length, 0);
    expect(inThread).toBe(3);
    expect(await onBoard()).toBe(inThread);
    await sent(await api.post(commentCalls.remove, { commentsType: 'SUPPLY_DEMAND', id: first }, bob));
    expect(await onBoard()).toBe(0);
  });

  it('refused, the author sees the reason; an approved one can be commented on, an unapproved one cannot', async () => {
    const lead = released(await api.addLead(alice, LEAD));
    const comment = { commentsType: 'SUPPLY_DEMAND', ownerId: lead.id, messageContent: 'Price per tonne?' };
    expectFailure(await api.post(commentCalls.add, comment, bob), 404);
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 3, 'Contact details in the text');
    const own = okData(await api.leads({ userId: alice.userId, checkStatus: 3 }, alice));
    expect(own.list[0]).toMatchObject({ id: lead.id, checkStatus: 3, refuseReason: 'Contact details in the text' });
    expectFailure(
      await api.post(moderationCalls.review, { subjectType: 'SUPPLY_DEMAND', id: lead.id, checkStatus: 3 }, admin),
      400,
      'reason',
    );
  });

  it('deletes only own posts: a list naming someone else’s answers 404 and deletes nothing', async () => {
    const mine = released(await api.addLead(alice, LEAD));
    const theirs = released(await api.addLead(bob, LEAD));
    expectFailure(await api.post(leadCalls.remove, { ids: [mine.id, theirs.id] }, alice), 404);
    expect(okData(await api.leads({ userId: bob.userId }, bob)).list.map((l: { id: number }) => l.id)).toContain(theirs.id);
    okData(await api.post(leadCalls.remove, { ids: [mine.id] }, alice));
    expect(okData(await api.leads({ userId: alice.userId }, alice)).list.map((l: { id: number }) => l.id)).not.toContain(mine.id);
  });

  it('a supply post names a plant; its live status shows once an admin confirmed it', async () => {
    const made = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
    const lead = released(await api.addLead(bob, { ...LEAD, plantNo: made.plantNo, plantCountryCode: 'UY' }));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    const before = okData(await api.leads({ userId: bob.userId }, bob)).list[0];
    expect(before.plant).toMatchObject({ plantNo: made.plantNo, confirmed: false, status: null });
    okData(await api.post(moderationCalls.confirmPlant, { id: lead.id, confirmed: true }, admin));
    const after = okData(await api.leads({ userId: bob.userId }, bob)).list[0];
    expect(after.plant).toMatchObject({ confirmed: true, status: 1 });
    expectFailure(await api.addLead(bob, { ...LEAD, plantNo: 'NO-SUCH', plantCountryCode: 'UY' }), 400, 'plantNo');
    expectFailure(await api.addLead(bob, { ...LEAD, type: 2, plantNo: made.plantNo, plantCountryCode: 'UY' }), 400, 'plantNo');
  });

  it('finds the plant by its Reg.No. written as loosely as the market search takes it, and keeps the plant’s spelling', async () => {
    const made = await createActivePlant(t, { accessType: '201', countryCode: 'UY' });
    // Lower case, a space in the middle and no dashes or dots: 'ec 604' for EC-604.
    const bare = made.plantNo.replace(/[\s./-]/g, '').toLowerCase();
    const loose = `${bare.slice(0, 2)} ${bare.slice(2)}`;
    expect(loose).not.toBe(made.plantNo);
    const lead = released(await api.addLead(bob, { ...LEAD, plantNo: loose, plantCountryCode: 'UY' }));
    const shown = okData(await api.leads({ userId: bob.userId }, bob)).list.find((l: { id: number }) => l.id === lead.id);
    expect(shown.plant).toMatchObject({ plantNo: made.plantNo, countryCode: 'UY' });
    expectFailure(await api.addLead(bob, { ...LEAD, plantNo: `${bare}9`, plantCountryCode: 'UY' }), 400, 'plantNo');
  });

  it('a post expires after 90 days unless renewed', async () => {
    const lead = released(await api.addLead(bob, LEAD));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    await t.database.db.execute(`update supply_demand set expires_at = now() - interval '1 day' where id = ${lead.id}` as never);
    expect(okData(await api.leads({ type: 1 })).list.map((l: { id: number }) => l.id)).not.toContain(lead.id);
    expect(okData(await api.leads({ userId: bob.userId }, bob)).list.find((l: { id: number }) => l.id === lead.id).expired).toBe(true);
    expectFailure(await api.post(leadCalls.renew, { id: lead.id }, alice), 404);
    const renewed = okData(await api.post(leadCalls.renew, { id: lead.id }, bob));
    expect(new Date(renewed.expiresAt).getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(okData(await api.leads({ type: 1 })).list.map((l: { id: number }) => l.id)).toContain(lead.id);
  });

  it('refuses bad input: an unknown product, too long a text, too many photos, another user’s list', async () => {
    expectFailure(await api.addLead(alice, { ...LEAD, goodsType: 'FISH_FROZEN' }), 400, 'goodsType');
    expectFailure(await api.addLead(alice, { ...LEAD, content: 'x'.repeat(1001) }), 400, 'content');
    expectFailure(await api.addLead(alice, { ...LEAD, images: Array(7).fill('/a.png') }), 400, 'images');
    expectFailure(await api.leads({ userId: alice.userId }, bob), 403);
  });

  it('acts only as the caller: naming another user is a 403, a visitor naming anyone a 401, and 0 names nobody', async () => {
    const lead = released(await api.addLead(alice, LEAD));
    await api.review(admin, 'SUPPLY_DEMAND', lead.id, 2);
    expect(expectFailure(await api.leads({ userId: alice.userId }), 401).msg).toBe('invalid token');
    expectFailure(await api.leads({ collectUserId: alice.userId }, bob), 403);
    expect(okData(await api.leads({ userId: 0, collectUserId: 0 })).list.map((l: { id: number }) => l.id)).toContain(lead.id);
    expectFailure(await api.post(leadCalls.collect, { supplyDemandId: lead.id, userId: alice.userId }, bob), 403);
    expect(okData(await api.post(leadCalls.collect, { supplyDemandId: lead.id, userId: 0 }, bob))).toBe(1);
    expectFailure(await api.post(leadCalls.uncollect, { supplyDemandId: lead.id, userId: alice.userId }, bob), 403);
    expect(okData(await api.post(leadCalls.uncollect, { supplyDemandId: lead.id, userId: bob.userId }, bob))).toBe(0);
  });

  it('renews only an approved post: its author hears 400 before, anyone else 404', async () => {
    const lead = released(await api.addLead(alice, LEAD));
    expect(expectFailure(await api.post(leadCalls.renew, { id: lead.id }, alice), 400).msg).toBe(POSTING_MSG.notExpiring);
    expect(expectFailure(await api.post(leadCalls.renew, { id: lead.id }, bob), 404).msg).toBe(POSTING_MSG.leadNotFound);
    expectFailure(await api.post(leadCalls.renew, { id: lead.id }, admin), 404);
  });
});
