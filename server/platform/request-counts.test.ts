import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addressKey, memoryCounts, redisCounts } from './request-counts';

describe('addressKey', () => {
  test('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('counts an IPv6 address by its /64, however it is written', () => {
    const key = addressKey('2001:db8:aa:1::1');
    expect(key).toBe('2001:db8:aa:1::/64');
    expect(addressKey('2001:0db8:00aa:0001:ffff:1:2:3')).toBe(key);
    expect(addressKey('2001:DB8:AA:1:0:0:0:9')).toBe(key);
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('::/64');
  });
});

describe('memory counts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('count per key within a window, start again after it, and keep a child apart', () => {
    const counts = memoryCounts();
    expect(counts.incr('a', 1_000)).toEqual({ current: 1, ttl: 1_000 });
    vi.advanceTimersByTime(400);
    expect(counts.incr('a', 1_000)).toEqual({ current: 2, ttl: 600 });
    expect(counts.incr('b', 1_000)).toMatchObject({ current: 1 });
    expect(counts.child('login-').incr('a', 1_000)).toMatchObject({ current: 1 });
    vi.advanceTimersByTime(600);
    expect(counts.incr('a', 1_000)).toEqual({ current: 1, ttl: 1_000 });
  });
});

describe('Redis counts', () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true, maxRetriesPerRequest: 1 });
  const second = redis.duplicate();
  afterAll(() => Promise.all([redis.quit(), second.quit()]));

  test('two processes counting on one Redis share the count and its window', async () => {
    const namespace = `cmsp:test:${randomUUID()}:`;
    const one = redisCounts(redis, namespace);
    const other = redisCounts(second, namespace);
    expect(await one.incr('203.0.113.9', 60_000)).toMatchObject({ current: 1 });
    const counted = await other.incr('203.0.113.9', 60_000);
    expect(counted.current).toBe(2);
    expect(counted.ttl).toBeGreaterThan(50_000);
    expect(counted.ttl).toBeLessThanOrEqual(60_000);
    expect(await one.child('POST/api/login-').incr('203.0.113.9', 60_000)).toMatchObject({ current: 1 });
    await redis.del(`${namespace}203.0.113.9`, `${namespace}POST/api/login-203.0.113.9`);
  });
});
