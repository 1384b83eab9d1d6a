import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_SUBJECT, type ApplicationState } from '../../../contracts/companies/codes';
import type { Executor } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  appUser,
  company,
  companyApplication,
  companyApplicationPlant,
  companyMember,
  consignee,
  plant,
  upload,
} from '../../db/schema/index';
import { normaliseRegNo, regNoKey } from '../../db/sql/regno';

export type ApplicationRow = typeof companyApplication.$inferSelect;
export type NewApplication = typeof companyApplication.$inferInsert;
export type DocumentRow = typeof upload.$inferSelect;

export interface MatchedPlant {
  id: number;
  companyId: number;
  countryCode: string;
  accessType: string;
  plantNo: string;
  plantName: string;
}

const plantColumns = {
  id: plant.id,
  companyId: plant.companyId,
  countryCode: plant.countryCode,
  accessType: plant.accessType,
  plantNo: plant.plantNo,
  plantName: plant.plantName,
};

/** The plants of a country whose Reg.No. matches as search matches it: case, spaces, dots, dashes and slashes aside. */
export async function matchPlants(db: Executor, countryCode: string, plantNo: string): Promise<MatchedPlant[]> {
  return db
    .select(plantColumns)
    .from(plant)
    .where(and(eq(plant.countryCode, countryCode), sql`${regNoKey(plant.plantNo)} = ${normaliseRegNo(plantNo)}`))
    .orderBy(asc(plant.id));
}

export async function findMarketCompany(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: company.id,
      name: company.plantName,
      website: company.website,
      companyCode: company.companyCode,
      accessType: company.accessType,
    })
    .from(company)
    .where(eq(company.id, id));
  return row ?? null;
}

export async function findConsignee(db: Executor, recordNum: string) {
  const [row] = await db
    .select({ id: consignee.id, name: consignee.companyName, enName: consignee.enName })
    .from(consignee)
    .where(sql`upper(${consignee.recordNum}) = ${recordNum.trim().toUpperCase()}`);
  return row ?? null;
}

export async function findApplication(db: Executor, id: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(companyApplication).where(eq(companyApplication.id, id));
  return row ?? null;
}

/** The verified account of a market company or consignee, if any. */
export async function verifiedFor(db: Executor, target: { marketCompanyId: number | null; consigneeId: number | null }) {
  const which = target.marketCompanyId
    ? eq(companyApplication.marketCompanyId, target.marketCompanyId)
    : eq(companyApplication.consigneeId, target.consigneeId ?? 0);
  const [row] = await db
    .select()
    .from(companyApplication)
    .where(and(which, eq(companyApplication.state, 'VERIFIED')));
  return row ?? null;
}

/** A user's application for the same target still waiting for review. */
export async function pendingOf(
  db: Executor,
  applicantId: number,
  target: { marketCompanyId: number | null; consigneeId: number | null; level: string },
) {
  const which = target.marketCompanyId
    ? eq(companyApplication.marketCompanyId, target.marketCompanyId)
    : target.consigneeId
      ? eq(companyApplication.consigneeId, target.consigneeId)
      : eq(companyApplication.level, target.level);
  const [row] = await db
    .select({ id: companyApplication.id })
    .from(companyApplication)
    .where(and(eq(companyApplication.applicantId, applicantId), eq(companyApplication.state, 'PENDING'), which));
  return row ?? null;
}

export async function insertApplication(db: Executor, values: typeof companyApplication.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(companyApplication).values(values).returning();
  if (!row) throw new Error('the application was not inserted');
  return row;
}

export async function insertApplicationPlants(db: Executor, applicationId: number, plantIds: number[]) {
  if (!plantIds.length) return;
  await db
    .insert(companyApplicationPlant)
    .values(plantIds.map((plantId) => ({ applicationId, plantId })))
    .onConflictDoNothing();
}

export async function updateApplication(db: Executor, id: number, values: Partial<typeof companyApplication.$inferInsert>) {
  const [row] = await db.update(companyApplication).set(values).where(eq(companyApplication.id, id)).returning();
  return row ?? null;
}

export async function mineOf(db: Executor, userId: number): Promise<ApplicationRow[]> {
  return db
    .select()
    .from(companyApplication)
    .where(eq(companyApplication.applicantId, userId))
    .orderBy(desc(companyApplication.createdAt), desc(companyApplication.id));
}

