import { and, desc, eq } from 'drizzle-orm';
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import { sanitizeArticleHtml, textOfHtml } from '../../shared/html/index';
import type { Db } from '../client';
import { customsUpdate, newsItem } from '../schema/index';
import { newsSearchText } from '../sql/news-search';
import { generateComments, type DemoSubject } from './comments';
import type { DemoPart } from './demo';
import { insertBatches, insertReturningIds, isoDate } from './market-batch';
import { MEAT_COUNTRIES, SEAFOOD_COUNTRIES } from './market-names';
import { PRODUCTS_BY_GOODS, type Product } from './news-words';
import { factoryItems } from './news-factory';
import { goodsWords, readNewsFacts, type NewsFacts } from './news-facts';
import { CUSTOMS_TEMPLATES, FACTORY_EVENT_TEMPLATES, FACTORY_TEMPLATES, type CompanyContext } from './news-gacc';
import { factItems } from './news-market';
import { priceStories, readMeatQuotes } from './news-prices';
import { eventNotices, linkEventNotices } from './news-notices';
import { MARKET_TEMPLATES, pickPort, SEAFOOD_QUOTA_TEMPLATE, type Story, type StoryContext } from './news-stories';
import { createRandom, type Random } from './random';

/** How many of each kind the demo holds (drafts included: about one in thirty). */
export const NEWS_DEMO_COUNTS = { market: 320, factory: 320, customs: 110 } as const;
/** News dates spread over these days (the demo's 'today' is 2026-11-20). */
export const NEWS_DEMO_FROM = new Date(Date.UTC(2024, 0, 1));
export const NEWS_DEMO_TO = new Date(Date.UTC(2026, 10, 20));
/** The newest items of each kind that get demo comments (comments are written one by one: this keeps the seed quick). */
const COMMENTED_NEWEST = 90;

type Place = { countryCode: string; accessType: '201' | '202'; day: Date };

/** A product of one of the goods types, as stories name it ('beef', 'shrimp'); a goods type without words by its name. */
function productOf(random: Random, goods: readonly string[]): Product {
  const products = goods.flatMap((g) => PRODUCTS_BY_GOODS[g] ?? [{ ...goodsWords(g), cut: goodsWords(g).en }]);
  return random.pick(products);
}

/** What a story is told from: the country's names, a product of the goods given, a port and the day. */
function contextFor(random: Random, facts: NewsFacts, place: Place, goods: readonly string[]): StoryContext {
  const names = facts.countries.get(place.countryCode);
  if (!names) throw new Error(`the demo news names a country the reference data lacks: ${place.countryCode}`);
  const day = isoDate(place.day);
  return {
    random,
    accessType: place.accessType,
    countryCode: place.countryCode,
    country: names.en,
    countryZh: names.zh,
    product: productOf(random, goods),
    port: pickPort(random),
    day: place.day,
    companies: new Set(facts.activePlantsAt(place.accessType, place.countryCode, day).map((p) => p.companyCode)).size,
  };
}

const accessTypeOf = (random: Random): '201' | '202' => (random.chance(0.55) ? '201' : '202');
const countryOf = (random: Random, accessType: string) => random.weighted(accessType === '201' ? MEAT_COUNTRIES : SEAFOOD_COUNTRIES);

/** A country, trade and day whose plants ship something, with the goods they ship then (a story names one of them). */
function shippingPlace(random: Random, facts: NewsFacts): Place & { goods: string[] } {
  for (let tries = 0; tries < 500; tries++) {
    const accessType = accessTypeOf(random);
    const place = { accessType, countryCode: countryOf(random, accessType), day: random.date(NEWS_DEMO_FROM, NEWS_DEMO_TO) };
    const goods = facts.countryGoodsAt(accessType, place.countryCode, isoDate(place.day));
    if (goods.length) return { ...place, goods };
  }
  throw new Error('the demo news found no country whose plants ship anything');
}

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

function newsRow(random: Random, newsSource: 164 | 8080, c: Place, story: Story, tags: { companyTags: string[]; plantNos: string[] }) {
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
    const facts = await readNewsFacts(db);
    const from = isoDate(NEWS_DEMO_FROM);
    const to = isoDate(NEWS_DEMO_TO);

    // Market news: what the tables say (counts of registrations and suspensions, bans, trade figures, prices), then stories
    // that state no registry fact, each about a product the country's plants ship on its day.
    const quotes = await readMeatQuotes(db);
    const told = [...factItems(random, facts, from, to), ...priceStories(random, facts, quotes, from, to)].slice(
      0,
      NEWS_DEMO_COUNTS.market,
    );
    const market = [
      ...told.map((item) => newsRow(random, 8080, item, item.story, { companyTags: [], plantNos: item.plantNos })),
      ...Array.from({ length: NEWS_DEMO_COUNTS.market - told.length }, () => {
        const place = shippingPlace(random, facts);
        const c = contextFor(random, facts, place, place.goods);
        const templates = place.accessType === '202' ? [...MARKET_TEMPLATES, SEAFOOD_QUOTA_TEMPLATE] : MARKET_TEMPLATES;
        return newsRow(random, 8080, place, random.pick(templates)(c), { companyTags: [], plantNos: [] });
      }),
    ];

    const factory = factoryItems(random, facts, from, to, NEWS_DEMO_COUNTS.factory).map((item) => {
      const c: CompanyContext = {
        ...contextFor(random, facts, item, item.goods),
        company: item.plant.companyName,
        companyZh: item.plant.companyNameZh,
        regNo: item.plant.plantNo,
        goods: item.goods.map((g) => goodsWords(g).en).join(', '),
        reason: item.reason,
      };
      const template = item.kind ? FACTORY_EVENT_TEMPLATES[item.kind] : random.pick(FACTORY_TEMPLATES);
      return newsRow(random, 164, item, template(c), { companyTags: [item.plant.companyCode], plantNos: [item.plant.plantNo] });
    });

    // GACC updates: those that change the registry made from the market's events (news-notices.ts), the rest
    // (requirements, labelling) drawn as before; numbered in date order through each year.
    const events = await eventNotices(db, random, NEWS_DEMO_FROM, NEWS_DEMO_TO);
    const textOnly = Array.from({ length: Math.max(NEWS_DEMO_COUNTS.customs - events.length, 10) }, () => {
      const place = shippingPlace(random, facts);
      const c = contextFor(random, facts, place, place.goods);
      const { accessType } = place;
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
