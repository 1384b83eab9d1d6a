import { asc, eq } from 'drizzle-orm';
import { diseaseBanListPath } from '../../../contracts/market/pages';
import type { AppliedChange, NoticeChange } from '../../../contracts/news/notices';
import type { Executor } from '../client';
import { animalDisease, banLift, country } from '../schema/index';
import { isoDate } from './market-batch';
import { WHOLE_COUNTRY } from './market-bans';
import { p, type Story } from './news-stories';

/**
 * The demo's GACC updates that change the registry are made from the market demo's own events (docs/market.md
 * 'A demo generated from events'): every disease ban has the notice that imposed it, every lifted one the notice that
 * lifted it, and groups of registrations, renewals, suspensions and lifted suspensions of one country, trade and month have theirs. Each notice states its
 * changes as the admin editor writes them (`changes`), lists what they did with links (`applied`), and the events and
 * bans it made name it as their source, so the notice, the plant's history and the ban list say the same. This file
 * makes the ban notices; news-notices.ts the plant notices.
 */
export interface EventNotice {
  day: Date;
  countryCodes: string[];
  accessType: '201' | '202';
  story: Story;
  changes: NoticeChange[];
  applied: AppliedChange[];
  /** The plant events and bans the notice made, to be linked to it once it has an id. */
  eventIds: number[];
  banIds: number[];
  /** The ban lift rows it made (market_ban_lift). */
  liftIds: number[];
}

export const day = (d: string | Date) => (typeof d === 'string' ? new Date(`${d}T00:00:00Z`) : d);

export type CountryNames = Awaited<ReturnType<typeof countryNames>>;

export async function countryNames(db: Executor) {
  const rows = await db.select({ code: country.code, en: country.nameEn, zh: country.nameZh }).from(country);
  return new Map(rows.map((c) => [c.code, c]));
}

/** A notice for every ban of the demo, dated the day it was imposed. */
export async function banNotices(db: Executor, names: CountryNames): Promise<EventNotice[]> {
  const bans = await db.select().from(animalDisease);
  return bans.map((b) => {
    const place = names.get(b.countryCode);
    const area = b.areaName === WHOLE_COUNTRY ? (place?.en ?? b.countryCode) : `${b.areaName} (${place?.en ?? b.countryCode})`;
    const areaZh = b.areaName === WHOLE_COUNTRY ? (place?.zh ?? '') : `${place?.zh ?? ''}${b.areaName}`;
    const date = isoDate(day(b.banDate));
    return {
      day: day(b.banDate),
      countryCodes: [b.countryCode],
      accessType: b.accessType === '202' ? '202' : '201',
      story: {
        title: `Imports from ${area} banned over ${b.plagueName}`,
        titleZh: `关于防止${areaZh}${b.plagueNameAlias}传入我国的公告`,
        keyword: b.plagueName,
        paragraphs: [
          p(`To prevent ${b.plagueName} from entering China, GACC bans imports from ${area} from ${date}. ${b.plagueContent}`),
          p(
            'Consignments shipped before that date are returned or destroyed; postal items and luggage carrying such products are refused.',
          ),
        ],
      },
      changes: [
        {
          kind: 'ban',
          action: 'imposed',
          countryCode: b.countryCode,
          areaName: b.areaName === WHOLE_COUNTRY ? '' : b.areaName,
          disease: b.plagueName,
          date,
        },
      ],
      applied: [
        {
          kind: 'ban',
          action: 'imposed',
          date,
          countryCode: b.countryCode,
          accessType: b.accessType,
          goodsTypes: [...b.goodsTypes],
          plant: null,
          ban: { id: b.id, areaName: b.areaName, disease: b.plagueName, diseaseZh: b.plagueNameAlias, link: diseaseBanListPath(b) },
        },
      ],
      eventIds: [],
      banIds: [b.id],
      liftIds: [],
    };
  });
}

/** A notice for each group of bans of one country and disease the demo lifted on one day (market-bans.ts). */
export async function liftNotices(db: Executor, names: CountryNames): Promise<EventNotice[]> {
  const rows = await db
    .select({ lift: banLift, ban: animalDisease })
    .from(banLift)
    .innerJoin(animalDisease, eq(animalDisease.id, banLift.diseaseId))
    .orderBy(asc(banLift.id));
  const groups = new Map<string, typeof rows>();
  for (const r of rows) {
    const key = [r.ban.countryCode, r.ban.plagueName, isoDate(day(r.lift.liftedDate))].join('|');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((group) => {
    const { ban: b, lift } = group[0]!;
    const place = names.get(b.countryCode) ?? { en: b.countryCode, zh: b.countryCode };
    const areas = group.map((g) => (g.ban.areaName === WHOLE_COUNTRY ? place.en : g.ban.areaName)).join(', ');
    const date = isoDate(day(lift.liftedDate));
    return {
      day: day(lift.liftedDate),
      countryCodes: [b.countryCode],
      accessType: b.accessType === '202' ? '202' : '201',
      story: {
        title: `Ban on imports from ${areas} (${place.en}) over ${b.plagueName} lifted`,
        titleZh: `关于解除${place.zh}${group.map((g) => g.ban.areaName).join('、')}${b.plagueNameAlias}疫区禁令的公告`,
        keyword: `${b.plagueName}, ban lifted`,
        paragraphs: [
          p(
            `The ${b.plagueName} situation in ${areas} (${place.en}) having been resolved, GACC lifts from ${date} the ban it imposed on ${isoDate(day(b.banDate))}. Products from registered plants there may be declared again with the agreed health certificate.`,
          ),
        ],
      },
      changes: group.map((g) => ({
        kind: 'ban' as const,
        action: 'lifted' as const,
        countryCode: b.countryCode,
        areaName: g.ban.areaName === WHOLE_COUNTRY ? '' : g.ban.areaName,
        disease: b.plagueName,
        date,
      })),
      applied: group.map((g) => ({
        kind: 'ban' as const,
        action: 'lifted',
        date,
        countryCode: b.countryCode,
        accessType: b.accessType,
        goodsTypes: [...g.ban.goodsTypes],
        plant: null,
        ban: {
          id: g.ban.id,
          areaName: g.ban.areaName,
          disease: b.plagueName,
          diseaseZh: b.plagueNameAlias,
          link: diseaseBanListPath(g.ban),
        },
      })),
      eventIds: [],
      banIds: [],
      liftIds: group.map((g) => g.lift.id),
    };
  });
}
