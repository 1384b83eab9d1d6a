import { lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client';
import { limitWindow } from '../db/schema/index';

/** One fixed window: how many hits it holds and when (epoch ms) it ends. */
export interface LimitWindow {
  count: number;
  endsAt: number;
}

/**
 * Where abuse counters live. The database by default, Redis when REDIS_URL is set: both survive a restart and are
 * shared by every process, so two processes do not double a limit. Memory only for unit tests of the arithmetic.
 */
export interface LimitStore {
  /** Adds one hit to the key's window (opening a new one of windowMs when none is running) and returns it. */
  hit(key: string, windowMs: number, nowMs: number): Promise<LimitWindow>;
  /** The key's running window, if any. */
  peek(key: string, nowMs: number): Promise<LimitWindow | undefined>;
  clear(key: string): Promise<void>;
}

export function memoryLimitStore(): LimitStore {
  const windows = new Map<string, LimitWindow>();
  const running = (key: string, nowMs: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > nowMs) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs, nowMs) {
      const window = running(key, nowMs) ?? { count: 0, endsAt: nowMs + windowMs };
      window.count += 1;
      windows.set(key, window);
      // A flood of distinct keys must not grow the map without bound.
      if (windows.size > 10_000) for (const k of [...windows.keys()]) running(k, nowMs);
      return { ...window };
    },
    async peek(key, nowMs) {
      const window = running(key, nowMs);
      return window && { ...window };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/** Ended windows are deleted on about one hit in this many, so the table holds only live counters. */
const SWEEP_EVERY = 200;

export function databaseLimitStore(db: Db): LimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs, nowMs) {
      // One statement: a running window counts up, an ended one restarts at 1, concurrent hits never lose a count.
      const [row] = await db
        .insert(limitWindow)
        .values({ key, count: 1, endsAt: nowMs + windowMs })
        .onConflictDoUpdate({
          target: limitWindow.key,
          set: {
            count: sql`case when ${limitWindow.endsAt} <= ${nowMs} then 1 else ${limitWindow.count} + 1 end`,
            endsAt: sql`case when ${limitWindow.endsAt} <= ${nowMs} then ${nowMs + windowMs}::bigint else ${limitWindow.endsAt} end`,
          },
        })
        .returning({ count: limitWindow.count, endsAt: limitWindow.endsAt });
      if (++hits % SWEEP_EVERY === 0) await db.delete(limitWindow).where(lt(limitWindow.endsAt, nowMs));
      return row ?? { count: 1, endsAt: nowMs + windowMs };
    },
    async peek(key, nowMs) {
      const [row] = await db
        .select({ count: limitWindow.count, endsAt: limitWindow.endsAt })
        .from(limitWindow)
        .where(sql`${limitWindow.key} = ${key} and ${limitWindow.endsAt} > ${nowMs}`);
      return row;
    },
    async clear(key) {
      await db.delete(limitWindow).where(sql`${limitWindow.key} = ${key}`);
    },
  };
}

/** INCR and the window's expiry in one round trip: the first hit opens the window. */
const REDIS_HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

export function redisLimitStore(redis: Redis, prefix = 'cmsp:limit:'): LimitStore {
  return {
    async hit(key, windowMs, nowMs) {
      const [count, ttl] = (await redis.eval(REDIS_HIT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, endsAt: nowMs + Math.max(ttl, 0) };
    },
    async peek(key, nowMs) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => (r ?? []).map(([, v]) => v));
      if (count === null || count === undefined || typeof ttl !== 'number' || ttl <= 0) return undefined;
      return { count: Number(count), endsAt: nowMs + ttl };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * A fixed-window limit over a store: `name` keeps its keys apart from other limits'. After `max` hits in a
 * window, retryAfter says how many seconds remain.
 */
export class WindowCounter {
  constructor(
    private readonly store: LimitStore,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may act again, or 0 when it is under its limit now. */
  async retryAfter(key: string): Promise<number> {
    const nowMs = this.now();
    const window = await this.store.peek(this.keyOf(key), nowMs);
    return window && window.count >= this.max ? Math.max(1, Math.ceil((window.endsAt - nowMs) / 1000)) : 0;
  }

  async hit(key: string): Promise<void> {
    await this.store.hit(this.keyOf(key), this.windowMs, this.now());
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(this.keyOf(key));
  }

  private keyOf(key: string) {
    return `${this.name}:${key}`;
  }
}
