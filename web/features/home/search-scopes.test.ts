import { describe, expect, it } from 'vitest';
import { searchTarget } from './search-scopes';

describe('searchTarget', () => {
  it('opens the scope list with the trimmed keywords', () => {
    expect(searchTarget('company', '  beef  ')).toBe('/market/company?keywords=beef');
    expect(searchTarget('regNo', '3059')).toBe('/market/plant?keywords=3059');
  });

  it('falls back to Product for an unknown or missing scope, and leaves out empty keywords', () => {
    expect(searchTarget('unknown', 'pork')).toBe('/market/product?keywords=pork');
    expect(searchTarget(null, '   ')).toBe('/market/product');
  });

  it('cuts keywords at 200 characters', () => {
    expect(searchTarget('news', 'x'.repeat(250))).toBe(`/news/market-news?keywords=${'x'.repeat(200)}`);
  });
});
