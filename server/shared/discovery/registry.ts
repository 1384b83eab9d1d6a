/**
 * Discovery: what search engines and feed readers are told about. An area registers the pages it wants
 * listed in /sitemap.xml and the feeds it offers; this feature writes the XML and never reads an area's tables.
 */

/** One page for the sitemap: its path on the portal (starting with '/') and when it last changed (ISO date or time). */
export interface SitemapEntry {
  path: string;
  lastmod: string | null;
}

export interface SitemapSource {
  /** Names the sitemap file of this source (/sitemap-<name>-<n>.xml): lower-case letters and hyphens. */
  name: string;
  /** Every public page of the source, in a stable order, in batches (a source may hold hundreds of thousands). */
  entries(): AsyncIterable<readonly SitemapEntry[]>;
}

/** One item of a feed: a published article. */
export interface FeedItem {
  id: string;
  title: string;
  /** The article's page, starting with '/'. */
  path: string;
  /** Plain text, a few sentences. */
  summary: string;
  /** ISO date-times. */
  published: string;
  updated: string;
}

export interface FeedSource {
  /** Where the feed is served, e.g. '/news/market-news/feed.xml'. */
  path: string;
  title: string;
  description: string;
  /** The list page the feed follows, starting with '/'. */
  pagePath: string;
  /** The newest items, newest first. */
  latest(): Promise<readonly FeedItem[]>;
}

export interface DiscoveryRegistry {
  registerSitemap(source: SitemapSource): void;
  registerFeed(feed: FeedSource): void;
  sitemaps(): readonly SitemapSource[];
  feeds(): readonly FeedSource[];
}

export function createDiscoveryRegistry(): DiscoveryRegistry {
  const sitemaps = new Map<string, SitemapSource>();
  const feeds = new Map<string, FeedSource>();
  return {
    registerSitemap(source) {
      if (!/^[a-z][a-z-]*$/.test(source.name)) throw new Error(`sitemap name ${source.name} is not lower-case words`);
      if (sitemaps.has(source.name)) throw new Error(`sitemap ${source.name} is registered twice`);
      sitemaps.set(source.name, source);
    },
    registerFeed(feed) {
      if (feeds.has(feed.path)) throw new Error(`feed ${feed.path} is registered twice`);
      feeds.set(feed.path, feed);
    },
    sitemaps: () => [...sitemaps.values()],
    feeds: () => [...feeds.values()],
  };
}
