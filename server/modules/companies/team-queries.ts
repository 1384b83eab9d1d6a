import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, companyApplication, companyInvitation, companyJoinRequest, companyMember } from '../../db/schema/index';

export type InvitationRow = typeof companyInvitation.$inferSelect;
export type JoinRequestRow = typeof companyJoinRequest.$inferSelect;
export type MemberRow = typeof companyMember.$inferSelect;

/** A verified enterprise account (a team exists only while its company is verified). */
export async function verifiedCompany(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(companyApplication)
    .where(
      and(eq(companyApplication.id, applicationId), eq(companyApplication.state, 'VERIFIED'), eq(companyApplication.level, 'ENTERPRISE')),
    );
  return row ?? null;
}

/** The verified company a user owns or is a member of, if any. */
export async function teamOfUser(db: Executor, userId: number) {
  const [owned] = await db
    .select({ id: companyApplication.id })
    .from(companyApplication)
    .where(
      and(eq(companyApplication.ownerId, userId), eq(companyApplication.state, 'VERIFIED'), eq(companyApplication.level, 'ENTERPRISE')),
    )
    .orderBy(asc(companyApplication.id))
    .limit(1);
  if (owned) return owned.id;
  const [member] = await db
    .select({ id: companyMember.applicationId })
    .from(companyMember)
    .innerJoin(companyApplication, eq(companyApplication.id, companyMember.applicationId))
    .where(and(eq(companyMember.userId, userId), eq(companyApplication.state, 'VERIFIED')));
  return member?.id ?? null;
}

export async function membersOf(db: Executor, applicationId: number) {
  return db
    .select({ userId: companyMember.userId, joinedAt: companyMember.joinedAt, nickName: appUser.nickName, email: appUser.email })
    .from(companyMember)
    .innerJoin(appUser, eq(appUser.id, companyMember.userId))
    .where(eq(companyMember.applicationId, applicationId))
    .orderBy(asc(companyMember.joinedAt), asc(companyMember.userId));
}

export async function isMember(db: Executor, applicationId: number, userId: number) {
  const [row] = await db
    .select({ userId: companyMember.userId })
    .from(companyMember)
    .where(and(eq(companyMember.applicationId, applicationId), eq(companyMember.userId, userId)));
  return Boolean(row);
}

/** Whether a user owns a verified enterprise account or is in any team (one team per user). */
export async function inATeam(db: Executor, userId: number) {
  return (
    (await teamOfUser(db, userId)) !== null || (await db.select().from(companyMember).where(eq(companyMember.userId, userId))).length > 0
  );
}

export async function addMember(db: Executor, applicationId: number, userId: number, at: Date) {
  await db.insert(companyMember).values({ applicationId, userId, joinedAt: at });
}

