import { and, desc, eq, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { upload } from '../../db/schema/index';

export type UploadRow = typeof upload.$inferSelect;
export type NewUpload = typeof upload.$inferInsert;

export async function insertUpload(db: Executor, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(upload).values(values).returning();
  return row!;
}

/** The newest row of a key (legacy hash keys may have several rows, all for the same file). */
export async function findUploadByKey(db: Executor, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(upload).where(eq(upload.key, key)).orderBy(desc(upload.id)).limit(1);
  return row;
}

export async function updateUpload(db: Executor, id: number, values: Partial<NewUpload>): Promise<void> {
  await db.update(upload).set(values).where(eq(upload.id, id));
}

export async function deleteUpload(db: Executor, id: number): Promise<void> {
  await db.delete(upload).where(eq(upload.id, id));
}

export function findUploadsByUrl(db: Executor, urls: string[]): Promise<UploadRow[]> {
  return db.select().from(upload).where(inArray(upload.url, urls));
}

export async function setSubject(db: Executor, ids: number[], subject: { type: string; id: number }): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(upload)
    .set({ subjectType: subject.type, subjectId: subject.id, usedAt: sql`coalesce(${upload.usedAt}, now())` })
    .where(inArray(upload.id, ids));
}

/** Lets go of the subject's files of this purpose that are not in keepIds (all of them when purpose is omitted). */
export async function releaseSubject(db: Executor, subject: { type: string; id: number }, purpose?: string, keepIds: number[] = []) {
  await db
    .update(upload)
    .set({ subjectType: null, subjectId: null })
    .where(
      and(
        eq(upload.subjectType, subject.type),
        eq(upload.subjectId, subject.id),
        purpose ? eq(upload.purpose, purpose) : undefined,
        keepIds.length ? notInArray(upload.id, keepIds) : undefined,
      ),
    );
}

/**
 * Rows the sweep removes: tokens never completed once expired, and files no subject holds, made (or let go of)
 * before the cut-off. Purposes whose files are referenced from text (article images) are never swept.
 */
export function findSweepable(db: Executor, cutoff: Date, keepPurposes: string[], limit: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(upload)
    .where(
      and(
        notInArray(upload.purpose, keepPurposes),
        isNull(upload.subjectType),
        or(and(ne(upload.state, 'ready'), lt(upload.expiresAt, cutoff)), and(eq(upload.state, 'ready'), lt(upload.createdAt, cutoff))),
      ),
    )
    .limit(limit);
}

export async function deleteUploads(db: Executor, ids: number[]): Promise<void> {
  if (ids.length) await db.delete(upload).where(inArray(upload.id, ids));
}
