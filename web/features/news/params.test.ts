import { describe, expect, it } from 'vitest';
import { detailId, newsParams, withNewsParams } from './params';

describe('news list parameters', () => {
  it('reads the filters from the URL and drops what is malformed', () => {
    const p = newsParams(new URL('https://x/news/factory-news?accessType=202&countryCode=NO&contentKey=%20Lofoten%20&page=3'));
    expect(p).toEqual({ page: 3, accessType: '202', countryCode: 'NO', keywords: '', contentKey: 'Lofoten', content: '' });
    const bad = newsParams(new URL(`https://x/news?accessType=203&countryCode=no&page=-1&keywords=${'k'.repeat(300)}`));
    expect(bad).toMatchObject({ page: 1, accessType: '', countryCode: '' });
    expect(bad.keywords).toHaveLength(100);
  });

  it('writes a query without empty values or page 1', () => {
    expect(withNewsParams({ countryCode: 'BR', keywords: 'beef', page: 2 }, { page: 1 })).toBe('?countryCode=BR&keywords=beef');
    expect(withNewsParams({ page: 1 })).toBe('');
    expect(withNewsParams({ content: '禽流感' }, { page: 4 })).toBe('?content=%E7%A6%BD%E6%B5%81%E6%84%9F&page=4');
  });

  it('reads a detail id', () => {
    expect(detailId(new URL('https://x/d?id=12'))).toBe(12);
    expect(detailId(new URL('https://x/d?id=abc'))).toBe(0);
    expect(detailId(new URL('https://x/d'))).toBe(0);
  });
});