export async function removeMember(db: Executor, applicationId: number, userId: number) {
  const rows = await db
    .delete(companyMember)
    .where(and(eq(companyMember.applicationId, applicationId), eq(companyMember.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function setOwner(db: Executor, applicationId: number, ownerId: number) {
  await db.update(companyApplication).set({ ownerId }).where(eq(companyApplication.id, applicationId));
}

export async function userById(db: Executor, id: number) {
  const [row] = await db
    .select({ id: appUser.id, nickName: appUser.nickName, email: appUser.email })
    .from(appUser)
    .where(eq(appUser.id, id));
  return row ?? null;
}

export async function userByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(sql`lower(${appUser.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

/** Open invitations not past their expiry, of a company to an address. */
export async function openInvitation(db: Executor, applicationId: number, email: string, now: Date) {
  const [row] = await db
    .select()
    .from(companyInvitation)
    .where(
      and(
        eq(companyInvitation.applicationId, applicationId),
        eq(companyInvitation.email, email.toLowerCase()),
        eq(companyInvitation.state, 'OPEN'),
        gt(companyInvitation.expiresAt, now),
      ),
    );
  return row ?? null;
}

export async function insertInvitation(db: Executor, values: typeof companyInvitation.$inferInsert): Promise<InvitationRow> {
  const [row] = await db.insert(companyInvitation).values(values).returning();
  if (!row) throw new Error('the invitation was not inserted');
  return row;
}

export async function invitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(companyInvitation).where(eq(companyInvitation.tokenHash, tokenHash));
  return row ?? null;
}

export async function invitationById(db: Executor, id: number) {
  const [row] = await db.select().from(companyInvitation).where(eq(companyInvitation.id, id));
  return row ?? null;
}

export async function answerInvitation(db: Executor, id: number, state: 'ACCEPTED' | 'CANCELLED', at: Date, userId: number | null) {
  const rows = await db
    .update(companyInvitation)
    .set({ state, answeredAt: at, acceptedBy: userId })
    .where(and(eq(companyInvitation.id, id), eq(companyInvitation.state, 'OPEN')))
    .returning();
  return rows.length > 0;
}

/** The open invitations of a company (expired ones included: the page says so), newest first. */
export async function invitationsOf(db: Executor, applicationId: number) {
  return db
    .select()
    .from(companyInvitation)
    .where(and(eq(companyInvitation.applicationId, applicationId), eq(companyInvitation.state, 'OPEN')))
    .orderBy(desc(companyInvitation.createdAt), desc(companyInvitation.id));
}

export async function pendingRequest(db: Executor, applicationId: number, userId: number) {
  const [row] = await db
    .select()
    .from(companyJoinRequest)
    .where(
      and(
        eq(companyJoinRequest.applicationId, applicationId),
        eq(companyJoinRequest.userId, userId),
        eq(companyJoinRequest.state, 'PENDING'),
      ),
    );
  return row ?? null;
}

export async function insertRequest(db: Executor, values: typeof companyJoinRequest.$inferInsert): Promise<JoinRequestRow> {
  const [row] = await db.insert(companyJoinRequest).values(values).returning();
  if (!row) throw new Error('the request was not inserted');
  return row;
}

export async function requestById(db: Executor, id: number) {
  const [row] = await db.select().from(companyJoinRequest).where(eq(companyJoinRequest.id, id));
  return row ?? null;
}

export async function decideRequest(db: Executor, id: number, state: 'APPROVED' | 'REFUSED', by: number, at: Date) {
  const rows = await db
    .update(companyJoinRequest)
    .set({ state, decidedBy: by, decidedAt: at })
    .where(and(eq(companyJoinRequest.id, id), eq(companyJoinRequest.state, 'PENDING')))
    .returning();
  return rows.length > 0;
}

/** Requests waiting for a company's owner, oldest first, with who asks. */
export async function pendingRequestsOf(db: Executor, applicationId: number) {
  return db
    .select({ row: companyJoinRequest, nickName: appUser.nickName, email: appUser.email })
    .from(companyJoinRequest)
    .innerJoin(appUser, eq(appUser.id, companyJoinRequest.userId))
    .where(and(eq(companyJoinRequest.applicationId, applicationId), eq(companyJoinRequest.state, 'PENDING')))
    .orderBy(asc(companyJoinRequest.createdAt), asc(companyJoinRequest.id));
}

/** A user's own requests still waiting, with the company's name. */
export async function requestsByUser(db: Executor, userId: number) {
  return db
    .select({ id: companyJoinRequest.id, companyName: companyApplication.name, createdAt: companyJoinRequest.createdAt })
    .from(companyJoinRequest)
    .innerJoin(companyApplication, eq(companyApplication.id, companyJoinRequest.applicationId))
    .where(and(eq(companyJoinRequest.userId, userId), eq(companyJoinRequest.state, 'PENDING')))
    .orderBy(desc(companyJoinRequest.createdAt));
}

/** The everyone of each team: owner and members' ids, by the users asked about (for posts and conversations). */
export async function teamMemberIds(db: Executor, applicationId: number, ownerId: number): Promise<number[]> {
  const rows = await db.select({ userId: companyMember.userId }).from(companyMember).where(eq(companyMember.applicationId, applicationId));
  return [ownerId, ...rows.map((r) => r.userId).filter((id) => id !== ownerId)];
}

export const usersIn = (db: Executor, ids: number[]) =>
  ids.length
    ? db.select({ id: appUser.id, nickName: appUser.nickName }).from(appUser).where(inArray(appUser.id, ids))
    : Promise.resolve([]);
