/** The news pages and feeds, as the server (subjects, sitemap, feeds, rolling message) and the web app link to them. */

export const NEWS_PAGES = {
  overview: '/news',
  marketNews: '/news/market-news',
  factoryNews: '/news/factory-news',
  supervision: '/news/supervision',
} as const;

export const NEWS_FEEDS = {
  marketNews: '/news/market-news/feed.xml',
  factoryNews: '/news/factory-news/feed.xml',
  supervision: '/news/supervision/feed.xml',
} as const;

export const marketNewsPath = (id: number | string) => `${NEWS_PAGES.marketNews}/detail?id=${id}`;
export const factoryNewsPath = (id: number | string) => `${NEWS_PAGES.factoryNews}/detail?id=${id}`;
export const customsUpdatePath = (id: number | string) => `${NEWS_PAGES.supervision}/detail?id=${id}`;
