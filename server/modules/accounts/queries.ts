import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contracts/core/languages';
import type { Executor } from '../../db/client';
import { appUser, emailCode, userSession } from '../../db/schema/index';
import { escapeLike } from '../../db/sql/like';
import { prepared } from '../../db/prepared';

export type UserRow = typeof appUser.$inferSelect;

/** The user's language as stored; a value this portal does not know reads as the default. */
export const languageOfUser = (user: Pick<UserRow, 'language'>): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);
export type NewUser = typeof appUser.$inferInsert;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.email, email));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
  return row;
}

/** Inserts the user; undefined when the e-mail is already taken (the unique index decides, not a prior read). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(appUser).values(user).onConflictDoNothing({ target: appUser.email }).returning();
  return row;
}

export async function updateProfile(
  db: Executor,
  id: number,
  fields: Pick<NewUser, 'nickName' | 'contactMobile' | 'companyName' | 'businessCategory' | 'avatar'>,
) {
  const [row] = await db
    .update(appUser)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(appUser.id, id))
    .returning();
  return row;
}

export async function updatePassword(db: Executor, id: number, passwordHash: string) {
  const now = new Date();
  await db.update(appUser).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(appUser.id, id));
}

export async function setLanguage(db: Executor, id: number, language: string) {
  await db.update(appUser).set({ language, updatedAt: new Date() }).where(eq(appUser.id, id));
}

export async function setRole(db: Executor, id: number, role: string) {
  await db.update(appUser).set({ role, updatedAt: new Date() }).where(eq(appUser.id, id));
}

// Sessions

export async function insertSession(db: Executor, session: typeof userSession.$inferInsert) {
  await db.insert(userSession).values(session);
}

/** The live session of a token hash with its user, or undefined. Idle and absolute ends are both checked here. */
/**
 * The live session of a token hash and its user: read on every signed-in request, so prepared (decision 0034) and
 * narrowed to what a session lookup uses.
 */
export async function findLiveSession(db: Executor, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await prepared(db, 'accounts_live_session', () =>
    db
      .select({
        session: { id: userSession.id, lastSeenAt: userSession.lastSeenAt, expiresAt: userSession.expiresAt },
        user: { id: appUser.id, email: appUser.email, nickName: appUser.nickName, role: appUser.role, disabledAt: appUser.disabledAt },
      })
      .from(userSession)
      .innerJoin(appUser, eq(appUser.id, userSession.userId))
      .where(
        and(
          eq(userSession.tokenHash, sql.placeholder('hash')),
          gt(userSession.expiresAt, sql.placeholder('now')),
          gt(userSession.lastSeenAt, sql.placeholder('idleSince')),
        ),
      ),
  ).execute({ hash: tokenHash, now: now.toISOString(), idleSince: idleSince.toISOString() });
  return row;
}

export async function touchSession(db: Executor, id: number, now: Date) {
  await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, id));
}

/** Ends the session of a token hash; answers whose it was, if it was live. */
export async function deleteSessionByHash(db: Executor, tokenHash: string) {
  const [ended] = await db.delete(userSession).where(eq(userSession.tokenHash, tokenHash)).returning({ userId: userSession.userId });
  return ended;
}

export async function deleteSessionsOfUser(db: Executor, userId: number) {
  await db.delete(userSession).where(eq(userSession.userId, userId));
}

/** Ended sessions are of no use to anyone; removed now and then so the table does not grow without bound. */
export async function deleteDeadSessions(db: Executor, now: Date, idleSince: Date) {
  await db.delete(userSession).where(or(lt(userSession.expiresAt, now), lt(userSession.lastSeenAt, idleSince)));
}

// Mailed codes

