import { alertMessages } from '../../../contracts/alerts/messages';
import { translator } from '../../../contracts/core/i18n';
import { inEveryLanguage, type Language } from '../../../contracts/core/languages';
import { marketMessages, type PlantEventType } from '../../../contracts/market/codes';
import type { Executor } from '../../db/client';
import type { EventKey } from '../../shared/notifications/index';
import {
  banLiftsAfter,
  diseaseBansAfter,
  latestChangeId,
  plantEventsAfter,
  plantsInBanArea,
  watchedRegistrationsExpiring,
  WHOLE_COUNTRY,
} from '../market/index';

/**
 * THE MAPPING from the market's change rows (read through the market's index, its queries/change-feed.ts) to
 * watchlist changes: the one file to adapt when those rows gain fields (kind, before/after, source file, as-of
 * date). Everything else in this module works on `PlantChange` and `BanChange`.
 *
 * Each source is read in id order after a watermark; the producer re-reads a few ids behind it (LOOKBACK) so a
 * row whose transaction committed after a higher id was read is not missed, and the notification's event key
 * keeps a change from reaching anyone twice.
 */

/** A plant as the alerts name it and link to it. */
export interface WatchedPlant {
  plantId: number;
  plantNo: string;
  plantName: string;
  countryCode: string;
  accessType: string;
  companyCode: string;
  companyName: string;
  goodsTypes: string[];
}

/** What a change says in one language. */
export interface ChangeText {
  title: string;
  body: string;
}

/** Something that happened to one plant. */
export interface PlantChange {
  /** Unique among all changes: the notification's event key. */
  key: EventKey;
  /** The source row's id, for the watermark. */
  id: number;
  plant: WatchedPlant;
  texts: Record<Language, ChangeText>;
  /** When the change was recorded: a subscription made later does not hear of it. */
  at: Date;
  /** The changes one write of a plant recorded share this: they reach a subscriber as one notification. */
  write: string;
  /** What happened, without the source line (for joining the changes of one write): the history's English text. */
  text: string;
  source: Record<Language, string>;
}

/** A disease ban imposed or lifted: it touches the plants of its country whose species it covers. */
export interface BanChange {
  key: EventKey;
  id: number;
  countryCode: string;
  accessType: string;
  /** The goods types it bans; empty means every species of its access type. */
  goodsTypes: string[];
  texts: Record<Language, ChangeText>;
}

/**
 * Plant changes are read from the approval-history events alone: every change of status, registration or
 * suspension is recorded as an event (SUSPENDED beside its suspension row, RESUMED when it is lifted), so
 * reading the suspension table too would tell subscribers twice.
 */
export const CHANGE_SOURCES = ['plant-event', 'animal-disease', 'ban-lift'] as const;
export type ChangeSource = (typeof CHANGE_SOURCES)[number];
export const LOOKBACK = 50;
const BATCH = 200;

/** Approval-history events (registered, renewed, products added, suspended, resumed, and what the importer adds). */
export async function plantEvents(db: Executor, afterId: number): Promise<PlantChange[]> {
  const rows = await plantEventsAfter(db, afterId, BATCH);
  return rows.map(({ id, sourceDate, kind, recordType, text, at, ...p }) => {
    const source = inEveryLanguage((language) => translator(language, alertMessages)('plantEvent.source', { date: sourceDate }));
    // The history's own name in English; in another language the kind's, when the catalogue knows it.
    const kindIn = (language: Language) =>
      language === 'en' ? kind : (marketMessages.texts[language].eventType[recordType as PlantEventType] ?? kind);
    return {
      key: `plant-event:${id}`,
      id,
      plant: p,
      // The history records what happened in English only: a Chinese alert says it in English under a Chinese title.
      texts: inEveryLanguage((language) => ({
        title: translator(language, alertMessages)('plantEvent.title', {
          plantName: p.plantName,
          plantNo: p.plantNo,
          kind: kindIn(language),
        }),
        body: `${text} ${source[language]}`,
      })),
      at,
      write: `${p.plantId}@${at.toISOString()}`,
      text,
      source,
    };
  });
}

/**
 * The events one write recorded for a plant (a suspended registration and the plant's status change it brought,
 * say) as one change: titled by the first, which is the most specific, with every event's text. A subscriber
 * hears of one import's or one edit's effect on a plant once.
 */
