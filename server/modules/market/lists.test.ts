import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_CSV_MAX_ROWS } from '../../../contracts/market/codes';
import { MSG } from '../../../contracts/core/codes';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';
import { csvCell } from '../../shared/downloads/index';
import { PRODUCT_NOT_FOUND } from './lists-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const post = (definition: CallDefinition, payload: unknown) => call(t, definition, { body: payload });
const get = (definition: CallDefinition, input: AnyInput = {}) => call(t, definition, input);
/** The media files are plain files beside the API, not calls: fetched by their address. */
const media = (url: string) => t.app.inject({ method: 'GET', url });

describe('POST /api/searchAccessGoodsList/page and the product detail calls', () => {
  it('answers product rows with the Reg.No.s joined by 、 and opens each on its detail', async () => {
    const data = okData(await post(marketCalls.products, { page: 1, limit: 10, accessType: '201', countryCode: 'AU' }));
    expect(data.total).toBeGreaterThan(0);
    const row = data.list.find((r: any) => r.plantCount > 1);
    expect(row).toEqual({
      enGoodsName: expect.any(String),
      goodsName: expect.any(String),
      goodsType: expect.any(String),
      goodsTypeName: expect.any(String),
      categoryName: expect.any(String),
      enCountryName: 'Australia',
      countryCode: 'AU',
      plantNo: expect.stringContaining('、'),
      plantCount: expect.any(Number),
      accessType: '201',
      goodsCode: expect.stringMatching(/^201AU\d{4}$/),
    });
    const detail = okData(
      await post(marketCalls.product, { accessType: '201', countryCode: 'AU', goodsCode: row.goodsCode, lang: 'en_us' }),
    );
    expect(detail).toMatchObject({
      enGoodsName: row.enGoodsName,
      goodsTypeName: row.goodsTypeName,
      enCountryName: 'Australia',
      categoryName: row.categoryName,
    });
    expect(detail.factoryTotal).toBe(row.plantCount);
    expect(detail.factoryStatusList[0]).toEqual({
      plantNo: expect.any(String),
      plantName: expect.any(String),
      countryCode: 'AU',
      accessType: '201',
      status: expect.any(Number),
      way: expect.any(String),
    });
    const all = okData(
      await post(marketCalls.productPlants, {
        limit: 9999,
        accessType: '201',
        countryCode: 'AU',
        goodsCode: row.goodsCode,
        lang: 'en_us',
      }),
    );
    expect(all.total).toBe(row.plantCount);
    for (const plantNo of row.plantNo.split('、')) expect(all.list.map((p: any) => p.plantNo)).toContain(plantNo);
  });

  it('finds products by words in any order, by Chinese name, and takes the country as an array', async () => {
    const words = okData(await post(marketCalls.products, { accessType: '202', goodsName: 'shrimp whiteleg', limit: 100 }));
    expect(words.total).toBeGreaterThan(0);
    expect(words.list.every((r: any) => /whiteleg shrimp/i.test(r.enGoodsName))).toBe(true);
    const zh = okData(await post(marketCalls.products, { accessType: '202', goodsName: '冷冻', limit: 5 }));
    expect(zh.list.length).toBeGreaterThan(0);
    expect(zh.list.every((r: any) => r.goodsName.startsWith('冷冻'))).toBe(true);
    const two = okData(await post(marketCalls.products, { accessType: '202', countryCodeList: ['NO', 'IS'], limit: 100 }));
    expect(new Set(two.list.map((r: any) => r.countryCode))).toEqual(new Set(['NO', 'IS']));
    const long = okData(await post(marketCalls.products, { accessType: '202', goodsName: 'for further processing in china', limit: 1 }));
    expect(long.list[0].enGoodsName.length).toBeGreaterThan(250);
  });

  it('answers 404 for a product of another country and 400 without goodsCode', async () => {
    const [row] = okData(await post(marketCalls.products, { accessType: '201', countryCode: 'BR' })).list;
    expect(
      expectFailure(await post(marketCalls.product, { accessType: '201', countryCode: 'US', goodsCode: row.goodsCode }), 404).msg,
    ).toBe(PRODUCT_NOT_FOUND);
    expectFailure(await post(marketCalls.productPlants, { accessType: '201', countryCode: 'US' }), 400, 'goodsCode');
    expectFailure(await post(marketCalls.products, { countryCodeList: ['br'] }), 400, 'countryCodeList.0');
  });
});

