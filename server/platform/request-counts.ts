import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';
import type { Redis } from 'ioredis';

/** Requests counted for one key in the current window, and the milliseconds left in that window. */
export interface Count {
  current: number;
  ttl: number;
}

/**
 * Fixed-window request counts per key: in this process's memory, or in Redis so that every process counts
 * together. The per-IP limit (rate-limit.ts) keeps its counts here, and the cache front (cache-front.ts) counts the
 * hits it answers in the same place under the same key, so a visitor has one allowance however a request is served.
 * The memory counts answer synchronously: the front's hits stay free of promise turns.
 */
export interface RequestCounts {
  incr(key: string, windowMs: number): Count | Promise<Count>;
  /** For the rate-limit plugin's per-route windows: the same counts under a prefix of their own. */
  child(prefix: string): RequestCounts;
}

const MAX_KEYS = 50_000;

/** Counts of this process. Past MAX_KEYS the oldest windows are forgotten first (a flood of addresses cannot grow it without end). */
export function memoryCounts(): RequestCounts {
  const windows = new Map<string, { current: number; start: number }>();
  const make = (prefix: string): RequestCounts => ({
    incr(key, windowMs) {
      const now = Date.now();
      const name = prefix + key;
      let entry = windows.get(name);
      if (!entry || entry.start + windowMs <= now) {
        windows.delete(name);
        if (windows.size >= MAX_KEYS) windows.delete(windows.keys().next().value as string);
        entry = { current: 0, start: now };
        windows.set(name, entry);
      }
      entry.current += 1;
      return { current: entry.current, ttl: entry.start + windowMs - now };
    },
    child: (more) => make(prefix + more),
  });
  return make('');
}

/** One round trip: the count goes up, and a new window gets its expiry. */
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}`;

/** Counts shared by every process on this Redis, under `namespace`. */
export function redisCounts(redis: Redis, namespace: string): RequestCounts {
  const make = (prefix: string): RequestCounts => ({
    async incr(key, windowMs) {
      const [current, ttl] = (await redis.eval(INCR_SCRIPT, 1, prefix + key, windowMs)) as [number, number];
      return { current, ttl };
    },
    child: (more) => make(prefix + more),
  });
  return make(namespace);
}

/**
 * The key a client address is counted under, as @fastify/rate-limit's own key generator makes it (through the same
 * ip-address library): an IPv4 address as it is (also when written IPv4-mapped), an IPv6 address by its /64, the
 * smallest block a provider hands one customer, so one visitor cannot rotate addresses within it for a fresh allowance.
 */
export function addressKey(address: string): string {
  if (!isIPv6(address)) return address.toLowerCase();
  const ip = new Address6(address);
  if (ip.isMapped4()) return ip.to4().correctForm();
  return `${new Address6(`${address}/64`).startAddress().correctForm()}/64`;
}

/**
 * A store for @fastify/rate-limit over these counts: the plugin makes one with `new`, and one child per route that
 * has a window of its own.
 */
export function rateLimitStore(counts: RequestCounts) {
  type Callback = (err: Error | null, res?: Count) => void;
  class Store {
    constructor(private readonly counts_: RequestCounts = counts) {}
    incr(key: string, callback: Callback, timeWindow: number) {
      try {
        const result = this.counts_.incr(key, timeWindow);
        if (result instanceof Promise)
          result.then(
            (res) => callback(null, res),
            (err: Error) => callback(err),
          );
        else callback(null, result);
      } catch (err) {
        callback(err as Error);
      }
    }
    // The plugin passes the route's merged options, with the route as routeInfo (its typings say the route itself).
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return new Store(this.counts_.child(`${String(route.method)}${String(route.url)}-`));
    }
  }
  // The plugin constructs the store with its options as the only argument; the counts come from here.
  return class extends Store {
    constructor() {
      super(counts);
    }
  };
}
