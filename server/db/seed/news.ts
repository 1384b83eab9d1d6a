import { and, desc, eq } from 'drizzle-orm';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { sanitizeArticleHtml, textOfHtml } from '../../shared/html/index';
import type { Db, Executor } from '../client';
import { company, country, customsUpdate, newsItem, plant } from '../schema/index';
import { newsSearchText } from '../sql/news-search';
import { generateComments, type DemoSubject } from './comments';
import type { DemoPart } from './demo';
import { insertBatches, insertReturningIds, isoDate } from './market-batch';
import { MEAT_COUNTRIES, SEAFOOD_COUNTRIES } from './market-names';
import { PRODUCTS_BY_GOODS } from './news-words';
import { CUSTOMS_TEMPLATES, FACTORY_TEMPLATES, type CompanyContext } from './news-gacc';
import { eventNotices, linkEventNotices } from './news-notices';
import { MARKET_TEMPLATES, pickPort, productsOf, type Story, type StoryContext } from './news-stories';
import { createRandom, type Random } from './random';

/** How many of each kind the demo holds (drafts included: about one in thirty). */
export const NEWS_DEMO_COUNTS = { market: 320, factory: 320, customs: 110 } as const;
/** News dates spread over these days (the demo's 'today' is 2026-11-20). */
export const NEWS_DEMO_FROM = new Date(Date.UTC(2024, 0, 1));
export const NEWS_DEMO_TO = new Date(Date.UTC(2026, 10, 20));
/** The newest items of each kind that get demo comments (comments are written one by one: this keeps the seed quick). */
const COMMENTED_NEWEST = 90;

type Plants = Map<string, [string, string][]>;
const plantsKey = (accessType: string, countryCode: string) => `${accessType}:${countryCode}`;

/** The market's demo rows the news is about: countries, companies (with their first plant) and plants by country. */
async function marketRows(db: Executor) {
  const countries = new Map(
    (await db.select({ code: country.code, en: country.nameEn, zh: country.nameZh }).from(country)).map((c) => [c.code, c]),
  );
  const plantRows = await db
    .select({
      plantNo: plant.plantNo,
      name: plant.plantName,
      accessType: plant.accessType,
      countryCode: plant.countryCode,
      companyId: plant.companyId,
    })
    .from(plant)
    .orderBy(plant.id);
  const plants: Plants = new Map();
  const firstPlant = new Map<number, string>();
  for (const row of plantRows) {
    const key = plantsKey(row.accessType, row.countryCode);
    plants.set(key, [...(plants.get(key) ?? []), [row.plantNo, row.name]]);
    if (!firstPlant.has(row.companyId)) firstPlant.set(row.companyId, row.plantNo);
  }
  const companies = (
    await db
      .select({
        id: company.id,
        code: company.companyCode,
        name: company.plantName,
        nameZh: company.plantNameZh,
        accessType: company.accessType,
        countryCode: company.countryCode,
        promoted: company.promoteFlag,
        goodsTypes: company.goodsTypes,
      })
      .from(company)
      .orderBy(company.id)
  ).flatMap((c) => (firstPlant.has(c.id) ? [{ ...c, regNo: firstPlant.get(c.id)! }] : []));
  return { countries, plants, companies };
}

type MarketRows = Awaited<ReturnType<typeof marketRows>>;

function contextFor(random: Random, rows: MarketRows, accessType: '201' | '202', countryCode: string): StoryContext {
  const names = rows.countries.get(countryCode);
  if (!names) throw new Error(`the demo news names a country the reference data lacks: ${countryCode}`);
  return {
    random,
    accessType,
    countryCode,
    country: names.en,
    countryZh: names.zh,
    product: random.pick(productsOf(accessType)),
    port: pickPort(random),
    day: random.date(NEWS_DEMO_FROM, NEWS_DEMO_TO),
    plants: rows.plants.get(plantsKey(accessType, countryCode)) ?? [],
  };
}

const goodsOf = (goodsTypes: readonly string[]) => goodsTypes.flatMap((g) => PRODUCTS_BY_GOODS[g] ?? []);
const accessTypeOf = (random: Random): '201' | '202' => (random.chance(0.55) ? '201' : '202');
const countryOf = (random: Random, accessType: string) => random.weighted(accessType === '201' ? MEAT_COUNTRIES : SEAFOOD_COUNTRIES);

/** Publication: most items published a few hours after their source date; a few left as drafts. */
function publication(random: Random, day: Date) {
  const publishedAt = new Date(day.getTime() + random.int(6, 20) * 3_600_000);
  const draft = random.chance(1 / 30);
  return {
    state: draft ? ('draft' as const) : ('published' as const),
    publishedAt: draft ? null : publishedAt,
    createdAt: publishedAt,
    updatedAt: random.chance(0.2) ? new Date(publishedAt.getTime() + random.int(1, 72) * 3_600_000) : publishedAt,
  };
}

const bodyOf = (story: Story) => sanitizeArticleHtml(story.paragraphs.filter(Boolean).join('\n'));

function newsRow(
  random: Random,
  newsSource: 164 | 8080,
  c: StoryContext,
  story: Story,
  tags: { companyTags: string[]; plantNos: string[] },
) {
  const content = bodyOf(story);
  const when = publication(random, c.day);
  return {
    newsSource,
    contentTitle: story.titleZh,
    enContentTitle: story.title,
    content,
    contentKeyword: story.keyword,
    countryCode: c.countryCode,
    accessType: c.accessType,
    ...tags,
    views: random.int(15, 4_800),
    sourceDate: isoDate(c.day),
    contentDate: isoDate(c.day),
    // The newest tenth has not been announced to search engines yet (the detail page does it when first opened).
    baiduIncluded: c.day.getTime() < NEWS_DEMO_TO.getTime() - 60 * 86_400_000 ? 1 : 0,
    searchText: newsSearchText(story.titleZh, story.title, story.keyword, textOfHtml(content)),
    ...when,
  };
}

