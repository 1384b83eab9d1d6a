import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { BankReportStatus } from '../../../contracts/check/codes';
import type { Executor } from '../../db/client';
import {
  animalDisease,
  appUser,
  bankAccountReport,
  company,
  country,
  moderationReport,
  plant,
  plantEvent,
  plantSuspension,
  supplyDemand,
} from '../../db/schema/index';
import { normaliseRegNo, regNoKey } from '../../db/sql/regno';
import { computedSearch, keywordIn, storedSearch } from '../../shared/search/index';

/** The SQL of the supplier check and of the high-risk bank accounts. */

export type ReportRow = typeof bankAccountReport.$inferSelect;

export async function countryName(db: Executor, code: string) {
  const [row] = await db.select({ nameEn: country.nameEn, nameZh: country.nameZh }).from(country).where(eq(country.code, code));
  return row;
}

/** What the check shows of a market company: its key, names and the address of its page. */
const COMPANY_COLUMNS = {
  id: company.id,
  companyCode: company.companyCode,
  countryCode: company.countryCode,
  accessType: company.accessType,
  plantName: company.plantName,
  plantNameZh: company.plantNameZh,
};

export async function companyById(db: Executor, id: number) {
  const [row] = await db.select(COMPANY_COLUMNS).from(company).where(eq(company.id, id));
  return row;
}

/** Companies whose names hold the words (the market search's matching), with how many plants each has. */
export async function companiesNamed(db: Executor, name: string, limit = 5) {
  return db
    .select({
      id: company.id,
      companyCode: company.companyCode,
      countryCode: company.countryCode,
      accessType: company.accessType,
      plantName: company.plantName,
      plantNameZh: company.plantNameZh,
      plants: sql<number>`(select count(*)::int from ${plant} where ${plant.companyId} = ${company.id})`,
    })
    .from(company)
    .where(keywordIn(storedSearch(company), name))
    .orderBy(company.id)
    .limit(limit);
}

/** The plant's approval history, newest first. */
export function eventsOf(db: Executor, plantId: number, limit: number) {
  return db
    .select({
      recordType: plantEvent.recordType,
      sourceDate: plantEvent.sourceDate,
      goodsType: plantEvent.goodsType,
      source: plantEvent.source,
      sourceFile: plantEvent.sourceFile,
    })
    .from(plantEvent)
    .where(eq(plantEvent.plantId, plantId))
    .orderBy(desc(plantEvent.sourceDate), desc(plantEvent.id))
    .limit(limit);
}

/** Every suspension of the plant, lifted or not, newest first. */
export function suspensionsOf(db: Executor, plantId: number) {
  return db
    .select()
    .from(plantSuspension)
    .where(eq(plantSuspension.plantId, plantId))
    .orderBy(desc(plantSuspension.suspendDate), desc(plantSuspension.id));
}

/** The country's animal disease bans on the access type, newest first. */
export function bansOn(db: Executor, accessType: string, countryCode: string, limit: number) {
  return db
    .select({ banDate: animalDisease.banDate, plagueName: animalDisease.plagueName, areaName: animalDisease.areaName })
    .from(animalDisease)
    .where(and(eq(animalDisease.accessType, accessType), eq(animalDisease.countryCode, countryCode), isNull(animalDisease.liftedDate)))
    .orderBy(desc(animalDisease.banDate), desc(animalDisease.id))
    .limit(limit);
}

/** Posts of the community board that name the plant (its Reg.No. as the search matches it), with their open and closed reports. */
export async function postsNaming(db: Executor, countryCode: string, plantNo: string, subjectType: string, limit: number) {
  const posts = await db
    .select({ id: supplyDemand.id, code: supplyDemand.code, createdAt: supplyDemand.createdAt, checkStatus: supplyDemand.checkStatus })
    .from(supplyDemand)
    .where(and(eq(supplyDemand.plantCountryCode, countryCode), sql`${regNoKey(supplyDemand.plantNo)} = ${normaliseRegNo(plantNo)}`))
    .orderBy(desc(supplyDemand.createdAt), desc(supplyDemand.id))
    .limit(limit);
  if (!posts.length) return [];
  const reports = await db
    .select({ subjectId: moderationReport.subjectId, n: count() })
    .from(moderationReport)
    .where(
      and(
        eq(moderationReport.subjectType, subjectType),
        inArray(
          moderationReport.subjectId,
          posts.map((p) => p.id),
        ),
      ),
    )
    .groupBy(moderationReport.subjectId);
  const byPost = new Map(reports.map((r) => [r.subjectId, r.n]));
  return posts.map((p) => ({ ...p, reports: byPost.get(p.id) ?? 0 }));
}

