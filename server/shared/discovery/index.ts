export {
  createDiscoveryRegistry,
  type DiscoveryRegistry,
  type FeedItem,
  type FeedSource,
  type SitemapEntry,
  type SitemapSource,
} from './registry';
