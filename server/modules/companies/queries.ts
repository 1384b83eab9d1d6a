import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_SUBJECT, type ApplicationState } from '../../../contracts/companies/codes';
import type { Executor } from '../../db/client';
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

/** The verified applications that speak for these users now: the ones they own. */
export async function verifiedOfUsers(db: Executor, userIds: number[]): Promise<ApplicationRow[]> {
  if (!userIds.length) return [];
  return db
    .select()
    .from(companyApplication)
    .where(and(inArray(companyApplication.ownerId, userIds), eq(companyApplication.state, 'VERIFIED')))
    .orderBy(asc(companyApplication.verifiedAt));
}

/** The verified enterprise accounts these users are team members of (one team per user), with the member's id. */
export async function verifiedTeamsOfUsers(db: Executor, userIds: number[]): Promise<{ userId: number; application: ApplicationRow }[]> {
  if (!userIds.length) return [];
  return db
    .select({ userId: companyMember.userId, application: companyApplication })
    .from(companyMember)
    .innerJoin(companyApplication, eq(companyApplication.id, companyMember.applicationId))
    .where(
      and(inArray(companyMember.userId, userIds), eq(companyApplication.state, 'VERIFIED'), eq(companyApplication.level, 'ENTERPRISE')),
    );
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
