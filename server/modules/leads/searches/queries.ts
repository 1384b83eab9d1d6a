import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { LeadBoardFilter } from '../../../../contracts/leads/models';
import type { Executor } from '../../../db/client';
import { savedSearch, savedSearchMatch, savedSearchPending, supplyDemand } from '../../../db/schema/index';

/** Saved searches, the posts waiting to be matched against them, and their matches (docs/community.md 'Saved searches'). */

export type SavedSearchRow = typeof savedSearch.$inferSelect;

const matchCount = sql<number>`(select count(*)::int from ${savedSearchMatch} where ${savedSearchMatch.searchId} = ${savedSearch.id})`;

export const listOwn = (db: Executor, userId: number) =>
  db
    .select({ row: savedSearch, matches: matchCount })
    .from(savedSearch)
    .where(eq(savedSearch.userId, userId))
    .orderBy(desc(savedSearch.id));

export async function findSearch(db: Executor, id: number) {
  const [found] = await db.select({ row: savedSearch, matches: matchCount }).from(savedSearch).where(eq(savedSearch.id, id));
  return found ?? null;
}

export async function countOwn(db: Executor, userId: number) {
  const [row] = await db.select({ n: count() }).from(savedSearch).where(eq(savedSearch.userId, userId));
  return row?.n ?? 0;
}

export async function nameTaken(db: Executor, userId: number, name: string, exceptId = 0) {
  const rows = await db
    .select({ id: savedSearch.id })
    .from(savedSearch)
    .where(and(eq(savedSearch.userId, userId), eq(savedSearch.name, name), ne(savedSearch.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** Inserts a search; null when the same name was taken meanwhile (the unique index decides). */
export async function insertSearch(db: Executor, values: { userId: number; name: string; filter: LeadBoardFilter; mail: boolean }) {
  const [row] = await db.insert(savedSearch).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateSearch(db: Executor, id: number, set: { name?: string; mail?: boolean }) {
  await db
    .update(savedSearch)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(savedSearch.id, id));
}

export const deleteSearch = (db: Executor, id: number) => db.delete(savedSearch).where(eq(savedSearch.id, id));

/** A post just approved waits to be matched; in the approving transaction. Approving it again queues nothing new. */
export async function queueForMatching(db: Executor, leadId: number) {
  await db.insert(savedSearchPending).values({ leadId }).onConflictDoNothing();
}

/** Takes the oldest waiting posts for this transaction; a concurrent run skips them (PostgreSQL) or waits (embedded). */
export async function takePending(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .select({ leadId: savedSearchPending.leadId })
    .from(savedSearchPending)
    .orderBy(asc(savedSearchPending.queuedAt), asc(savedSearchPending.leadId))
    .limit(limit)
    .for('update', { skipLocked: true });
  const ids = rows.map((r) => r.leadId);
  if (ids.length) await db.delete(savedSearchPending).where(inArray(savedSearchPending.leadId, ids));
  return ids;
}

/** The post's author and type, to narrow the searches worth testing. */
export async function leadBasics(db: Executor, leadId: number) {
  const [row] = await db
    .select({ id: supplyDemand.id, userId: supplyDemand.userId, type: supplyDemand.type, content: supplyDemand.content })
    .from(supplyDemand)
    .where(eq(supplyDemand.id, leadId));
  return row ?? null;
}

/** Other users' searches that could match a post of this type (a search of the other type never can). */
export const candidateSearches = (db: Executor, lead: { userId: number; type: number }) =>
  db
    .select()
    .from(savedSearch)
    .where(
      and(
        ne(savedSearch.userId, lead.userId),
        or(sql`${savedSearch.filter}->>'type' is null`, sql`(${savedSearch.filter}->>'type')::int = ${lead.type}`),
      ),
    )
    .orderBy(asc(savedSearch.id));

/** Records matches not recorded before; answers the new ones (a post matched twice is told once). */
export async function insertMatches(
  db: Executor,
  rows: { searchId: number; leadId: number; userId: number; mailedAt: Date | null }[],
): Promise<{ searchId: number; leadId: number; userId: number }[]> {
  if (!rows.length) return [];
  return db
    .insert(savedSearchMatch)
    .values(rows)
    .onConflictDoNothing()
    .returning({ searchId: savedSearchMatch.searchId, leadId: savedSearchMatch.leadId, userId: savedSearchMatch.userId });
}

/** Users with matches the daily mail has not told of yet. */
export async function usersWithUnmailed(db: Executor) {
  const rows = await db.selectDistinct({ userId: savedSearchMatch.userId }).from(savedSearchMatch).where(isNull(savedSearchMatch.mailedAt));
  return rows.map((r) => r.userId);
}

/** A user's unmailed matches, oldest first, locked for the mail's transaction. */
export const unmailedOf = (db: Executor, userId: number) =>
  db
    .select({ searchId: savedSearchMatch.searchId, leadId: savedSearchMatch.leadId })
    .from(savedSearchMatch)
    .where(and(eq(savedSearchMatch.userId, userId), isNull(savedSearchMatch.mailedAt)))
    .orderBy(asc(savedSearchMatch.createdAt), asc(savedSearchMatch.leadId))
    .for('update');

export async function markMailed(db: Executor, userId: number, at: Date) {
  await db
    .update(savedSearchMatch)
    .set({ mailedAt: at })
    .where(and(eq(savedSearchMatch.userId, userId), isNull(savedSearchMatch.mailedAt)));
}