export async function pageQueue(db: Executor, state: ApplicationState | undefined, page: number, limit: number) {
  const where = state ? eq(companyApplication.state, state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companyApplication)
      .where(where)
      .orderBy(asc(companyApplication.createdAt), asc(companyApplication.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(companyApplication).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The plants of applications, by application id. */
export async function plantsOf(db: Executor, applicationIds: number[]): Promise<Map<number, MatchedPlant[]>> {
  const map = new Map<number, MatchedPlant[]>();
  if (!applicationIds.length) return map;
  const rows = await db
    .select({ applicationId: companyApplicationPlant.applicationId, ...plantColumns })
    .from(companyApplicationPlant)
    .innerJoin(plant, eq(plant.id, companyApplicationPlant.plantId))
    .where(inArray(companyApplicationPlant.applicationId, applicationIds))
    .orderBy(asc(plant.countryCode), asc(plant.plantNo));
  for (const { applicationId, ...p } of rows) map.set(applicationId, [...(map.get(applicationId) ?? []), p]);
  return map;
}

/** The ready documents of applications, by application id. */
export async function documentsOf(db: Executor, applicationIds: number[]): Promise<Map<number, DocumentRow[]>> {
  const map = new Map<number, DocumentRow[]>();
  if (!applicationIds.length) return map;
  const rows = await db
    .select()
    .from(upload)
    .where(and(eq(upload.subjectType, APPLICATION_SUBJECT), inArray(upload.subjectId, applicationIds), eq(upload.state, 'ready')))
    .orderBy(asc(upload.id));
  for (const r of rows) map.set(r.subjectId!, [...(map.get(r.subjectId!) ?? []), r]);
  return map;
}

export async function findDocument(db: Executor, applicationId: number, uploadId: number): Promise<DocumentRow | null> {
  const [row] = await db
    .select()
    .from(upload)
    .where(and(eq(upload.id, uploadId), eq(upload.subjectType, APPLICATION_SUBJECT), eq(upload.subjectId, applicationId)));
  return row ?? null;
}

export async function usersOf(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, { nickName: string; email: string }>();
  const rows = await db
    .select({ id: appUser.id, nickName: appUser.nickName, email: appUser.email })
    .from(appUser)
    .where(inArray(appUser.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function websitesOf(db: Executor, companyIds: number[]): Promise<Map<number, string>> {
  if (!companyIds.length) return new Map();
  const rows = await db.select({ id: company.id, website: company.website }).from(company).where(inArray(company.id, companyIds));
  return new Map(rows.map((r) => [r.id, r.website]));
}

/**
 * The verified accounts of these users, in one read: each verified application they own, and the verified enterprise
 * whose team they are in (`member`), earliest verified first. Prepared: every list with authors' badges reads it.
 */
export async function verifiedAccountsOfUsers(
  db: Executor,
  userIds: number[],
): Promise<{ userId: number; member: boolean; application: ApplicationRow }[]> {
  if (!userIds.length) return [];
  return prepared(db, 'companies_verified_of_users', () => {
    const ids = sql`${sql.placeholder('ids')}::int[]`;
    const a = companyApplication;
    const holder = sql`(
      SELECT ${a.ownerId} AS user_id, ${a.id} AS application_id FROM ${a} WHERE ${a.ownerId} = ANY(${ids})
      UNION ALL
      SELECT ${companyMember.userId}, ${companyMember.applicationId} FROM ${companyMember} WHERE ${companyMember.userId} = ANY(${ids})
    ) AS holder`;
    return db
      .select({
        userId: sql<number>`holder.user_id`.mapWith(Number),
        member: sql<boolean>`${a.ownerId} <> holder.user_id`,
        application: a,
      })
      .from(a)
      .innerJoin(holder, sql`holder.application_id = ${a.id}`)
      .where(and(eq(a.state, 'VERIFIED'), sql`(${a.ownerId} = holder.user_id OR ${a.level} = 'ENTERPRISE')`))
      .orderBy(asc(a.verifiedAt), asc(a.id));
  }).execute({ ids: userIds });
}

/** The verified account of a market company (its company page's badge). */
export async function verifiedOfCompany(db: Executor, marketCompanyId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(companyApplication)
    .where(and(eq(companyApplication.marketCompanyId, marketCompanyId), eq(companyApplication.state, 'VERIFIED')));
  return row ?? null;
}

/** When these users' accounts were opened, by id. */
export async function usersCreated(db: Executor, ids: number[]): Promise<Map<number, Date>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: appUser.id, createdAt: appUser.createdAt }).from(appUser).where(inArray(appUser.id, ids));
  return new Map(rows.map((r) => [r.id, r.createdAt]));
}
