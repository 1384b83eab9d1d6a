import { and, asc, eq, ilike, inArray, like, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { country, tariffAdditionalDuty, tariffAgreementRate, tariffLine } from '../../../db/schema';

export type TariffLineRow = typeof tariffLine.$inferSelect;
export type AgreementRateRow = typeof tariffAgreementRate.$inferSelect;
export type AdditionalDutyRow = typeof tariffAdditionalDuty.$inferSelect;
export interface TariffLineFull extends TariffLineRow {
  agreements: AgreementRateRow[];
  additionalDuties: AdditionalDutyRow[];
}

async function withRates(db: Executor, lines: TariffLineRow[]): Promise<TariffLineFull[]> {
  if (!lines.length) return [];
  const codes = lines.map((l) => l.hsCode);
  const [agreements, duties] = await Promise.all([
    db.select().from(tariffAgreementRate).where(inArray(tariffAgreementRate.hsCode, codes)).orderBy(asc(tariffAgreementRate.agreement)),
    db
      .select()
      .from(tariffAdditionalDuty)
      .where(inArray(tariffAdditionalDuty.hsCode, codes))
      .orderBy(asc(tariffAdditionalDuty.origin), asc(tariffAdditionalDuty.validFrom)),
  ]);
  return lines.map((l) => ({
    ...l,
    agreements: agreements.filter((a) => a.hsCode === l.hsCode),
    additionalDuties: duties.filter((d) => d.hsCode === l.hsCode),
  }));
}

export async function findLine(db: Executor, hsCode: string): Promise<TariffLineFull | null> {
  const rows = await db.select().from(tariffLine).where(eq(tariffLine.hsCode, hsCode));
  return (await withRates(db, rows))[0] ?? null;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Lines whose code starts with one of the digit groups given ('0202 0203.29'; '0202 30 00' is one code), or whose
 * description in either language holds every word.
 */
export async function searchLines(db: Executor, keyword: string, limit: number): Promise<TariffLineFull[]> {
  const words = keyword.split(/\s+/).filter(Boolean);
  const groups = words.map((w) => w.replace(/\./g, ''));
  // Groups of at least 4 digits are headings of their own; shorter ones continue a code written with spaces ('0202 30 00').
  const prefixes = groups.every((d) => d.length >= 4) ? groups : [groups.join('')];
  const where = !keyword
    ? undefined
    : prefixes.every((d) => /^\d+$/.test(d))
      ? or(...prefixes.map((d) => like(tariffLine.hsCode, `${d}%`)))
      : and(
          ...words.map((w) =>
            or(ilike(tariffLine.descriptionEn, `%${escapeLike(w)}%`), ilike(tariffLine.descriptionZh, `%${escapeLike(w)}%`)),
          ),
        );
  const rows = await db.select().from(tariffLine).where(where).orderBy(asc(tariffLine.hsCode)).limit(limit);
  return withRates(db, rows);
}

export async function countryNames(db: Executor, codes: readonly string[]) {
  if (!codes.length) return new Map<string, { nameEn: string; nameZh: string }>();
  const rows = await db
    .select({ code: country.code, nameEn: country.nameEn, nameZh: country.nameZh })
    .from(country)
    .where(inArray(country.code, [...codes]));
  return new Map(rows.map((r) => [r.code, r]));
}

export type TariffLineInsert = typeof tariffLine.$inferInsert;
export type AgreementRateInsert = typeof tariffAgreementRate.$inferInsert;
export type AdditionalDutyInsert = typeof tariffAdditionalDuty.$inferInsert;

/** Writes a line with its agreement rates and additional duties, replacing what the line had. */
export async function upsertLine(
  tx: Executor,
  line: TariffLineInsert,
  agreements: readonly AgreementRateInsert[],
  duties: readonly AdditionalDutyInsert[],
): Promise<'added' | 'updated'> {
  const before = await tx.select({ hsCode: tariffLine.hsCode }).from(tariffLine).where(eq(tariffLine.hsCode, line.hsCode));
  const { hsCode: _code, ...rest } = line;
  await tx
    .insert(tariffLine)
    .values(line)
    .onConflictDoUpdate({ target: tariffLine.hsCode, set: { ...rest, updatedAt: new Date() } });
  await tx.delete(tariffAgreementRate).where(eq(tariffAgreementRate.hsCode, line.hsCode));
  await tx.delete(tariffAdditionalDuty).where(eq(tariffAdditionalDuty.hsCode, line.hsCode));
  if (agreements.length) await tx.insert(tariffAgreementRate).values([...agreements]);
  if (duties.length) await tx.insert(tariffAdditionalDuty).values([...duties]);
  return before.length ? 'updated' : 'added';
}
