import { describe, expect, it } from 'vitest';
import { dataParams, downloadHref, langFilter, withParams } from './params';

describe('data page filters in the URL', () => {
  it('reads the filters and drops what is malformed', () => {
    const p = dataParams(new URL('http://x/data?type=BEEF&chart=PRICE&year=2023&start=2024-01&end=bad&keyText=%20salmonella%20&sort=quoteValue&order=up'));
    expect(p).toMatchObject({ type: 'BEEF', chart: 'PRICE', year: 2023, start: '2024-01', end: '', keyText: 'salmonella', sort: 'quoteValue', order: '' });
    expect(dataParams(new URL('http://x/data?type=HORSE&year=20x')).type).toBe('PIG');
    expect(dataParams(new URL('http://x/data?year=20x')).year).toBeUndefined();
  });

  it('reads a security code as the tendency call takes it, upper-cased, and a year within the calls’ bounds', () => {
    const p = dataParams(new URL('http://x/?future=lh0&index=bad%20code&year=1999'));
    expect(p).toMatchObject({ future: 'LH0', index: '', year: undefined });
    expect(dataParams(new URL('http://x/?year=2100')).year).toBe(2100);
  });

  it("opens the tab of a parent product named by the home page's More link, and keeps any other product name", () => {
    expect(dataParams(new URL('http://x/data/quotes-detail?productName=Fruits'))).toMatchObject({ category: 'Fruits', productName: '' });
    expect(dataParams(new URL('http://x/data/quotes-detail?productName=Salmon'))).toMatchObject({ category: 'Seafood', productName: 'Salmon' });
    expect(dataParams(new URL('http://x/data/quotes-detail?category=Vegetable&productName=Fruits')).category).toBe('Vegetable');
  });

  it('writes a query without defaults or empty values', () => {
    const p = dataParams(new URL('http://x/data?type=BEEF'));
    expect(withParams(p, { chart: 'PRICE' })).toBe('?type=BEEF&chart=PRICE');
    expect(withParams(p, { type: 'PIG' })).toBe('');
  });

  it('builds the download address of a table with its filters', () => {
    expect(downloadHref('unapproved', 'xlsx', { productType: 'PIG', keyText: '', publishStartDate: '2024-01' })).toBe(
      '/api/data/export/unapproved?format=xlsx&productType=PIG&publishStartDate=2024-01',
    );
  });

  it('asks the calls for Chinese names on a Chinese page, and leaves lang out on an English one', () => {
    expect(langFilter(new Request('http://x/zh/data?type=BEEF'))).toEqual({ lang: 'zh_cn' });
    expect(langFilter(new Request('http://x/data?type=BEEF'))).toEqual({});
    expect(downloadHref('ranking', 'csv', { ...langFilter(new Request('http://x/zh/data')), productType: 'PIG' })).toBe(
      '/api/data/export/ranking?format=csv&lang=zh_cn&productType=PIG',
    );
  });
});
