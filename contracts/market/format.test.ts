import { describe, expect, it } from 'vitest';
import { pointCountDisplay } from './format';

describe('pointCountDisplay', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1k+'],
    [9_999, '9k+'],
    [10_000, '1w+'],
    [123_456, '12w+'],
  ])('shows %i as %s (k+ from 1,000, w+ from 10,000)', (count, shown) => {
    expect(pointCountDisplay(count)).toBe(shown);
  });
});
