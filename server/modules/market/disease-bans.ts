import { eq, inArray } from 'drizzle-orm';
import { isoDate } from '../../../contracts/core/dates';
import type { Executor } from '../../db/client';
import { animalDisease } from '../../db/schema/index';
import { banSearchText } from './diseases';
import { listCountries } from './queries/establishments';

/**
 * GACC's animal disease bans as input: each row is one ban on one area (a region, or the whole country) of one
 * country. A ban is known by its country, access type, area, disease and date; the same ban again is unchanged,
 * with other wording or species it is updated, else it is new. New bans reach the watchlist (subscribers of the
 * plants it touches) and the eligibility check through the table, like the demo's. Nothing is deleted: a lifted
 * ban is a new notice, not a missing row.
 */
export interface DiseaseBanRow {
  countryCode: string;
  accessType: string;
  areaName: string;
  plagueName: string;
  plagueNameAlias: string;
  plagueContent: string;
  plagueContentAlias: string;
  goodsTypes: string[];
  /** 'YYYY-MM-DD' */
  banDate: string;
}

export interface BanOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

/** A ban as compared: its row, and its id once stored (0 for one a dry run only counted). */
type Known = DiseaseBanRow & { id: number };

const identity = (b: Pick<DiseaseBanRow, 'countryCode' | 'accessType' | 'areaName' | 'plagueName' | 'banDate'>) =>
  [b.countryCode, b.accessType, b.areaName.trim().toLowerCase(), b.plagueName.toLowerCase(), b.banDate].join('\u0000');

const sameWording = (stored: Known, row: DiseaseBanRow) =>
  stored.plagueNameAlias === row.plagueNameAlias &&
  stored.plagueContent === row.plagueContent &&
  stored.plagueContentAlias === row.plagueContentAlias &&
  [...stored.goodsTypes].sort().join() === [...row.goodsTypes].sort().join();

export async function importDiseaseBans(
  db: Executor,
  rows: { line: number; value: DiseaseBanRow }[],
  dryRun: boolean,
): Promise<BanOutcome> {
  const outcome: BanOutcome = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  const codes = [...new Set(rows.map((r) => r.value.countryCode))];
  const names = new Map((await listCountries(db)).map((c) => [c.code, c]));
  const stored = new Map<string, Known>();
  for (const b of await db.select().from(animalDisease).where(inArray(animalDisease.countryCode, codes))) {
    const known = { ...b, banDate: isoDate(b.banDate) };
    stored.set(identity(known), known);
  }
  await db.transaction(async (tx) => {
    for (const { value: row } of rows) {
      const country = names.get(row.countryCode);
      const fields = { ...row, searchText: banSearchText(row, { en: country?.nameEn ?? '', zh: country?.nameZh ?? '' }) };
      const key = identity(row);
      const before = stored.get(key);
      if (before && sameWording(before, row)) {
        outcome.unchanged++;
        continue;
      }
      if (before) {
        outcome.updated++;
        if (!dryRun) await tx.update(animalDisease).set(fields).where(eq(animalDisease.id, before.id));
        stored.set(key, { ...row, id: before.id });
        continue;
      }
      outcome.imported++;
      const [added] = dryRun ? [] : await tx.insert(animalDisease).values(fields).returning({ id: animalDisease.id });
      stored.set(key, { ...row, id: added?.id ?? 0 });
    }
  });
  return outcome;
}
