import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client';
import { collect } from '../../db/schema/index';
import type { SessionUser } from '../../platform/auth';
import { notFound } from '../../platform/envelope';
import type { SubjectRegistry } from '../subjects/index';

/**
 * Favourites (collect) of any subject an area registers with the 'collect' feature (§4: toggles; the count is the
 * server's). Counts are read live from the rows, so a count and the favourites never disagree. Areas join the SQL
 * fragments below into their own list queries; this feature never reads an area's tables.
 */

/** How many users collected the subject whose id is `id` (a column of the area's query). */
export const collectCount = (subjectType: string, id: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${collect} where ${collect.subjectType} = ${subjectType} and ${collect.subjectId} = ${id})`;

/** Whether this user collected it (false for a visitor). */
export const collectedBy = (subjectType: string, id: AnyPgColumn, userId: number | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${collect} where ${collect.subjectType} = ${subjectType} and ${collect.subjectId} = ${id} and ${collect.userId} = ${userId})`;

/** When this user collected it (null when not): filters and orders a favourites list. */
export const collectedAt = (subjectType: string, id: AnyPgColumn, userId: number): SQL<Date | null> =>
  sql`(select ${collect.createdAt} from ${collect} where ${collect.subjectType} = ${subjectType} and ${collect.subjectId} = ${id} and ${collect.userId} = ${userId})`;

async function countOf(db: Executor, subjectType: string, subjectId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(collect)
    .where(and(eq(collect.subjectType, subjectType), eq(collect.subjectId, subjectId)));
  return row?.n ?? 0;
}

export function createCollectService(db: Db, subjects: SubjectRegistry) {
  return {
    /** Collects a visible subject (once; a second call changes nothing) and answers its count. */
    async add(user: SessionUser, subjectType: string, subjectId: number): Promise<number> {
      const key = { type: subjectType, object: String(subjectId), accessType: '', countryCode: '' };
      const subject = await subjects.find(key, 'collect');
      if (!subject?.visible) throw notFound(subjects.sourceOf(subjectType, 'collect').notFoundMessage);
      await db.insert(collect).values({ userId: user.userId, subjectType, subjectId }).onConflictDoNothing();
      return countOf(db, subjectType, subjectId);
    },

    /** Takes the user's own favourite back (none is fine) and answers the count. */
    async cancel(user: SessionUser, subjectType: string, subjectId: number): Promise<number> {
      await db
        .delete(collect)
        .where(and(eq(collect.userId, user.userId), eq(collect.subjectType, subjectType), eq(collect.subjectId, subjectId)));
      return countOf(db, subjectType, subjectId);
    },

    /** Drops every favourite of subjects an area deletes, in the area's transaction. */
    forget: (tx: Executor, subjectType: string, subjectIds: number[]) =>
      subjectIds.length
        ? tx.delete(collect).where(and(eq(collect.subjectType, subjectType), inArray(collect.subjectId, subjectIds)))
        : Promise.resolve(),
  };
}

export type CollectService = ReturnType<typeof createCollectService>;
