import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { animalDisease, banLift } from '../../db/schema/index';
import { banSearchText } from './diseases';
import { applyListedRegistrations, type ChangeSource, type ListedRegistration } from './history';
import { listCountries } from './queries/establishments';
import { listGoodsTypes } from './queries/products';

/**
 * THE ONE PATH by which a set of changes to the market data is applied, with a named source (docs/news.md 'Notices
 * as events'): the establishment importer, the disease-ban importer and GACC notices all build a change set and
 * hand it here. Plant changes go through the history path (history.ts: registrations, suspensions, status, an event
 * row for each change carrying the source); ban changes write market_animal_disease with the same source, and a
 * lift also a market_ban_lift row. The
 * caller holds the transaction; after its commit the watchlist finds the new event, ban and lift rows by id, and the
 * caller's write invalidates the response caches (the import run's `invalidate()`, the admin call's pipeline).
 */

/** A plant's registrations brought to what the source says (those it does not name are left as they are). */
export interface PlantChangeStep {
  plantId: number;
  /** The plant was created for this change set: its first registrations read 'registered', not 'products added'. */
  plantIsNew: boolean;
  registrations: ListedRegistration[];
  /** Recorded with each suspension it opens. */
  suspensionReason: string;
}

/** The fields of a ban as a source states it. */
export interface BanFields {
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

export type BanChangeStep =
  { action: 'impose'; ban: BanFields } | { action: 'reword'; id: number; ban: BanFields } | { action: 'lift'; id: number; date: string };

export interface MarketChangeSet {
  plants: PlantChangeStep[];
  bans: BanChangeStep[];
}

export interface MarketChangeResult {
  /** Per plant step, in order: the goods types whose registration it added or changed. */
  plants: { plantId: number; added: string[]; changed: string[] }[];
  /** Per ban step, in order: the ban's id. */
  bans: { id: number }[];
}

export async function applyMarketChanges(
  db: Executor,
  set: MarketChangeSet,
  src: ChangeSource,
  progress: (done: number, total: number) => void = () => {},
): Promise<MarketChangeResult> {
  const result: MarketChangeResult = { plants: [], bans: [] };
  const total = set.plants.length + set.bans.length;
  let done = 0;
  if (set.plants.length > 0) {
    const goodsNames = new Map((await listGoodsTypes(db)).map((g) => [g.dicDetailCode, g.dicDetailEnName]));
    const goodsName = (code: string) => goodsNames.get(code) ?? code;
    for (const step of set.plants) {
      const made = await applyListedRegistrations(db, step.plantId, step.registrations, src, {
        plantIsNew: step.plantIsNew,
        goodsName,
        suspensionReason: step.suspensionReason,
      });
      result.plants.push({ plantId: step.plantId, ...made });
      progress(++done, total);
    }
  }
  if (set.bans.length > 0) {
    const names = new Map((await listCountries(db)).map((c) => [c.code, c]));
    const fieldsOf = (ban: BanFields) => {
      const country = names.get(ban.countryCode);
      return { ...ban, searchText: banSearchText(ban, { en: country?.nameEn ?? '', zh: country?.nameZh ?? '' }) };
    };
    const source = { source: src.source, sourceId: src.sourceId ?? null };
    for (const step of set.bans) {
      if (step.action === 'impose') {
        const [added] = await db
          .insert(animalDisease)
          .values({ ...fieldsOf(step.ban), ...source })
          .returning({ id: animalDisease.id });
        result.bans.push({ id: added!.id });
      } else if (step.action === 'reword') {
        await db.update(animalDisease).set(fieldsOf(step.ban)).where(eq(animalDisease.id, step.id));
        result.bans.push({ id: step.id });
      } else {
        await db.update(animalDisease).set({ liftedDate: step.date }).where(eq(animalDisease.id, step.id));
        // The lift's own change row: the watchlist tells the ban's watchers (a new ban is told from its row).
        await db.insert(banLift).values({ diseaseId: step.id, liftedDate: step.date, ...source });
        result.bans.push({ id: step.id });
      }
      progress(++done, total);
    }
  }
  return result;
}
