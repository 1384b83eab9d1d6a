import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'web',
  // WEB_BUILD_DIR lets two builds live side by side (the server reads the same variable).
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: true,
  // The whole route manifest is one fingerprinted module the browser caches, instead of the routes of the page's
  // path written into every page and matched against every route per render (docs/decisions/0035-page-workers.md).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
