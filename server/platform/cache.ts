/**
 * A small in-process cache for data that changes only through administration (site info,
 * reference lists). Entries expire after ttlMs, which bounds how long another process behind
 * the same database can serve an old value; a writer in this process calls clear().
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * Every TTL cache of the process, so an invalidation of everything (`*`), which every administration write and import
 * makes, empties them in this process and the others (response-cache.ts). Narrower invalidations come from visitors'
 * writes (comments, favourites, reviews of reports), which change none of the data kept here.
 */
const live = new Set<{ clear(): void }>();

/** Empties every TTL cache of this process: data changed somewhere, maybe in another process. */
export function clearTtlCaches(): void {
  for (const cache of live) cache.clear();
}

export function createTtlCache<V>(ttlMs: number, maxEntries = 500): TtlCache<V> {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  live.add(entries);
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      // Promise.resolve settles a thenable once: a Drizzle query builder runs its SQL again on every await, so
      // keeping the builder itself would query the database for each caller of a 'cached' entry.
      const value = Promise.resolve(load());
      const entry = { value, expires: now + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** How long reference data is served from memory before it is read again. */
export const REFERENCE_TTL_MS = 60_000;
