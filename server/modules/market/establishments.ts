import { isoDate } from '../../../contracts/core/dates';
import { PLANT_REVIEW_FLAG, PLANT_STATUS } from '../../../contracts/market/codes';
import type { Executor } from '../../db/client';
import { normaliseRegNo } from '../../db/sql/regno';
import { applyMarketChanges, type PlantChangeStep } from './changes';
import type { ChangeSource, ListedRegistration } from './history';
import * as q from './queries/establishments';
import { searchTextOf } from '../../shared/search';

/**
 * The GACC registered-establishment list as input (issue 12): each row is one registration of one plant. A row's
 * plant is found by country, access type and normalised overseas Reg.No., else created with its company; what
 * the list says of its registrations goes through the history path (history.ts), which records every change as
 * an event with the file's name and as-of date. A plant an earlier list confirmed but this list of its country
 * lacks is flagged for an administrator's review, never deleted. A dry run does it all and rolls it back.
 */
export interface EstablishmentRow extends ListedRegistration {
  accessType: string;
  countryCode: string;
  /** The overseas Reg.No. as the list writes it. */
  plantNo: string;
  name: string;
  address: string;
}

export interface ListRun {
  dryRun: boolean;
  fileName: string;
  asOf: string;
  /** The import run's id (import_run), recorded as the source of the history rows; null for an unrecorded run. */
  runId?: number | null;
  progress(done: number, total: number): void;
}

export interface ListOutcome {
  imported: number;
  updated: number;
  unchanged: number;
  rejected: { line: number; reason: string }[];
  /** Plants flagged as missing from this list (for the admin review list). */
  flagged: number;
}

class RolledBack extends Error {}

/** Other names lists give countries (English official names, older names, abbreviations). */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  'russian federation': 'RU',
  korea: 'KR',
  'republic of korea': 'KR',
  'viet nam': 'VN',
  turkey: 'TR',
  'czech republic': 'CZ',
  holland: 'NL',
  中国台湾: 'TW',
};

/** Country names (English, Chinese, ISO code) to codes, for a list that names countries either way. */
export async function countryLookup(db: Executor): Promise<Map<string, string>> {
  const map = new Map<string, string>();
  for (const c of await q.listCountries(db)) {
    for (const name of [c.code, c.nameEn, c.nameZh]) if (name) map.set(name.trim().toLowerCase(), c.code);
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) if ([...map.values()].includes(code)) map.set(alias, code);
  return map;
}

export async function importEstablishmentList(
  db: Executor,
  rows: { line: number; value: EstablishmentRow }[],
  run: ListRun,
): Promise<ListOutcome> {
  let outcome: ListOutcome | undefined;
  try {
    await db.transaction(async (tx) => {
      outcome = await applyList(tx, rows, run);
      if (run.dryRun) throw new RolledBack();
    });
  } catch (err) {
    if (!(err instanceof RolledBack)) throw err;
  }
  return outcome!;
}

/** A row's search text (docs/search.md): its parts lower-cased, with the pinyin of any Chinese name. */
const lowerJoin = searchTextOf;

/** The fields of a plant a source names (the list's row, a notice's change): what creating it needs. */
export interface NewPlant {
  accessType: string;
  countryCode: string;
  plantNo: string;
  name: string;
  address: string;
}

/**
 * Creates a plant a source names that the registry does not hold, with its company, Pending until its
 * registrations are applied. `listing` says which list confirmed it (none for a notice).
 */
export async function createPlant(db: Executor, head: NewPlant, listing: { listFile: string; listAsOf: string | null }) {
  const norm = normaliseRegNo(head.plantNo);
  const companyId = await q.insertCompany(db, {
    companyCode: `L${head.accessType}${head.countryCode}${norm.toUpperCase()}`,
    countryCode: head.countryCode,
    accessType: head.accessType,
    plantName: head.name,
    address: head.address,
    searchText: lowerJoin(head.name, head.plantNo, norm),
  });
  return q.insertPlant(db, {
    companyId,
    countryCode: head.countryCode,
    accessType: head.accessType,
    plantNo: head.plantNo,
    plantName: head.name,
    address: head.address,
    status: PLANT_STATUS.PENDING,
    searchText: lowerJoin(head.name, head.plantNo, norm),
    reviewFlag: '',
    reviewNote: '',
    ...listing,
  });
}