export function oneChangePerWrite(changes: readonly PlantChange[]): PlantChange[] {
  const byWrite = new Map<string, PlantChange[]>();
  for (const c of changes) byWrite.set(c.write, [...(byWrite.get(c.write) ?? []), c]);
  return [...byWrite.values()].map((group) => {
    const first = group[0]!;
    if (group.length === 1) return first;
    const text = [...new Set(group.map((c) => c.text))].join(' ');
    return {
      ...first,
      text,
      texts: inEveryLanguage((language) => ({ title: first.texts[language].title, body: `${text} ${first.source[language]}` })),
    };
  });
}

export async function diseaseBans(db: Executor, afterId: number): Promise<BanChange[]> {
  const rows = await diseaseBansAfter(db, afterId, BATCH);
  return rows.map((r) => ({
    key: `animal-disease:${r.id}`,
    id: r.id,
    countryCode: r.countryCode,
    accessType: r.accessType,
    // The species the ban names, as the eligibility check reads them (server/modules/market/diseases.ts).
    goodsTypes: [...r.goodsTypes],
    texts: inEveryLanguage((language) => banText(r, language)),
  }));
}

/** Lifted bans (market_ban_lift rows): told to the same watchers as the ban was. */
export async function banLifts(db: Executor, afterId: number): Promise<BanChange[]> {
  const rows = await banLiftsAfter(db, afterId, BATCH);
  return rows.map((r) => ({
    // An alert about the ban, as its imposing was: the kind of both is the ban's; the key names the lift.
    key: `animal-disease:${r.diseaseId}:lift:${r.id}`,
    id: r.id,
    countryCode: r.countryCode,
    accessType: r.accessType,
    goodsTypes: [...r.goodsTypes],
    texts: inEveryLanguage((language) => {
      const t = translator(language, alertMessages);
      const name = language === 'zh' ? r.plagueNameAlias || r.plagueName : r.plagueName || r.plagueNameAlias;
      const disease = name || t('ban.anyDisease');
      const area = r.areaName === WHOLE_COUNTRY ? t('ban.wholeCountry') : r.areaName;
      return { title: t('banLift.title', { disease, area }), body: t('banLift.body', { disease, area, date: r.liftedDate }) };
    }),
  }));
}

type BanRow = Awaited<ReturnType<typeof diseaseBansAfter>>[number];

/** A ban's alert in a language: the list names disease and content in English and (the alias) in Chinese. */
function banText(r: BanRow, language: Language): ChangeText {
  const t = translator(language, alertMessages);
  const [name, content] =
    language === 'zh'
      ? [r.plagueNameAlias || r.plagueName, r.plagueContentAlias || r.plagueContent]
      : [r.plagueName || r.plagueNameAlias, r.plagueContent];
  const disease = name || t('ban.anyDisease');
  const area = r.areaName === WHOLE_COUNTRY ? t('ban.wholeCountry') : r.areaName;
  return {
    title: t('ban.title', { disease, area }),
    body: t('ban.body', { content: content || t('ban.banned', { disease }), area, date: r.banDate }),
  };
}

/** The newest id of a source: where its watermark starts, so what happened before the watchlist is history, not news. */
export async function latestId(db: Executor, source: ChangeSource): Promise<number> {
  return latestChangeId(db, source);
}

/** The plants a ban touches among the watched ones: of its country and access type, registered for a species it covers. */
export async function plantsTouchedBy(
  db: Executor,
  ban: BanChange,
  watched: { plantNos: string[]; companyCodes: string[] },
): Promise<WatchedPlant[]> {
  if (!watched.plantNos.length && !watched.companyCodes.length) return [];
  return plantsInBanArea(db, ban, watched);
}

/** A registration nearing its expiry date: the daily check notifies at 90 and at 30 days. */
export interface ExpiringRegistration {
  registrationId: number;
  goodsType: string;
  expires: string;
  plant: WatchedPlant;
}

/** Valid registrations that expire between today and `until` (YYYY-MM-DD, inclusive). */
export async function registrationsExpiring(db: Executor, today: string, until: string): Promise<ExpiringRegistration[]> {
  const rows = await watchedRegistrationsExpiring(db, today, until);
  return rows.map(({ registrationId, goodsType, expires, ...p }) => ({ registrationId, goodsType, expires: expires ?? until, plant: p }));
}
