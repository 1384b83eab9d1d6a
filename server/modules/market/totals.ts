import { createTtlCache, REFERENCE_TTL_MS } from '../../platform/cache';

/**
 * List totals per filter, kept in process for a minute. Counting every matching row is the one part
 * of a list that grows with the data (the page itself is read in index order and stops at the limit);
 * market data changes by import, not by visitors, so a total a minute old is still right in practice.
 */
export function createTotals(maxEntries = 2_000) {
  const cache = createTtlCache<number>(REFERENCE_TTL_MS, maxEntries);
  return {
    /** A page's rows and the (cached) total of its filter. */
    async page<R>(list: string, filter: object, rows: Promise<R[]>, count: () => Promise<number>): Promise<{ rows: R[]; total: number }> {
      const [pageRows, total] = await Promise.all([rows, cache.get(`${list}:${JSON.stringify(filter)}`, count)]);
      return { rows: pageRows, total };
    },
    clear: () => cache.clear(),
  };
}

export type Totals = ReturnType<typeof createTotals>;