/** The newest published items of a source, as subjects of the demo comments. */
async function newestSubjects(db: Db, newsSource: number, commentsType: DemoSubject['commentsType']): Promise<DemoSubject[]> {
  const rows = await db
    .select({ id: newsItem.id, accessType: newsItem.accessType, publishedAt: newsItem.publishedAt })
    .from(newsItem)
    .where(and(eq(newsItem.newsSource, newsSource), eq(newsItem.state, 'published')))
    .orderBy(desc(newsItem.sourceDate), desc(newsItem.id))
    .limit(COMMENTED_NEWEST);
  return rows.map((r) => ({ commentsType, ownerId: String(r.id), accessType: r.accessType, published: r.publishedAt ?? new Date(0) }));
}

/** Market news, factory news about the demo's companies, GACC customs updates, and comments on the newest news. */
export const newsPart: DemoPart = {
  name: 'news',
  async generate(db, random) {
    const rows = await marketRows(db);

    const market = Array.from({ length: NEWS_DEMO_COUNTS.market }, () => {
      const accessType = accessTypeOf(random);
      const c = contextFor(random, rows, accessType, countryOf(random, accessType));
      return newsRow(random, 8080, c, random.pick(MARKET_TEMPLATES)(c), { companyTags: [], plantNos: [] });
    });

    // A third is about recommended companies, so the companies the home page shows have news on their pages.
    const promoted = rows.companies.filter((c) => c.promoted === 1);
    const factory = Array.from({ length: NEWS_DEMO_COUNTS.factory }, () => {
      const owner = random.pick(random.chance(1 / 3) && promoted.length ? promoted : rows.companies);
      const accessType = owner.accessType === '202' ? '202' : '201';
      const c: CompanyContext = {
        ...contextFor(random, rows, accessType, owner.countryCode),
        // What the company is registered for, so its news and its page agree.
        ...(goodsOf(owner.goodsTypes).length ? { product: random.pick(goodsOf(owner.goodsTypes)) } : {}),
        company: owner.name,
        companyZh: owner.nameZh || owner.name,
        regNo: owner.regNo,
      };
      return newsRow(random, 164, c, random.pick(FACTORY_TEMPLATES)(c), { companyTags: [owner.code], plantNos: [owner.regNo] });
    });

    // GACC updates: those that change the registry made from the market's events (news-notices.ts), the rest
    // (requirements, labelling) drawn as before; numbered in date order through each year.
    const events = await eventNotices(db, random, NEWS_DEMO_FROM, NEWS_DEMO_TO);
    const textOnly = Array.from({ length: Math.max(NEWS_DEMO_COUNTS.customs - events.length, 10) }, () => {
      const accessType = accessTypeOf(random);
      const c = contextFor(random, rows, accessType, countryOf(random, accessType));
      const others = random.chance(0.2) ? [countryOf(random, accessType)] : [];
      return { day: c.day, countryCodes: [...new Set([c.countryCode, ...others])], accessType, story: random.pick(CUSTOMS_TEMPLATES)(c) };
    });
    const drafted = [...events.map((notice) => ({ ...notice, notice })), ...textOnly.map((t) => ({ ...t, notice: null }))].sort(
      (a, b) => a.day.getTime() - b.day.getTime(),
    );
    const perYear = new Map<number, number>();
    const customs = drafted.map(({ day, countryCodes, accessType, story, notice }) => {
      const year = day.getUTCFullYear();
      perYear.set(year, (perYear.get(year) ?? 0) + 1);
      const contentEng = bodyOf(story);
      const when = publication(random, day);
      // A notice that changed the registry is published: its changes were applied when it was.
      const { createdAt, updatedAt, state, publishedAt } = notice
        ? { ...when, state: 'published' as const, publishedAt: when.createdAt }
        : when;
      return {
        infoCode: `GACC-${year}-${String(perYear.get(year)! * 3 + random.int(0, 2)).padStart(3, '0')}`,
        contentTitle: story.titleZh,
        enTitle: story.title,
        contentEng,
        countryCodes,
        accessType,
        enInfoTime: isoDate(day),
        views: random.int(30, 9_000),
        state,
        publishedAt,
        createdAt,
        updatedAt,
        changes: notice?.changes ?? [],
        applied: notice?.applied ?? [],
        appliedAt: notice ? publishedAt : null,
        searchText: newsSearchText(story.titleZh, story.title, story.keyword, textOfHtml(contentEng)),
      };
    });

    await insertBatches(db, newsItem, market);
    await insertBatches(db, newsItem, factory);
    const ids = await insertReturningIds(db, customsUpdate, customs, (r) => r.infoCode as string, {
      id: customsUpdate.id,
      infoCode: customsUpdate.infoCode,
    });
    await linkEventNotices(
      db,
      drafted.flatMap(({ notice }, i) => (notice ? [{ id: ids[i]!, infoCode: customs[i]!.infoCode, notice }] : [])),
    );

    // A stream of its own for the comments, drawn from this part's: the same rows every run.
    const subjects = [
      ...(await newestSubjects(db, 8080, COMMENTS_TYPE.AREA_NEWS)),
      ...(await newestSubjects(db, 164, COMMENTS_TYPE.FACTORY_NEWS)),
    ];
    await generateComments(db, createRandom(random.int(1, 2 ** 31 - 1)), subjects);
  },
};