describe('animal plague calls', () => {
  it('lists bans newest first with the alias fields, filtered by country list and keyword', async () => {
    const countries = okData(await get(marketCalls.plagueCountries));
    expect(countries.total).toBeGreaterThan(10);
    const { countryCode } = countries.list[0];
    const data = okData(await post(marketCalls.animalDiseases, { page: 1, limit: 10, countryCodeList: [countryCode] }));
    expect(data.total).toBeGreaterThan(0);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      areaName: expect.any(String),
      countryName: countries.list[0].countryName,
      countryCode,
      accessType: expect.stringMatching(/^20[12]$/),
      plagueName: expect.any(String),
      plagueNameAlias: expect.any(String),
      plagueContent: expect.any(String),
      plagueContentAlias: expect.any(String),
      banDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const all = okData(await post(marketCalls.animalDiseases, { limit: 1000 }));
    // English on the English page, with the Chinese original kept beside it.
    expect(all.list.every((r: any) => r.plagueName !== '' && r.plagueNameAlias !== '' && r.plagueContent !== '')).toBe(true);
    const asf = okData(await post(marketCalls.animalDiseases, { queryWord: 'swine fever', limit: 100 }));
    expect(asf.list.length).toBeGreaterThan(0);
    expect(asf.list.every((r: any) => /swine fever/i.test(r.plagueName) || /猪瘟/.test(r.plagueNameAlias))).toBe(true);
  });

  it('refuses a one- or two-character keyword with a clear message', async () => {
    const res = expectFailure(await post(marketCalls.animalDiseases, { queryWord: 'fm' }), 400, 'queryWord');
    expect(res.msg).toMatch(/at least 3 characters/);
  });

  it('answers "200" for a country with access products and "500" for one without', async () => {
    expect(okData(await get(marketCalls.accessGoods, { query: { accessType: '201', countryCode: 'BR' } }))).toBe('200');
    // Iceland exports seafood only in the demo data.
    expect(okData(await get(marketCalls.accessGoods, { query: { accessType: '201', countryCode: 'IS' } }))).toBe('500');
    expectFailure(await get(marketCalls.accessGoods, { query: { accessType: '201' } }), 400, 'countryCode');
  });
});

describe('meat address calls', () => {
  it('lists the ports, and consignees filtered by port and keyword', async () => {
    const ports = okData(await get(marketCalls.customsPorts));
    expect(ports.list[0]).toEqual({ customCode: '2200', customName: '上海海关', customNameAlias: 'Shanghai Customs' });
    const all = okData(await post(marketCalls.consignees, { page: 1, limit: 10 }));
    expect(all.total).toBe(1000);
    const shanghai = okData(await post(marketCalls.consignees, { customCode: '2200', limit: 100 }));
    expect(shanghai.list.length).toBeGreaterThan(0);
    expect(shanghai.list.every((r: any) => r.customCode === '2200' && r.customNameAlias === 'Shanghai Customs')).toBe(true);
    const row = shanghai.list[0];
    expect(row.credentialId).toMatch(/^91\d{6}[0-9A-Z]{10}$/);
    const byName = okData(await post(marketCalls.consignees, { queryWord: row.companyName }));
    expect(byName.list.map((r: any) => r.recordNum)).toContain(row.recordNum);
    const prefix = okData(await post(marketCalls.consignees, { queryWord: '22', limit: 100 }));
    expect(prefix.list.length).toBeGreaterThan(0);
    expect(prefix.list.every((r: any) => r.recordNum.startsWith('22'))).toBe(true);
    expectFailure(await post(marketCalls.consignees, { customCode: 'SH' }), 400, 'customCode');
  });
});

describe('GET /api/market/export/{list}', () => {
  it('streams the rows the filters select as CSV, with the total and the cap in headers', async () => {
    const list = okData(await post(marketCalls.plants, { accessType: '201', countryCode: 'NZ', status: 1 }));
    const res = await get(marketCalls.exportCsv, { params: { list: 'plant' }, query: { accessType: '201', countryCode: 'NZ', status: 1 } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="plant-201-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['x-total-rows']).toBe(String(list.total));
    expect(res.headers['x-csv-row-cap']).toBe(String(MARKET_CSV_MAX_ROWS));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .filter((l) => !l.startsWith('# '));
    expect(lines[0]).toBe('Plant,Reg. No.,Country/region,Product mode,Status');
    expect(list.total).toBeGreaterThan(0);
    expect(lines).toHaveLength(list.total + 1);
    expect(lines.slice(1).every((l) => l.includes(',New Zealand,') && l.endsWith(',Active'))).toBe(true);
  });

  it('covers every market list and refuses an unknown one', async () => {
    for (const name of ['company', 'product', 'suspended', 'animalDisease', 'consigneeList']) {
      const res = await get(marketCalls.exportCsv, { params: { list: name }, query: { accessType: '202' } });
      expect(res.statusCode, name).toBe(200);
      expect(res.body.split('\r\n').length, name).toBeGreaterThan(2);
    }
    expectFailure(await get(marketCalls.exportCsv, { params: { list: 'users' } }), 400, 'list');
    expectFailure(await get(marketCalls.exportCsv, { params: { list: 'plant' }, query: { status: 5 } }), 400, 'status');
  });

  it('never lets a cell start a spreadsheet formula, and quotes separators', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(['Beef', 'Offal'])).toBe('Beef; Offal');
  });
});

describe('company pictures', () => {
  it('draws the logo and pictures of a known company as SVG, and 404s otherwise', async () => {
    const [card] = okData(await post(marketCalls.promotedCompanies, { accessType: '201' })).list;
    const logo = await media(`/media/market/logo/${card.companyCode}.svg`);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toMatch(/^<svg /);
    expect((await media(`/media/market/image/${card.companyCode}/1.svg`)).statusCode).toBe(200);
    expect(expectFailure(await media('/media/market/logo/NOPE.svg'), 404).msg).toBe(MSG.notFound);
    expectFailure(await media(`/media/market/image/${card.companyCode}/9.svg`), 400, 'file');
  });
});
