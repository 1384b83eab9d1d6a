import { inArray } from 'drizzle-orm';
import { isoDate } from '../../../contracts/core/dates';
import type { Executor } from '../../db/client';
import { animalDisease } from '../../db/schema/index';
import { applyMarketChanges, type BanChangeStep, type BanFields } from './changes';

/**
 * GACC's animal disease bans as input: each row is one ban on one area (a region, or the whole country) of one
 * country. A ban is known by its country, access type, area, disease and date; the same ban again is unchanged,
 * with other wording or species it is updated, else it is new. A row with a lifted date lifts the ban it names (one
 * stored and in force; another is refused). New and lifted bans reach the watchlist (subscribers of the plants it
 * touches) and the eligibility check through the tables, like a notice's. Nothing is deleted: a ban missing from a
 * file stays as it is. The changes go through applyMarketChanges (changes.ts) with the run as their source.
 */
export type DiseaseBanRow = BanFields & {
  /** 'YYYY-MM-DD' when the row says the ban was lifted on that day. */
  liftedDate?: string | null;
};

/** The run that brings the rows: recorded as the source of the bans it writes. */
export interface BanRun {
  dryRun: boolean;
  fileName: string;
  /** The import run's id, when the run is recorded (the admin shell, the command line). */
  runId?: number | null;
  asOf: string;
}

export interface BanOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
}

/** A ban as compared: its fields, its lifted date, and its id once stored (0 for one this file adds). */
type Known = BanFields & { id: number; liftedDate: string | null };

const identity = (b: Pick<DiseaseBanRow, 'countryCode' | 'accessType' | 'areaName' | 'plagueName' | 'banDate'>) =>
  [b.countryCode, b.accessType, b.areaName.trim().toLowerCase(), b.plagueName.toLowerCase(), b.banDate].join('\u0000');

const sameWording = (stored: Known, row: DiseaseBanRow) =>
  stored.plagueNameAlias === row.plagueNameAlias &&
  stored.plagueContent === row.plagueContent &&
  stored.plagueContentAlias === row.plagueContentAlias &&
  [...stored.goodsTypes].sort().join() === [...row.goodsTypes].sort().join();

export async function importDiseaseBans(db: Executor, rows: { line: number; value: DiseaseBanRow }[], run: BanRun): Promise<BanOutcome> {
  const outcome: BanOutcome = { imported: 0, updated: 0, unchanged: 0, rejected: [] };
  const codes = [...new Set(rows.map((r) => r.value.countryCode))];
  const stored = new Map<string, Known>();
  for (const b of await db.select().from(animalDisease).where(inArray(animalDisease.countryCode, codes))) {
    const known = { ...b, banDate: isoDate(b.banDate), liftedDate: b.liftedDate ? isoDate(b.liftedDate) : null };
    stored.set(identity(known), known);
  }
  // The rows compared in file order (a row repeated later in the file compares with the earlier one), then the
  // changes they make applied as one set: per ban one wording step (impose or reword, the last wording read) and
  // one lift.
  const steps = new Map<string, BanChangeStep>();
  const lifts = new Map<string, BanChangeStep>();
  for (const { line, value } of rows) {
    const { liftedDate = null, ...row } = value;
    const key = identity(row);
    const before = stored.get(key);
    if (liftedDate) {
      if (!before || before.id === 0 || before.liftedDate) {
        const why = before?.liftedDate
          ? `it was lifted on ${before.liftedDate}`
          : before
            ? 'it is new in this file (import it, then lift it)'
            : 'no such ban is on record';
        outcome.rejected.push({
          line,
          reason: `The ban on ${row.plagueName} in ${row.areaName} of ${row.banDate} cannot be lifted: ${why}`,
        });
        continue;
      }
      if (liftedDate < row.banDate) {
        outcome.rejected.push({ line, reason: `The lifted date ${liftedDate} is before the ban's date ${row.banDate}` });
        continue;
      }
    }
    const reworded = before && !sameWording(before, row);
    if (!before) outcome.imported++;
    else if (reworded || liftedDate) outcome.updated++;
    else outcome.unchanged++;
    if (!before || reworded) {
      steps.set(key, before && before.id > 0 ? { action: 'reword', id: before.id, ban: row } : { action: 'impose', ban: row });
    }
    if (liftedDate && before) lifts.set(key, { action: 'lift', id: before.id, date: liftedDate });
    stored.set(key, { ...row, id: before?.id ?? 0, liftedDate: liftedDate ?? before?.liftedDate ?? null });
  }
  if (run.dryRun) return outcome;
  await db.transaction((tx) =>
    applyMarketChanges(
      tx,
      { plants: [], bans: [...steps.values(), ...lifts.values()] },
      { source: 'import', sourceFile: run.fileName, sourceId: run.runId ?? null, asOf: run.asOf },
    ),
  );
  return outcome;
}
