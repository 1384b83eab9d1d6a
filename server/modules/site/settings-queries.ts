import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agreement, friendlyLink, noticeConfig, siteInfo } from '../../db/schema/index';

export type SiteInfoRow = typeof siteInfo.$inferSelect;
export type SiteInfoFields = Omit<typeof siteInfo.$inferInsert, 'id' | 'updatedAt'>;
export type LinkRow = typeof friendlyLink.$inferSelect;
export type LinkFields = Omit<typeof friendlyLink.$inferInsert, 'id'>;
export type AgreementRow = typeof agreement.$inferSelect;

export async function findSiteInfoRow(db: Executor): Promise<SiteInfoRow | undefined> {
  const [row] = await db.select().from(siteInfo).where(eq(siteInfo.id, 1));
  return row;
}

/** The one site info row, written whole (created when a database somehow has none). */
export async function saveSiteInfo(db: Executor, fields: SiteInfoFields): Promise<SiteInfoRow> {
  const values = { ...fields, updatedAt: new Date() };
  const [row] = await db
    .insert(siteInfo)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: siteInfo.id, set: values })
    .returning();
  return row!;
}

export async function listAllLinks(db: Executor): Promise<LinkRow[]> {
  return db.select().from(friendlyLink).orderBy(asc(friendlyLink.sort), asc(friendlyLink.id));
}

export async function findLink(db: Executor, id: number): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(friendlyLink).where(eq(friendlyLink.id, id));
  return row;
}

export async function insertLink(db: Executor, fields: LinkFields): Promise<LinkRow> {
  const [row] = await db.insert(friendlyLink).values(fields).returning();
  return row!;
}

export async function updateLink(db: Executor, id: number, fields: LinkFields): Promise<LinkRow | undefined> {
  const [row] = await db.update(friendlyLink).set(fields).where(eq(friendlyLink.id, id)).returning();
  return row;
}

export async function deleteLink(db: Executor, id: number): Promise<void> {
  await db.delete(friendlyLink).where(eq(friendlyLink.id, id));
}

export async function setLinkSort(db: Executor, id: number, sort: number): Promise<void> {
  await db.update(friendlyLink).set({ sort }).where(eq(friendlyLink.id, id));
}

export async function listAllAgreements(db: Executor): Promise<AgreementRow[]> {
  return db.select().from(agreement).orderBy(asc(agreement.appId), asc(agreement.agreementType));
}

export async function findAgreement(db: Executor, id: number): Promise<AgreementRow | undefined> {
  const [row] = await db.select().from(agreement).where(eq(agreement.id, id));
  return row;
}

export async function updateAgreement(
  db: Executor,
  id: number,
  fields: Pick<AgreementRow, 'name' | 'content'>,
): Promise<AgreementRow | undefined> {
  const [row] = await db
    .update(agreement)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(agreement.id, id))
    .returning();
  return row;
}

export async function noticeValues(db: Executor, codes: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(noticeConfig)
    .where(inArray(noticeConfig.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.value]));
}

export async function saveNoticeValue(db: Executor, code: string, value: string): Promise<void> {
  const updatedAt = new Date();
  await db
    .insert(noticeConfig)
    .values({ code, value, updatedAt })
    .onConflictDoUpdate({ target: noticeConfig.code, set: { value, updatedAt } });
}
