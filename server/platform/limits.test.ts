import { describe, expect, test } from 'vitest';
import { WindowCounter } from './limits';

describe('WindowCounter', () => {
  test('refuses past the limit until the window ends, per key', () => {
    let now = 1_000_000;
    const counter = new WindowCounter(2, 60_000, () => now);
    counter.hit('a');
    expect(counter.retryAfter('a')).toBe(0);
    counter.hit('a');
    expect(counter.retryAfter('a')).toBe(60);
    expect(counter.retryAfter('b')).toBe(0);
    now += 59_500;
    expect(counter.retryAfter('a')).toBe(1);
    now += 500;
    expect(counter.retryAfter('a')).toBe(0);
    counter.hit('a');
    expect(counter.retryAfter('a')).toBe(0);
  });

  test('forgets ended windows, so many distinct keys do not pile up', () => {
    let now = 0;
    const counter = new WindowCounter(1, 1_000, () => now);
    for (let i = 0; i < 10_001; i++) counter.hit(`ip${i}`);
    now += 1_000;
    counter.hit('late');
    counter.hit('later');
    expect((counter as unknown as { windows: Map<string, unknown> }).windows.size).toBe(2);
  });
});
