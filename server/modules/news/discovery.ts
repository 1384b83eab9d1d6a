import { NEWS_PAGE_SIZE, NEWS_SECTION, NEWS_SOURCE } from '../../../contracts/news/codes';
import { customsUpdatePath, factoryNewsPath, marketNewsPath, NEWS_FEEDS, NEWS_PAGES } from '../../../contracts/news/pages';
import type { Db } from '../../db/client';
import type { DiscoveryRegistry, FeedItem, FeedSource, SitemapEntry, SitemapSource } from '../../shared/discovery/index';
import { summaryOf } from './presenters';
import * as customs from './queries/customs';
import * as items from './queries/items';

const BATCH = 5_000;

async function* batches(read: (afterId: number) => Promise<{ id: number; updatedAt: Date }[]>, path: (id: number) => string) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length === 0) return;
    yield rows.map((row): SitemapEntry => ({ path: path(row.id), lastmod: row.updatedAt.toISOString() }));
    afterId = rows[rows.length - 1]!.id;
  }
}

interface LatestRow {
  id: number;
  title: string;
  content: string;
  sourceDate: string | Date;
  publishedAt: Date | null;
  updatedAt: Date;
}

/** A feed item: published at the source's date (or when the desk published it, if later unknown), updated at the last change. */
const feedItemOf =
  (path: (id: number) => string) =>
  (row: LatestRow): FeedItem => ({
    id: path(row.id),
    title: row.title,
    path: path(row.id),
    summary: summaryOf(row.content),
    published: new Date(`${String(row.sourceDate).slice(0, 10)}T00:00:00Z`).toISOString(),
    updated: row.updatedAt.toISOString(),
  });

/** The sitemap sources of the three kinds: every published item's page with its last change. */
export function newsSitemaps(db: Db): SitemapSource[] {
  return [
    { name: 'market-news', entries: () => batches((after) => items.publishedAfter(db, NEWS_SOURCE.MARKET, after, BATCH), marketNewsPath) },
    {
      name: 'factory-news',
      entries: () => batches((after) => items.publishedAfter(db, NEWS_SOURCE.FACTORY, after, BATCH), factoryNewsPath),
    },
    { name: 'gacc-updates', entries: () => batches((after) => customs.publishedCustomsAfter(db, after, BATCH), customsUpdatePath) },
  ];
}

/** The three Atom feeds: the newest 50 published items of each list. */
export function newsFeeds(db: Db): FeedSource[] {
  const n = NEWS_PAGE_SIZE.feed;
  return [
    {
      path: NEWS_FEEDS.marketNews,
      title: NEWS_SECTION.market,
      description: 'Market news of the China meat and seafood import trade: access, tariffs, prices and port arrivals.',
      pagePath: NEWS_PAGES.marketNews,
      latest: async () => (await items.latestItems(db, NEWS_SOURCE.MARKET, n)).map(feedItemOf(marketNewsPath)),
    },
    {
      path: NEWS_FEEDS.factoryNews,
      title: NEWS_SECTION.factory,
      description: 'News about overseas meat and seafood plants exporting to China: registrations, renewals and suspensions.',
      pagePath: NEWS_PAGES.factoryNews,
      latest: async () => (await items.latestItems(db, NEWS_SOURCE.FACTORY, n)).map(feedItemOf(factoryNewsPath)),
    },
    {
      path: NEWS_FEEDS.supervision,
      title: NEWS_SECTION.customs,
      description: 'GACC customs updates: plant lists, disease bans, inspection and labelling rules for meat and seafood imports.',
      pagePath: NEWS_PAGES.supervision,
      latest: async () => (await customs.latestCustomsUpdates(db, n)).map(feedItemOf(customsUpdatePath)),
    },
  ];
}

export function registerNewsDiscovery(db: Db, discovery: DiscoveryRegistry) {
  for (const source of newsSitemaps(db)) discovery.registerSitemap(source);
  for (const feed of newsFeeds(db)) discovery.registerFeed(feed);
}
