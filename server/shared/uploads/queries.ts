import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { upload } from '../../db/schema/index';
import type { AuditWriter } from '../audit/index';

export type UploadRow = typeof upload.$inferSelect;
export type NewUpload = typeof upload.$inferInsert;

export async function insertUpload(db: AuditWriter, values: NewUpload): Promise<UploadRow> {
  const [row] = await db.insert(upload).values(values).returning();
  return row!;
}

/** Any row of the key: they all describe the same stored file. */
export async function findUploadByKey(db: Db, key: string): Promise<Pick<UploadRow, 'key' | 'mime'> | undefined> {
  const [row] = await db.select({ key: upload.key, mime: upload.mime }).from(upload).where(eq(upload.key, key)).limit(1);
  return row;
}
