import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MSG, TEAM_LIMITS } from '../../../contracts/companies/codes';
import { teamCalls as c, type MyTeam, type Team } from '../../../contracts/companies/team';
import type { CallDefinition } from '../../../contracts/core/calls';
import { fill } from '../../../contracts/core/messages';
import { enquiryCalls } from '../../../contracts/enquiries/calls';
import { leadCalls } from '../../../contracts/leads/calls';
import { notificationCalls } from '../../../contracts/notifications/calls';
import { company, companyApplication, companyInvitation, companyJoinRequest, companyMember } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { createActivePlant, createAdmin, createApprovedLead } from '../../test-support/factories';
import { mailsTo } from '../../test-support/outbox';

let t: TestApp;
let owner: SignedInUser;
let colleague: SignedInUser;
let stranger: SignedInUser;
let requester: SignedInUser;
let admin: SignedInUser;
let teamId: number;
let leadId: number;
let pendingLeadId: number;
let conversationId: number;

const post = (definition: CallDefinition, body: unknown, user?: SignedInUser) => call(t, definition, { body }, user);
const get = (definition: CallDefinition, query: Record<string, unknown>, user?: SignedInUser) => call(t, definition, { query }, user);
const count = async (table: typeof companyInvitation | typeof companyJoinRequest | typeof companyMember) =>
  (await t.database.db.select().from(table)).length;
const titles = async (user: SignedInUser) =>
  JSON.stringify(okData(await call(t, notificationCalls.history, { params: { page: 1, limit: 20 }, body: {} }, user)));