export async function latestCodeSentAt(db: Executor, email: string, purpose: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailCode.createdAt })
    .from(emailCode)
    .where(and(eq(emailCode.email, email), eq(emailCode.purpose, purpose)))
    .orderBy(desc(emailCode.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Every unused code of an e-mail and purpose stops working. */
export async function retireCodes(db: Executor, email: string, purpose: string, at: Date) {
  await db
    .update(emailCode)
    .set({ usedAt: at })
    .where(and(eq(emailCode.email, email), eq(emailCode.purpose, purpose), isNull(emailCode.usedAt)));
}

/** Stores a new code and retires every earlier unused one of the same e-mail and purpose: only the newest works. */
export async function replaceCode(db: Executor, code: typeof emailCode.$inferInsert & { createdAt: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    await retireCodes(tx, code.email, code.purpose, code.createdAt);
    const [row] = await tx.insert(emailCode).values(code).returning({ id: emailCode.id });
    if (!row) throw new Error('the code request was not stored');
    return row.id;
  });
}

export async function findCodeRequest(db: Executor, id: number) {
  const [row] = await db.select().from(emailCode).where(eq(emailCode.id, id));
  return row;
}

/** Gives a request its code, unless a newer request retired it meanwhile. */
export async function setCodeHash(db: Executor, id: number, codeHash: string) {
  await db
    .update(emailCode)
    .set({ codeHash })
    .where(and(eq(emailCode.id, id), isNull(emailCode.usedAt)));
}

/** The newest unused, unexpired code of an e-mail and purpose. */
export async function findActiveCode(db: Executor, email: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailCode)
    .where(and(eq(emailCode.email, email), eq(emailCode.purpose, purpose), isNull(emailCode.usedAt), gt(emailCode.expiresAt, now)))
    .orderBy(desc(emailCode.createdAt))
    .limit(1);
  return row;
}

export async function countWrongTry(db: Executor, id: number) {
  await db
    .update(emailCode)
    .set({ attempts: sql`${emailCode.attempts} + 1` })
    .where(eq(emailCode.id, id));
}

/** Marks the code used; false when another request used it first (a code works once). */
export async function useCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCode)
    .set({ usedAt: now })
    .where(and(eq(emailCode.id, id), isNull(emailCode.usedAt)))
    .returning({ id: emailCode.id });
  return rows.length === 1;
}

// Administration (the admin shell reaches these through index.ts)

export interface UserFilter {
  keyword?: string;
  role?: string;
  disabled?: boolean;
}

/** A user with what the admin shell shows beside the profile: live sessions and the newest sign-in on record. */
// The outer user is named in full: a bare "id" inside the subquery would mean the session's own id.
const outerUserId = sql.raw('"app_user"."id"');
const userWithSessions = (now: Date, idleSince: Date) => ({
  user: appUser,
  sessionCount: sql<number>`(select count(*)::int from ${userSession} s where s.user_id = ${outerUserId} and s.expires_at > ${now} and s.last_seen_at > ${idleSince})`,
  lastSignInAt: sql<Date | string | null>`(select max(s.created_at) from ${userSession} s where s.user_id = ${outerUserId})`,
});

function userWhere(filter: UserFilter) {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword)}%` : undefined;
  return and(
    pattern ? or(ilike(appUser.email, pattern), ilike(appUser.nickName, pattern)) : undefined,
    filter.role ? eq(appUser.role, filter.role) : undefined,
    filter.disabled === undefined ? undefined : filter.disabled ? isNotNull(appUser.disabledAt) : isNull(appUser.disabledAt),
  );
}

/** A page of users, newest first. */
export async function searchUsers(db: Executor, filter: UserFilter, page: { offset: number; limit: number }, now: Date, idleSince: Date) {
  const where = userWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(userWithSessions(now, idleSince))
      .from(appUser)
      .where(where)
      .orderBy(desc(appUser.createdAt), desc(appUser.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ total: count() }).from(appUser).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findUserWithSessions(db: Executor, id: number, now: Date, idleSince: Date) {
  const [row] = await db.select(userWithSessions(now, idleSince)).from(appUser).where(eq(appUser.id, id));
  return row;
}

export async function setDisabledAt(db: Executor, id: number, disabledAt: Date | null) {
  await db.update(appUser).set({ disabledAt, updatedAt: new Date() }).where(eq(appUser.id, id));
}
