import { asc, eq } from 'drizzle-orm';
import { LEAD_TYPE } from '../../../contracts/leads/codes';
import type { Executor } from '../client';
import { appUser, collect, comment, communityLabel, communityTopic, plant, supplyDemand } from '../schema/index';
import { BASIS, CERTS, CITIES, EXPORT_COUNTRIES, PACKING, PERIODS, PORTS, PRODUCTS, QUANTITIES, REFUSALS, TERMS } from './community-words';
import { COMMUNITY_COMMENTS, TOPIC_COUNTRIES, TOPIC_MONTHS, TOPIC_TEMPLATES } from './community-topics';
import type { DemoPart } from './demo';
import { DEMO_EDITOR } from './people';
import { createRandom, type Random } from './random';
import { demoOffer } from './community-offers';

/** The demo's pictures and videos: files drawn for the demo in public/demo/community (scripts/make-demo-media.mjs). */
const MEDIA = '/demo/community';
const PHOTO_OF: Record<string, string> = {
  PORK: 'pork',
  BEEF: 'beef',
  MUTTON: 'lamb',
  POULTRY: 'poultry',
  OFFAL: 'offal',
  DONKEY: 'beef',
  CASING: 'casing',
  PROCESSED: 'processed',
  FISH_FROZEN: 'fish',
  FISH_CHILLED: 'salmon',
  CRUSTACEAN: 'shrimp',
  MOLLUSC: 'squid',
  BIVALVE: 'shellfish',
  ECHINODERM: 'shellfish',
  ALGAE: 'shellfish',
  FISH_MEAL: 'fish',
};
const SCENES = ['container', 'coldstore', 'port', 'label'] as const;
export const DEMO_VIDEOS = [`${MEDIA}/reefer-loading.webm`, `${MEDIA}/cold-store-tour.webm`] as const;
const photo = (name: string) => `${MEDIA}/${name}.svg`;

const FROM = Date.UTC(2026, 5, 1);
const LAST = Date.UTC(2026, 10, 21, 18);
/** Demo posts stay on the board for a year after the demo's last day, as if their authors renewed them; some have lapsed. */
const RENEWED_UNTIL = new Date(Date.UTC(2027, 11, 31));
const DAY = 86_400_000;

/** Each sentence starts with a capital, whichever phrase opens it. */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_m, k: string) => values[k] ?? k);
const status = (random: Random) =>
  random.weighted([
    [2, 75],
    [1, 15],
    [3, 10],
  ] as const);

function leadText(random: Random, type: number, accessType: string, goodsType: string): string {
  const product = random.pick(PRODUCTS[goodsType] ?? ['frozen product']);
  const port = random.pick(PORTS);
  if (type === LEAD_TYPE.SUPPLY) {
    const country = random.pick(EXPORT_COUNTRIES[accessType] ?? ['Brazil']);
    return [
      `Offering ${product} from ${country}.`,
      `${cap(random.pick(QUANTITIES))}, ${random.pick(PACKING)}.`,
      `Price basis ${random.pick(BASIS)} ${port}, ${random.pick(PERIODS)}.`,
      `${cap(random.pick(CERTS))}.`,
      `Payment: ${random.pick(TERMS)}. Serious importers only; samples of the carton marks on request.`,
    ].join(' ');
  }
  return [
    `We buy ${product} for distribution in ${random.pick(CITIES)}.`,
    `Need ${random.pick(QUANTITIES)}, ${random.pick(BASIS)} ${port}, ${random.pick(PERIODS)}.`,
    `Plant must be registered with GACC; ${random.pick(CERTS)}.`,
    `Payment: ${random.pick(TERMS)}. Please quote with your plant Reg.No. and the production dates available.`,
  ].join(' ');
}

async function comments(
  db: Executor,
  random: Random,
  commentsType: string,
  ownerId: number,
  after: Date,
  people: { id: number; nickName: string }[],
) {
  for (let n = random.int(1, 3); n > 0; n--) {
    const who = random.pick(people);
    const at = new Date(Math.min(after.getTime() + random.int(1, 20 * 24) * 3_600_000, LAST));
    await db.insert(comment).values({
      commentsType,
      ownerId: String(ownerId),
      authorId: who.id,
      authorNickName: who.nickName,
      content: random.pick(COMMUNITY_COMMENTS),
      createdAt: at,
    });
  }
}

