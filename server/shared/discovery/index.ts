export {
  createDiscoveryRegistry,
  type DiscoveryRegistry,
  type FeedItem,
  type FeedSource,
  type SitemapEntry,
  type SitemapSource,
} from './registry';
export { registerDiscoveryRoutes } from './routes';