async function applyList(db: Executor, rows: { line: number; value: EstablishmentRow }[], run: ListRun): Promise<ListOutcome> {
  const out: ListOutcome = { imported: 0, updated: 0, unchanged: 0, rejected: [], flagged: 0 };
  const src: ChangeSource = { source: 'import', sourceFile: run.fileName, sourceId: run.runId ?? null, asOf: run.asOf };
  const reason = `Listed as import suspended in ${run.fileName} (as of ${run.asOf})`;

  // One group per plant, in file order; a second row for the same plant and category is refused.
  const groups = new Map<string, { line: number; value: EstablishmentRow }[]>();
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const r = row.value;
    const plantKey = `${r.accessType}|${r.countryCode}|${normaliseRegNo(r.plantNo)}`;
    const seen = firstLine.get(`${plantKey}|${r.goodsType}`);
    if (seen !== undefined) {
      out.rejected.push({ line: row.line, reason: `Duplicate of line ${seen}: the same plant and category` });
      continue;
    }
    firstLine.set(`${plantKey}|${r.goodsType}`, row.line);
    groups.set(plantKey, [...(groups.get(plantKey) ?? []), row]);
  }

  // First each plant is found (or created) and its listing recorded; then what the list says of the plants'
  // registrations is applied as one change set, the one path of change (changes.ts), with this run as its source.
  const seenByList = new Map<string, number[]>();
  const steps: (PlantChangeStep & { group: typeof rows; renamed: boolean })[] = [];
  for (const group of groups.values()) {
    const head = group[0]!.value;
    const listKey = `${head.accessType}|${head.countryCode}`;
    const seen = seenByList.get(listKey) ?? [];
    seenByList.set(listKey, seen);
    const [existing] = await q.plantsByRegNo(db, head.accessType, head.countryCode, [head.plantNo]);
    const registrations = group.map(({ value: v }) => ({
      goodsType: v.goodsType,
      state: v.state,
      chinaRegisterCode: v.chinaRegisterCode,
      registerDate: v.registerDate,
      registerExpireDate: v.registerExpireDate,
    }));
    const listing = { listFile: run.fileName, listAsOf: run.asOf, reviewFlag: '', reviewNote: '' };
    const step = { registrations, suspensionReason: reason, group };

    if (existing?.listAsOf && isoDate(existing.listAsOf) > run.asOf) {
      seen.push(existing.id);
      for (const { line } of group) {
        out.rejected.push({
          line,
          reason: `A newer list (${existing.listFile}, ${isoDate(existing.listAsOf)}) already gives this plant's registrations`,
        });
      }
    } else if (!existing) {
      const plantId = await createPlant(db, head, listing);
      seen.push(plantId);
      steps.push({ ...step, plantId, plantIsNew: true, renamed: false });
    } else {
      seen.push(existing.id);
      const renamed = head.name !== existing.plantName || (head.address !== '' && head.address !== existing.address);
      await q.updatePlantListing(db, existing.id, {
        ...listing,
        ...(renamed ? { plantName: head.name, address: head.address || existing.address, updatedAt: new Date() } : {}),
      });
      steps.push({ ...step, plantId: existing.id, plantIsNew: false, renamed });
    }
  }

  const applied = await applyMarketChanges(db, { plants: steps, bans: [] }, src, run.progress);
  for (const [i, step] of steps.entries()) {
    const result = applied.plants[i]!;
    await q.refreshSearchText(db, step.plantId);
    for (const { value } of step.group) {
      if (step.plantIsNew || result.added.includes(value.goodsType)) out.imported++;
      else if (step.renamed || result.changed.includes(value.goodsType)) out.updated++;
      else out.unchanged++;
    }
  }

  // A list is the full list of each country (and access type) it holds: a plant an earlier list confirmed that
  // this one lacks is flagged for review, never deleted.
  for (const [listKey, seen] of seenByList) {
    const [accessType, countryCode] = listKey.split('|') as [string, string];
    for (const gone of await q.listedPlantsNotIn(db, accessType, countryCode, run.asOf, seen)) {
      if (gone.reviewFlag === PLANT_REVIEW_FLAG.MISSING_FROM_LIST) continue;
      await q.updatePlantListing(db, gone.id, {
        reviewFlag: PLANT_REVIEW_FLAG.MISSING_FROM_LIST,
        reviewNote: `Not on ${run.fileName} (as of ${run.asOf}); last listed in ${gone.listFile} (${gone.listAsOf ? isoDate(gone.listAsOf) : '-'})`,
      });
      out.flagged++;
    }
  }
  return out;
}