/** 240 supply and demand posts and 160 topics over every status and label, with photos, two videos, comments and favourites. */
export const communityPart: DemoPart = {
  name: 'community',
  async generate(db, random) {
    const people = await db
      .select({ id: appUser.id, nickName: appUser.nickName, role: appUser.role, category: appUser.businessCategory })
      .from(appUser);
    const editor = people.find((p) => p.nickName === DEMO_EDITOR.nickName && p.role === 'admin');
    const traders = people.filter((p) => p.role !== 'admin');
    const exporters = traders.filter((p) => /exporter|trader/i.test(p.category));
    const importers = traders.filter((p) => /importer|distributor/i.test(p.category));
    if (!editor || exporters.length < 2 || importers.length < 2) throw new Error('the demo people must be seeded before the community');
    const plantsOf = new Map<string, { accessType: string; countryCode: string; plantNo: string }[]>();
    for (const accessType of ['201', '202']) {
      const rows = await db
        .select({ accessType: plant.accessType, countryCode: plant.countryCode, plantNo: plant.plantNo })
        .from(plant)
        .where(eq(plant.accessType, accessType))
        .orderBy(asc(plant.id))
        .limit(200);
      plantsOf.set(accessType, rows);
    }
    const labels = await db.select().from(communityLabel).where(eq(communityLabel.labelStatus, 1));

    const approvedLeads: { id: number; at: Date }[] = [];
    // The offers' details are drawn apart, so the rest of the demo draws what it drew before they existed.
    const offers = createRandom(0x0ffe2);
    for (let i = 0; i < 240; i++) {
      const type = random.chance(0.55) ? LEAD_TYPE.SUPPLY : LEAD_TYPE.DEMAND;
      const accessType = random.chance(0.6) ? '201' : '202';
      const goodsType = random.pick(
        Object.keys(PRODUCTS).filter((g) => (accessType === '201') === !/FISH|CRUST|MOLL|BIVAL|ECHIN|ALGAE/.test(g)),
      );
      const createdAt = new Date(random.int(FROM, LAST - DAY));
      const checkStatus = status(random);
      const ownPlants = plantsOf.get(accessType) ?? [];
      const named = type === LEAD_TYPE.SUPPLY && ownPlants.length && random.chance(0.3) ? random.pick(ownPlants) : undefined;
      const pics = random.chance(0.7)
        ? [photo(PHOTO_OF[goodsType] ?? 'container'), ...random.sample(SCENES, random.int(0, 3)).map(photo)]
        : [];
      const lapsed = random.chance(0.1);
      const text = leadText(random, type, accessType, goodsType);
      // Two posts in three are structured offers; the others stay free text, as posts were before the fields.
      const offer = offers.chance(0.66) ? demoOffer(offers, type, goodsType, new Date(LAST), named?.countryCode) : undefined;
      const { content, ...fields } = offer ?? { content: text };
      const [row] = await db
        .insert(supplyDemand)
        .values({
          code: `demo-lead-${String(i + 1).padStart(4, '0')}`,
          type,
          accessType,
          goodsType,
          userId: random.pick(type === LEAD_TYPE.SUPPLY ? exporters : importers).id,
          content,
          ...fields,
          images: pics,
          checkStatus,
          refuseReason: checkStatus === 3 ? random.pick(REFUSALS) : '',
          checkTime: checkStatus === 1 ? null : new Date(createdAt.getTime() + random.int(1, 48) * 3_600_000),
          plantCountryCode: named?.countryCode ?? null,
          plantNo: named?.plantNo ?? null,
          plantConfirmedAt: named && random.chance(0.6) ? new Date(createdAt.getTime() + 2 * DAY) : null,
          expiresAt: lapsed ? new Date(Math.min(createdAt.getTime() + 90 * DAY, LAST - DAY)) : RENEWED_UNTIL,
          createdAt,
        })
        .returning({ id: supplyDemand.id });
      if (row && checkStatus === 2 && !lapsed) approvedLeads.push({ id: row.id, at: createdAt });
    }

    const approvedTopics: { id: number; at: Date }[] = [];
    for (let i = 0; i < 160; i++) {
      // Every label gets topics: the first rounds go through the templates in order, later ones pick at random.
      const [labelClass, labelCode, title, content] = i < TOPIC_TEMPLATES.length ? TOPIC_TEMPLATES[i]! : random.pick(TOPIC_TEMPLATES);
      const values = { port: random.pick(PORTS), country: random.pick(TOPIC_COUNTRIES), month: random.pick(TOPIC_MONTHS) };
      const byAdmin = random.chance(0.06);
      const video = i % 70 === 5 ? DEMO_VIDEOS[Math.floor(i / 70) % DEMO_VIDEOS.length]! : '';
      // The demo's videos are on approved topics, so a visitor can play one.
      const checkStatus = byAdmin || video ? 2 : status(random);
      const createdAt = new Date(random.int(FROM, LAST - DAY));
      const label = labels.find((l) => l.labelCode === labelCode);
      const [row] = await db
        .insert(communityTopic)
        .values({
          code: `demo-topic-${String(i + 1).padStart(4, '0')}`,
          userId: byAdmin ? editor.id : random.pick(traders).id,
          byAdmin,
          labelClass,
          labelCode: label && random.chance(0.9) ? labelCode : '',
          title: fill(title, values),
          content: fill(content, values),
          images: !video && random.chance(0.5) ? random.sample(SCENES, random.int(1, 4)).map(photo) : [],
          video,
          top: checkStatus === 2 && random.chance(0.05) ? 1 : 0,
          good: checkStatus === 2 && random.chance(0.12) ? 1 : 0,
          viewsCount: checkStatus === 2 ? random.int(3, 900) : 0,
          checkStatus,
          refuseReason: checkStatus === 3 ? random.pick(REFUSALS.slice(2)) : '',
          checkTime: checkStatus === 1 ? null : new Date(createdAt.getTime() + random.int(1, 48) * 3_600_000),
          createdAt,
        })
        .returning({ id: communityTopic.id });
      if (row && checkStatus === 2) approvedTopics.push({ id: row.id, at: createdAt });
    }

    for (const [type, items] of [
      ['SUPPLY_DEMAND', approvedLeads],
      ['COMMUNITY', approvedTopics],
    ] as const) {
      for (const item of items) {
        if (random.chance(0.35)) await comments(db, random, type, item.id, item.at, traders);
        const fans = random.sample(traders, random.int(0, 4));
        if (fans.length)
          await db.insert(collect).values(fans.map((f) => ({ userId: f.id, subjectType: type, subjectId: item.id, createdAt: item.at })));
      }
    }
  },
};
