import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './cache';

describe('createTtlCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads a key once while it is fresh and again after it expires', async () => {
    const cache = createTtlCache<number>(1_000);
    const load = vi.fn(async () => load.mock.calls.length);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1_001);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one pending load between concurrent callers', async () => {
    const cache = createTtlCache<string>(1_000);
    const load = vi.fn(async () => 'v');
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs a lazy query (a thenable that queries on every await, as a Drizzle builder does) once for all callers', async () => {
    const cache = createTtlCache<string>(1_000);
    let runs = 0;
    const builder = { then: (ok: (v: string) => void) => ok(`run ${++runs}`) };
    const load = () => builder as unknown as Promise<string>;
    expect(await cache.get('k', load)).toBe('run 1');
    expect(await cache.get('k', load)).toBe('run 1');
    expect(await cache.get('k', load)).toBe('run 1');
    expect(runs).toBe(1);
  });

  it('does not keep a failed load, so the next call tries again', async () => {
    const cache = createTtlCache<string>(1_000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(cache.get('k', async () => 'back')).resolves.toBe('back');
  });

  it('keeps keys apart and forgets everything on clear', async () => {
    const cache = createTtlCache<string>(1_000);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    cache.clear();
    await expect(cache.get('a', async () => 'A2')).resolves.toBe('A2');
  });
});
