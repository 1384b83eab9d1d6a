import { CHECK_MSG } from '../../../contracts/check/codes';
import type { CountryUnqualified } from '../../../contracts/check/models';
import type { Lang } from '../../../contracts/core/codes';
import { nameInLang } from '../../../contracts/core/languages';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/envelope';
import { unapprovedCounts } from '../data/index';
import { countryName } from './queries';

/** A country's unapproved-shipment records counted by year, month and reason (countryUnqualifiedInformation). */
export async function countryUnqualified(db: Db, countryCode: string, lang?: Lang): Promise<CountryUnqualified> {
  const names = await countryName(db, countryCode);
  if (!names) throw notFound(CHECK_MSG.unknownCountry);
  const { byMonth, byReason, sources } = await unapprovedCounts(db, countryCode);
  const years = new Map<string, number>();
  for (const m of byMonth) years.set(m.month.slice(0, 4), (years.get(m.month.slice(0, 4)) ?? 0) + m.count);
  return {
    countryCode,
    countryName: nameInLang(lang, names.nameEn, names.nameZh),
    total: byMonth.reduce((sum, m) => sum + m.count, 0),
    byYear: [...years].map(([year, count]) => ({ year, count })),
    byMonth,
    byReason,
    sources,
    asOf: byMonth.at(-1)?.month ?? null,
  };
}