/** Confirmed accounts with this key, of these companies, or whose holder's name holds the words. */
export function flaggedAccounts(db: Executor, match: { key?: string; companyIds?: number[]; name?: string }, limit: number) {
  const any = [
    match.key ? eq(bankAccountReport.accountKey, match.key) : undefined,
    match.companyIds?.length ? inArray(bankAccountReport.companyId, match.companyIds) : undefined,
    match.name ? keywordIn(computedSearch(bankAccountReport.holderName), match.name) : undefined,
  ].filter((c) => c !== undefined);
  if (!any.length) return Promise.resolve([]);
  return db
    .select()
    .from(bankAccountReport)
    .where(and(eq(bankAccountReport.status, 'confirmed'), or(...any)))
    .orderBy(desc(bankAccountReport.decidedAt), desc(bankAccountReport.id))
    .limit(limit);
}

/** A market company whose registered name is exactly the holder's (case-insensitive), to tie a report to it. */
export async function companyNamedExactly(db: Executor, name: string) {
  const [row] = await db
    .select({ id: company.id })
    .from(company)
    .where(sql`lower(${company.plantName}) = ${name.trim().toLowerCase()}`)
    .orderBy(company.id)
    .limit(1);
  return row?.id ?? null;
}

export async function insertReport(db: Executor, values: typeof bankAccountReport.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(bankAccountReport).values(values).returning();
  if (!row) throw new Error('the report was not inserted');
  return row;
}

export async function findReport(db: Executor, id: number): Promise<ReportRow | undefined> {
  const [row] = await db.select().from(bankAccountReport).where(eq(bankAccountReport.id, id));
  return row;
}

/** The user's open report (pending or confirmed) of the account, if any. */
export async function openReportOf(db: Executor, reporterId: number, key: string) {
  const [row] = await db
    .select({ id: bankAccountReport.id })
    .from(bankAccountReport)
    .where(
      and(
        eq(bankAccountReport.reporterId, reporterId),
        eq(bankAccountReport.accountKey, key),
        inArray(bankAccountReport.status, ['pending', 'confirmed']),
      ),
    );
  return row;
}

export function reportsBy(db: Executor, reporterId: number) {
  return db
    .select()
    .from(bankAccountReport)
    .where(eq(bankAccountReport.reporterId, reporterId))
    .orderBy(desc(bankAccountReport.createdAt), desc(bankAccountReport.id))
    .limit(100);
}

export async function decide(db: Executor, id: number, status: BankReportStatus, reason: string, at: Date): Promise<ReportRow> {
  const [row] = await db
    .update(bankAccountReport)
    .set({ status, decisionReason: reason, decidedAt: at })
    .where(eq(bankAccountReport.id, id))
    .returning();
  if (!row) throw new Error('the report was not updated');
  return row;
}

/** The admin queue: pending first, then newest. */
export async function pageReports(db: Executor, status: BankReportStatus | undefined, page: number, limit: number) {
  const where = status ? eq(bankAccountReport.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(bankAccountReport)
      .where(where)
      .orderBy(sql`${bankAccountReport.status} = 'pending' desc`, desc(bankAccountReport.createdAt), desc(bankAccountReport.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(bankAccountReport).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export function usersByIds(db: Executor, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: appUser.id, nickName: appUser.nickName, email: appUser.email }).from(appUser).where(inArray(appUser.id, ids));
}

/** How many reports each account key has. */
export async function reportsPerKey(db: Executor, keys: string[]) {
  if (!keys.length) return new Map<string, number>();
  const rows = await db
    .select({ key: bankAccountReport.accountKey, n: count() })
    .from(bankAccountReport)
    .where(inArray(bankAccountReport.accountKey, keys))
    .groupBy(bankAccountReport.accountKey);
  return new Map(rows.map((r) => [r.key, r.n]));
}

export async function companiesByIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Map<number, Awaited<ReturnType<typeof companyById>> & object>();
  const rows = await db.select(COMPANY_COLUMNS).from(company).where(inArray(company.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
