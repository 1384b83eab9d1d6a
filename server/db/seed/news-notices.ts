import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { banNotices, countryNames, day, liftNotices, type EventNotice } from './news-ban-notices';

export type { EventNotice };
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../client';
import { animalDisease, banLift, company, plant, plantEvent } from '../schema/index';
import { isoDate } from './market-batch';
import { PLANT_WITH_COMPANY } from './news-facts';
import { goodsTypeName } from './market-plants';
import { p, ul, type Story } from './news-stories';
import type { Random } from './random';

/** How many notices of each plant event kind the demo holds (fewer when the market has fewer groups). */
const PLANT_NOTICES = { REGISTERED: 18, RENEWED: 8, SUSPENDED: 14, RESUMED: 8 } as const;
type EventKind = keyof typeof PLANT_NOTICES;
const ACTION: Record<EventKind, 'registered' | 'renewed' | 'suspended' | 'lifted'> = {
  REGISTERED: 'registered',
  RENEWED: 'renewed',
  SUSPENDED: 'suspended',
  RESUMED: 'lifted',
};
/** At most this many plants in one notice (the editor allows 50). */
const PLANTS_PER_NOTICE = 12;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type EventRow = Awaited<ReturnType<typeof eventRows>>[number];

function eventRows(db: Executor, from: Date, to: Date) {
  return db
    .select({
      id: plantEvent.id,
      recordType: plantEvent.recordType,
      sourceDate: plantEvent.sourceDate,
      goodsType: plantEvent.goodsType,
      ...PLANT_WITH_COMPANY,
    })
    .from(plantEvent)
    .innerJoin(plant, eq(plant.id, plantEvent.plantId))
    .innerJoin(company, eq(company.id, plant.companyId))
    .where(
      and(
        inArray(plantEvent.recordType, Object.keys(PLANT_NOTICES)),
        gte(plantEvent.sourceDate, isoDate(from)),
        lte(plantEvent.sourceDate, isoDate(to)),
      ),
    );
}

function plantStory(kind: EventKind, rows: EventRow[], place: { en: string; zh: string }): Story {
  const goods = [...new Set(rows.map((r) => goodsTypeName(r.goodsType ?? '').toLowerCase()))].join(', ');
  const n = rows.length;
  const plants = plural(n, 'establishment', 'establishments');
  const list = ul(rows.map((r) => `${r.plantNo}: ${r.plantName} (${goodsTypeName(r.goodsType ?? '')}, ${isoDate(day(r.sourceDate))})`));
  const stories: Record<EventKind, Story> = {
    REGISTERED: {
      title: `GACC registers ${plants} in ${place.en} for ${goods}`,
      titleZh: `关于${place.zh}${n}家企业输华注册的公告`,
      keyword: 'registration',
      paragraphs: [p(`GACC has registered the following ${plants} in ${place.en} for the export of ${goods} to China:`), list],
    },
    RENEWED: {
      title: `Registration renewals: ${plants} in ${place.en}`,
      titleZh: `关于${place.zh}${n}家输华企业注册续展的公告`,
      keyword: 'renewal',
      paragraphs: [p(`The registrations of the following ${plants} in ${place.en} have been renewed for five years:`), list],
    },
    SUSPENDED: {
      title: `Imports from ${plants} in ${place.en} suspended`,
      titleZh: `关于暂停${place.zh}${n}家企业产品输华的公告`,
      keyword: 'suspension',
      paragraphs: [
        p(`Because of findings at the ports, declarations of ${goods} from the following ${plants} in ${place.en} are suspended:`),
        list,
      ],
    },
    RESUMED: {
      title: `Suspension of ${plants} in ${place.en} lifted`,
      titleZh: `关于恢复${place.zh}${n}家企业产品输华的公告`,
      keyword: 'suspension lifted',
      paragraphs: [
        p(
          `After reviewing the corrective actions reported by the competent authority, GACC lifts the suspension of the following ${plants}:`,
        ),
        list,
      ],
    },
  };
  return stories[kind];
}

/** Notices for groups of one country's, trade's and month's plant events of a kind, drawn at random. */
async function plantNotices(
  db: Executor,
  random: Random,
  names: Awaited<ReturnType<typeof countryNames>>,
  from: Date,
  to: Date,
): Promise<EventNotice[]> {
  const groups = new Map<string, EventRow[]>();
  for (const r of await eventRows(db, from, to)) {
    const key = [r.recordType, r.countryCode, r.accessType, isoDate(day(r.sourceDate)).slice(0, 7)].join('|');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const notices: EventNotice[] = [];
  for (const kind of Object.keys(PLANT_NOTICES) as EventKind[]) {
    const keys = [...groups.keys()].filter((k) => k.startsWith(`${kind}|`)).sort();
    for (const key of random.sample(keys, PLANT_NOTICES[kind])) {
      const rows = groups
        .get(key)!
        .sort((a, b) => String(a.sourceDate).localeCompare(String(b.sourceDate)) || a.id - b.id)
        .slice(0, PLANTS_PER_NOTICE);
      const [, countryCode, accessType] = key.split('|') as [string, string, string];
      const place = names.get(countryCode) ?? { en: countryCode, zh: countryCode };
      const last = rows.at(-1)!;
      notices.push({
        day: day(last.sourceDate),
        countryCodes: [countryCode],
        accessType: accessType === '202' ? '202' : '201',
        story: plantStory(kind, rows, place),
        changes: rows.map((r) => ({
          kind: 'plant',
          action: ACTION[kind],
          countryCode,
          accessType: accessType === '202' ? '202' : '201',
          plantNo: r.plantNo,
          goodsTypes: r.goodsType ? [r.goodsType] : [],
          plantName: '',
          date: isoDate(day(r.sourceDate)),
        })),
        applied: rows.map((r) => ({
          kind: 'plant',
          action: ACTION[kind],
          date: isoDate(day(r.sourceDate)),
          countryCode,
          accessType,
          goodsTypes: r.goodsType ? [r.goodsType] : [],
          plant: {
            plantNo: r.plantNo,
            plantName: r.plantName,
            link: plantPagePath({ accessType, countryCode, plantNo: r.plantNo }),
            companyCode: r.companyCode,
            companyName: r.companyName,
            companyLink: companyPagePath({ countryCode, accessType, companyCode: r.companyCode }),
          },
          ban: null,
        })),
        eventIds: rows.map((r) => r.id),
        banIds: [],
        liftIds: [],
      });
    }
  }
  return notices;
}

/** The demo's event notices: one per ban, and groups of plant events between `from` and `to`. */
export async function eventNotices(db: Executor, random: Random, from: Date, to: Date): Promise<EventNotice[]> {
  const names = await countryNames(db);
  return [...(await banNotices(db, names)), ...(await liftNotices(db, names)), ...(await plantNotices(db, random, names, from, to))];
}

/** Names each notice as the source of the events and bans it made (after the notices have their ids). */
export async function linkEventNotices(db: Executor, notices: readonly { id: number; infoCode: string; notice: EventNotice }[]) {
  for (const { id, infoCode, notice } of notices) {
    if (notice.eventIds.length) {
      await db
        .update(plantEvent)
        .set({ source: 'notice', sourceFile: infoCode, sourceId: id })
        .where(inArray(plantEvent.id, notice.eventIds));
    }
    if (notice.banIds.length) {
      await db.update(animalDisease).set({ source: 'notice', sourceId: id }).where(inArray(animalDisease.id, notice.banIds));
    }
    if (notice.liftIds.length) {
      await db.update(banLift).set({ source: 'notice', sourceId: id }).where(inArray(banLift.id, notice.liftIds));
    }
  }
}