/** The token of the newest invitation mailed to an address (its accept link). */
async function mailedToken(email: string): Promise<string> {
  const mail = (await mailsTo(t, email)).at(-1) ?? '';
  const token = /team\/accept\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation was mailed to ${email}`);
  return token;
}

/** The Verified badge the board shows beside a user's approved posts (null when none). */
const boardBadge = async (userId: number) => {
  const page = okData(await call(t, leadCalls.page, { params: { page: 1, limit: 50 }, body: { type: 1 } }));
  const row = (page.list as { userInfo: { userId: number; verified: unknown } }[]).find((l) => l.userInfo.userId === userId);
  if (!row) throw new Error(`no post of user ${userId} on the board`);
  return row.userInfo.verified;
};

const companyPosts = async (user: SignedInUser) =>
  (okData(await get(leadCalls.company, {}, user)).list as { id: number }[]).map((l) => l.id);
const companyConversations = async (user: SignedInUser) =>
  (okData(await get(enquiryCalls.company, {}, user)).list as { id: number }[]).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  owner = await registerUser(t, { nickName: 'Owner' });
  colleague = await registerUser(t, { nickName: 'Colleague' });
  stranger = await registerUser(t, { nickName: 'Stranger' });
  requester = await registerUser(t, { nickName: 'Requester' });
  admin = await createAdmin(t);
  const plant = await createActivePlant(t, { countryCode: 'UY' });
  const [market] = await t.database.db.select({ id: company.id }).from(company).where(eq(company.companyCode, plant.company.companyCode));
  const [row] = await t.database.db
    .insert(companyApplication)
    .values({
      level: 'ENTERPRISE',
      applicantId: owner.userId,
      ownerId: owner.userId,
      marketCompanyId: market!.id,
      name: plant.company.plantName,
      workEmail: 'owner@frigorifico.example',
      emailConfirmedAt: new Date(),
      state: 'VERIFIED',
      verifiedAt: new Date(),
    })
    .returning();
  teamId = row!.id;
  leadId = await createApprovedLead(t, owner.userId);
  pendingLeadId = await createApprovedLead(t, owner.userId, { checkStatus: 1 });
  // A buyer asks about the company's post: the conversation the team will read.
  const sent = okData(await post(enquiryCalls.add, { supplyDemandId: leadId, content: 'Price for 2 x 40ft?' }, stranger));
  conversationId = sent.conversationId;
});
afterAll(() => t?.close());

describe('teams: invite, accept, see the company, remove, transfer', () => {
  it('walks a colleague in by invitation and out again', async () => {
    // An outsider sees no team and none of the company's.
    expectFailure(await get(c.list, { id: teamId }, colleague), 404);
    expectFailure(await get(c.list, { id: teamId }), 401);
    expect(await companyPosts(colleague)).toEqual([]);
    expectFailure(await get(enquiryCalls.messages, { conversationId }, colleague), 404);

    const invited = okData(await post(c.invite, { id: teamId, email: colleague.email.toUpperCase() }, owner));
    expect(invited).toMatchObject({ email: colleague.email.toLowerCase(), state: 'OPEN' });
    const token = await mailedToken(colleague.email);
    // The invitee has an account: the invitation is in their notifications too.
    expect(await titles(colleague)).toContain('invites you to its team');

    // The link's page: anyone with the token sees what it offers.
    expect(okData(await get(c.invitation, { token }))).toMatchObject({ email: colleague.email.toLowerCase(), state: 'OPEN' });
    expectFailure(await get(c.invitation, { token: 'x'.repeat(32) }), 404);
    // Only the invited address's account accepts.
    const other = expectFailure(await post(c.accept, { token }, stranger), 403);
    expect(other.msg).toBe(fill(COMPANY_MSG.team.otherEmail, { email: colleague.email.toLowerCase() }));
    expectFailure(await post(c.accept, { token }), 401);
    expect(okData(await post(c.accept, { token }, colleague))).toEqual({ id: teamId, name: expect.any(String) });
    expectFailure(await post(c.accept, { token }, colleague), 409);
    expect(await titles(owner)).toContain('Colleague joined');

    // Members list; the owner's view has invitations and requests, the member's not.
    const seen = okData(await get(c.list, { id: teamId }, colleague)) as Team;
    expect(seen.role).toBe('MEMBER');
    expect(seen.members.map((m) => [m.userId, m.role])).toEqual([
      [owner.userId, 'OWNER'],
      [colleague.userId, 'MEMBER'],
    ]);
    expect((okData(await get(c.mine, {}, colleague)) as MyTeam).team?.id).toBe(teamId);
    expect((okData(await get(c.list, { id: teamId }, admin)) as Team).members).toHaveLength(2);

    // Their own posts now carry the company's badge, marked as a member's; the owner's stays the owner's.
    const colleagueLead = await createApprovedLead(t, colleague.userId);
    expect(await boardBadge(colleague.userId)).toMatchObject({ applicationId: teamId, level: 'ENTERPRISE', member: true });
    expect(await boardBadge(owner.userId)).toMatchObject({ applicationId: teamId, member: false });

    // The member sees the company's posts in every status, and reads (not writes) its conversations.
    expect(await companyPosts(colleague)).toEqual(expect.arrayContaining([leadId, pendingLeadId]));
    expect(await companyConversations(colleague)).toEqual([conversationId]);
    const thread = okData(await get(enquiryCalls.messages, { conversationId }, colleague));
    expect(thread.list.map((m: { content: string }) => m.content)).toEqual(['Price for 2 x 40ft?']);
    // The thread tells the page the member only reads (no reply box, block or report), the owner is a party.
    expect(thread.conversation.party).toBe(false);
    expect(okData(await get(enquiryCalls.messages, { conversationId }, owner)).conversation.party).toBe(true);
    expectFailure(await post(enquiryCalls.add, { conversationId, content: 'Hello' }, colleague), 404);
    // Not the stranger, who is a party to this conversation only: none of the company's posts.
    expect(await companyPosts(stranger)).toEqual([]);

    // A member does not manage: told so (403), nothing changes.
    expectFailure(await post(c.kickout, { id: teamId, userId: owner.userId }, colleague), 403);
    expectFailure(await post(c.invite, { id: teamId, email: 'x@example.com' }, colleague), 403);
    expectFailure(await post(c.invite, { id: teamId, email: 'x@example.com' }, stranger), 404);

    // Removed: notified, and the company's posts and conversations are gone for them (404).
    okData(await post(c.kickout, { id: teamId, userId: colleague.userId }, owner));
    expect(await titles(colleague)).toContain('You were removed from the team');
    expect(await companyPosts(colleague)).toEqual([]);
    expect(await companyConversations(colleague)).toEqual([]);
    expectFailure(await get(enquiryCalls.messages, { conversationId }, colleague), 404);
    expectFailure(await get(c.list, { id: teamId }, colleague), 404);
    // And the badge beside their post is gone at once, from the board visitors read too.
    expect(await boardBadge(colleague.userId)).toBeNull();
    expect(await companyPosts(owner)).not.toContain(colleagueLead);
    expectFailure(await post(c.kickout, { id: teamId, userId: colleague.userId }, owner), 404);
  });

  it('lets a user ask to join; the owner approves or refuses; ownership is handed on', async () => {
    const asked = okData(await post(c.request, { id: teamId, message: 'I run the Shanghai desk' }, requester));
    expectFailure(await post(c.request, { id: teamId }, requester), 409);
    expect(await titles(owner)).toContain('Requester asks to join');
    const view = okData(await get(c.list, { id: teamId }, owner)) as Team;
    expect(view.requests.map((r) => [r.id, r.message])).toEqual([[asked.id, 'I run the Shanghai desk']]);
    // Only the owner reviews.
    expectFailure(await post(c.review, { requestId: asked.id, approve: true }, requester), 404);
    okData(await post(c.review, { requestId: asked.id, approve: true }, owner));
    expectFailure(await post(c.review, { requestId: asked.id, approve: false }, owner), 404);
    expect(await titles(requester)).toContain('You joined the team');
    expect(await companyPosts(requester)).toContain(leadId);

    // A refused request.
    const another = await registerUser(t, { nickName: 'Another' });
    const second = okData(await post(c.request, { id: teamId }, another));
    okData(await post(c.review, { requestId: second.id, approve: false }, owner));
    expect(await titles(another)).toContain('was refused');
    expect(await companyPosts(another)).toEqual([]);

    // The owner cannot leave; hands ownership on; the new owner manages, the old one is a member.
    expectFailure(await post(c.leave, { id: teamId }, owner), 409);
    expectFailure(await post(c.transfer, { id: teamId, userId: stranger.userId }, owner), 404);
    okData(await post(c.transfer, { id: teamId, userId: requester.userId }, owner));
    expect(await titles(requester)).toContain('You are now the owner');
    expect((okData(await get(c.list, { id: teamId }, requester)) as Team).role).toBe('OWNER');
    expect((okData(await get(c.list, { id: teamId }, owner)) as Team).role).toBe('MEMBER');
    expectFailure(await post(c.kickout, { id: teamId, userId: requester.userId }, owner), 403);
    // The old owner's post is the company's still (they are a member); they leave and see it no more in the company view.
    okData(await post(c.leave, { id: teamId }, owner));
    expect(await companyPosts(owner)).toEqual([]);
    expect(await companyPosts(requester)).not.toContain(leadId);
    expectFailure(await get(c.list, { id: teamId }, owner), 404);
    // The company back to its first owner, alone, for the next test.
    await t.database.db.update(companyApplication).set({ ownerId: owner.userId });
    await t.database.db.delete(companyMember);
  });

  it('refuses bad invitations with a clear message and stores nothing', async () => {
    const before = await count(companyInvitation);
    expectFailure(await post(c.invite, { id: teamId, email: 'not an address' }, owner), 400, 'email');
    expectFailure(await post(c.invite, { id: teamId, email: owner.email }, owner), 409);
    expectFailure(await post(c.invite, { id: 999999, email: 'a@example.com' }, owner), 404);
    const open = 'someone@example.com';
    okData(await post(c.invite, { id: teamId, email: open }, owner));
    const again = expectFailure(await post(c.invite, { id: teamId, email: open }, owner), 409);
    expect(again.msg).toBe(fill(COMPANY_MSG.team.alreadyInvited, { email: open }));
    expect(await count(companyInvitation)).toBe(before + 1);
    // The per-day limit, per company: the first test's invitation and this one count.
    for (let i = await count(companyInvitation); i < TEAM_LIMITS.invitationsPerDay; i++) {
      okData(await post(c.invite, { id: teamId, email: `n${i}@example.com` }, owner));
    }
    const full = await count(companyInvitation);
    const limited = expectFailure(await post(c.invite, { id: teamId, email: 'late@example.com' }, owner), 429);
    expect(limited.msg).toBe(COMPANY_MSG.team.tooManyInvitations);
    expect(await count(companyInvitation)).toBe(full);
    // Markup in the request's message is refused; nothing stored.
    const requests = await count(companyJoinRequest);
    expectFailure(await post(c.request, { id: teamId, message: '<b>hi</b>' }, stranger), 400, 'message');
    expectFailure(await post(c.request, { id: 999999 }, stranger), 404);
    expect(await count(companyJoinRequest)).toBe(requests);
    // An invitation withdrawn: its link no longer works.
    const list = (okData(await get(c.list, { id: teamId }, owner)) as Team).invitations;
    const target = list.find((i) => i.email === open)!;
    expectFailure(await post(c.cancel, { invitationId: target.id }, stranger), 404);
    okData(await post(c.cancel, { invitationId: target.id }, owner));
    expectFailure(await post(c.cancel, { invitationId: target.id }, owner), 409);
  });
});
