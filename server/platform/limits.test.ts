import { describe, expect, test } from 'vitest';
import { memoryLimitStore, WindowCounter } from './limits';

describe('WindowCounter', () => {
  test('refuses past the limit until the window ends, per key', async () => {
    let now = 1_000_000;
    const counter = new WindowCounter(memoryLimitStore(), 'test', 2, 60_000, () => now);
    await counter.hit('a');
    expect(await counter.retryAfter('a')).toBe(0);
    await counter.hit('a');
    expect(await counter.retryAfter('a')).toBe(60);
    expect(await counter.retryAfter('b')).toBe(0);
    now += 59_500;
    expect(await counter.retryAfter('a')).toBe(1);
    now += 500;
    expect(await counter.retryAfter('a')).toBe(0);
    await counter.hit('a');
    expect(await counter.retryAfter('a')).toBe(0);
  });

  test('keeps limits with different names apart in one store', async () => {
    const store = memoryLimitStore();
    const one = new WindowCounter(store, 'one', 1, 60_000);
    const two = new WindowCounter(store, 'two', 1, 60_000);
    await one.hit('k');
    expect(await one.retryAfter('k')).toBeGreaterThan(0);
    expect(await two.retryAfter('k')).toBe(0);
  });
});
