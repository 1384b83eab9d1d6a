import type { Db } from '../../db/client';
import type { DiscoveryRegistry, SitemapEntry } from '../../shared/discovery/index';
import { companyPagePath, plantPagePath } from '../../../contracts/market/pages';
import * as queries from './queries/sitemap';

const BATCH = 5_000;

interface Row {
  id: number;
  countryCode: string;
  accessType: string;
  code: string;
  updatedAt: Date;
}

async function* batches(read: (afterId: number, limit: number) => Promise<Row[]>, path: (row: Row) => string) {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId, BATCH);
    if (rows.length === 0) return;
    yield rows.map((row): SitemapEntry => ({ path: path(row), lastmod: row.updatedAt.toISOString() }));
    afterId = rows[rows.length - 1]!.id;
  }
}

/** Every plant and company page, for /sitemap.xml: the market's records are all public. */
export function registerMarketSitemaps(db: Db, discovery: DiscoveryRegistry) {
  discovery.registerSitemap({
    name: 'plants',
    entries: () =>
      batches(
        (afterId, limit) => queries.plantsAfter(db, afterId, limit),
        (row) => plantPagePath({ ...row, plantNo: row.code }),
      ),
  });
  discovery.registerSitemap({
    name: 'companies',
    entries: () =>
      batches(
        (afterId, limit) => queries.companiesAfter(db, afterId, limit),
        (row) => companyPagePath({ ...row, companyCode: row.code }),
      ),
  });
}
