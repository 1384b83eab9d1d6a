import { knowledgePagePath } from '../../../contracts/knowledge/pages';
import type { DiscoveryRegistry, SitemapEntry, SitemapSource } from '../../shared/discovery/index';
import type { Db } from '../../db/client';
import { publicAfter } from './queries/articles';

const BATCH = 5_000;

/** Every public article's page, in id order, for /sitemap.xml. */
export function knowledgeSitemap(db: Db): SitemapSource {
  return {
    name: 'knowledge',
    async *entries() {
      let afterId = 0;
      for (;;) {
        const rows = await publicAfter(db, afterId, BATCH);
        if (rows.length === 0) return;
        yield rows.map((row): SitemapEntry => ({ path: knowledgePagePath(row.id), lastmod: row.updatedAt.toISOString() }));
        afterId = rows[rows.length - 1]!.id;
      }
    },
  };
}

export function registerKnowledgeSitemap(db: Db, discovery: DiscoveryRegistry) {
  discovery.registerSitemap(knowledgeSitemap(db));
}
