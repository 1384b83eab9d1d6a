import { describe, expect, it } from 'vitest';
import { boardFilterOfParams, boardHref, boardParams } from './params';

const read = (query: string) => boardParams(new URL(`http://x/community${query}`));

describe('board addresses', () => {
  it('reads the board type (1 unless 2), keywords and page; bad values fall back', () => {
    expect(read('?type=2&keywords=%20pork%20&page=3')).toMatchObject({ type: 2, keywords: 'pork', page: 3 });
    expect(read('?type=9&page=-1')).toMatchObject({ type: 1, keywords: undefined, page: 1 });
  });

  it('reads every filter of the board: product, origin, Incoterm, price range and currency, order', () => {
    expect(read('?product=BEEF&origin=BR&incoterm=CIF&priceMin=4000&priceMax=5500.5&currency=EUR&sort=price')).toEqual({
      type: 1,
      keywords: undefined,
      product: 'BEEF',
      origin: 'BR',
      incoterm: 'CIF',
      priceMin: '4000',
      priceMax: '5500.5',
      currency: 'EUR',
      sort: 'price',
      page: 1,
    });
  });

  it('drops what the call would refuse, reads a range upside down the right way, and prices in USD without a currency', () => {
    expect(read('?origin=Brazil&incoterm=FAS&sort=cheap&currency=XYZ&priceMin=abc')).toMatchObject({
      origin: undefined,
      incoterm: undefined,
      sort: undefined,
      currency: undefined,
      priceMin: undefined,
    });
    expect(read('?priceMin=900&priceMax=100')).toMatchObject({ priceMin: '100', priceMax: '900', currency: 'USD' });
    expect(read('?priceMax=1.23456')).toMatchObject({ priceMax: undefined, currency: undefined });
    expect(read('?priceMax=10000001')).toMatchObject({ priceMax: undefined });
  });

  it('an address read and written back is the same address; the call gets every filter', () => {
    const query = '?type=2&keywords=beef&product=BEEF&origin=AU&incoterm=FOB&priceMin=1&priceMax=2&currency=AUD&sort=expiry&page=2';
    const params = read(query);
    expect(boardHref(params)).toBe(`/community${query}`);
    expect(boardHref(read('?type=1&sort=newest&page=1'))).toBe('/community');
    expect(boardFilterOfParams(params)).toEqual({
      type: 2,
      searchKey: 'beef',
      goodsType: 'BEEF',
      originCountry: 'AU',
      incoterm: 'FOB',
      priceMin: '1',
      priceMax: '2',
      priceCurrency: 'AUD',
      sort: 'expiry',
    });
  });
});
