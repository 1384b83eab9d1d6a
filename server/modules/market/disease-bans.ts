import { inArray } from 'drizzle-orm';
import { isoDate } from '../../../contracts/core/dates';
import type { Executor } from '../../db/client';
import { animalDisease } from '../../db/schema/index';
import { applyMarketChanges, type BanChangeStep, type BanFields } from './changes';

/**
 * GACC's animal disease bans as input: each row is one ban on one area (a region, or the whole country) of one
 * country. A ban is known by its country, access type, area, disease and date; the same ban again is unchanged,
 * with other wording or species it is updated, else it is new. New bans reach the watchlist (subscribers of the
 * plants it touches) and the eligibility check through the table, like the demo's. Nothing is deleted: a ban is
 * lifted by a notice that says so (liftedDate, notices.ts), not by a row missing from a file. The changes go through
 * applyMarketChanges (changes.ts) with the run as their source.
 */
export type DiseaseBanRow = BanFields;

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

/** A ban as compared: its row, and its id once stored (0 for one a dry run only counted). */
type Known = DiseaseBanRow & { id: number };

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
    const known = { ...b, banDate: isoDate(b.banDate) };
    stored.set(identity(known), known);
  }
  // The rows compared in file order (a row repeated later in the file compares with the earlier one), then the
  // changes they make applied as one set.
  // A row that repeats an earlier one of the file with other wording replaces its step (one per ban, first place).
  const steps = new Map<string, BanChangeStep>();
  for (const { value: row } of rows) {
    const key = identity(row);
    const before = stored.get(key);
    if (before && sameWording(before, row)) {
      outcome.unchanged++;
      continue;
    }
    if (before) outcome.updated++;
    else outcome.imported++;
    steps.set(key, before && before.id > 0 ? { action: 'reword', id: before.id, ban: row } : { action: 'impose', ban: row });
    stored.set(key, { ...row, id: before?.id ?? 0 });
  }
  if (run.dryRun) return outcome;
  await db.transaction((tx) =>
    applyMarketChanges(
      tx,
      { plants: [], bans: [...steps.values()] },
      { source: 'import', sourceFile: run.fileName, sourceId: run.runId ?? null, asOf: run.asOf },
    ),
  );
  return outcome;
}
