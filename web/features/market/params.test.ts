import { describe, expect, it } from 'vitest';
import { PLANT_STATUS_FILTERS } from '../../../contracts/market/codes';
import { csvQuery } from '../../../contracts/market/inputs';
import { detailQuery, listParams, plantDetailHref, withParams } from './params';

const parse = (query: string) => listParams(new URL(`http://localhost/market/plant${query}`));

describe('listParams', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual({ accessType: '201', countryCode: '', keywords: '', goodsType: '', status: '', customCode: '', page: 1 });
  });

  it('keeps well-formed values', () => {
    expect(parse('?accessType=202&countryCode=NZ&keywords=%20beef%20&goodsType=FROZEN_BEEF&status=0&customCode=2201&page=3')).toEqual({
      accessType: '202',
      countryCode: 'NZ',
      keywords: 'beef',
      goodsType: 'FROZEN_BEEF',
      status: '0',
      customCode: '2201',
      page: 3,
    });
  });

  it('drops malformed values rather than sending them on', () => {
    const params = parse('?accessType=999&countryCode=nz&goodsType=beef;drop&status=5&customCode=12&page=-2');
    expect(params).toMatchObject({ accessType: '201', countryCode: '', goodsType: '', status: '', customCode: '', page: 1 });
  });

  it('keeps every status the status filter offers, Inactive (3) too, as the list calls take them', () => {
    for (const status of PLANT_STATUS_FILTERS) {
      expect(parse(`?status=${status}`).status).toBe(status);
      expect(csvQuery.safeParse({ status }).success).toBe(true);
    }
  });

  it.each(['0', '1.5', 'abc', '100001'])('falls back to page 1 for page=%s', (page) => {
    expect(parse(`?page=${page}`).page).toBe(1);
  });

  it('accepts the last allowed page and cuts keywords at 100 characters', () => {
    expect(parse('?page=100000').page).toBe(100_000);
    expect(parse(`?keywords=${'a'.repeat(150)}`).keywords).toHaveLength(100);
  });
});

describe('withParams', () => {
  it('leaves out empty values and page 1, in a fixed order', () => {
    expect(withParams({ accessType: '201', countryCode: '', keywords: 'pork', page: 1 }, {})).toBe('?accessType=201&keywords=pork');
    expect(withParams({}, {})).toBe('');
  });

  it('applies changes over the current values', () => {
    expect(withParams({ accessType: '201', countryCode: 'AU', page: 4 }, { countryCode: 'NZ', page: 2 })).toBe(
      '?accessType=201&countryCode=NZ&page=2',
    );
    expect(withParams({ accessType: '201', keywords: 'lamb' }, { keywords: undefined })).toBe('?accessType=201');
  });

  it('encodes keywords', () => {
    expect(withParams({}, { keywords: 'beef & lamb' })).toBe('?keywords=beef+%26+lamb');
  });
});

describe('detailQuery and plantDetailHref', () => {
  it('keeps the given order and skips empty values', () => {
    expect(detailQuery({ countryCode: 'AU', accessType: '201', plantNo: '', goodsCode: undefined })).toBe('?countryCode=AU&accessType=201');
  });

  it('links a plant detail', () => {
    expect(plantDetailHref({ accessType: '202', plantNo: 'NZ 1/2', countryCode: 'NZ' })).toBe(
      '/market/plant/detail?accessType=202&plantNo=NZ+1%2F2&countryCode=NZ',
    );
  });
});
