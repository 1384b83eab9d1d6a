import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { siteCalls } from '../../../contracts/site/calls';
import { DIC_CODES } from '../../../contracts/site/codes';
import { MAX_PAGE_LIMIT, PRODUCT_NAME } from '../../../contracts/core/codes';
import { COUNTRIES, REGIONS } from '../../db/seed/countries';
import { DEMO_FRIENDLY_LINKS, DICTIONARIES } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const get = (definition: CallDefinition, headers: Record<string, string> = {}, query?: Record<string, string>) =>
  callAs(t, headers, definition, { query });
const linksPage = (page: number | string, limit: number | string, payload: unknown = {}) =>
  call(t, siteCalls.links, { params: { page, limit }, body: payload });

describe('GET /api/site-info/detail', () => {
  it("answers the operator's details and flags the demo dataset", async () => {
    const info = okData(await get(siteCalls.info));
    expect(info).toEqual({
      companyName: PRODUCT_NAME,
      logo: expect.any(String),
      email: expect.stringMatching(/^[^@\s]+@[^@\s]+$/),
      contactPhone: expect.any(String),
      address: expect.any(String),
      host: expect.stringMatching(/^https?:\/\//),
      icpRecordNumber: expect.any(String),
      demoData: true,
    });
  });
});

describe('POST /api/links/page/{page}/{limit}', () => {
  const expected = DEMO_FRIENDLY_LINKS.map(([linkName, linkUrl]) => ({ linkName, linkUrl }));

  it('answers page 1 limit 10 with every enabled link in display order, and the total', async () => {
    const data = okData(await linksPage(1, 10));
    expect(data.total).toBe(expected.length);
    expect(data.list.map((l: any) => ({ linkName: l.linkName, linkUrl: l.linkUrl }))).toEqual(expected);
    for (const link of data.list) {
      expect(link).toEqual({ id: expect.any(Number), linkName: expect.any(String), linkUrl: expect.any(String), sort: expect.any(Number) });
    }
    const sorts = data.list.map((l: any) => l.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('pages without gaps or overlaps, the total the same on every page', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map(async (page) => okData(await linksPage(page, 2))));
    expect(pages.map((p) => p.list.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5, 5]);
    const all = okData(await linksPage(1, 10)).list;
    expect(pages.flatMap((p) => p.list)).toEqual(all);
  });

  it('takes the page and limit as path values, the largest limit included', async () => {
    const data = okData(await linksPage('1', String(MAX_PAGE_LIMIT)));
    expect(data.list).toHaveLength(expected.length);
  });

  it('accepts the body-less POST the spec describes (empty body)', async () => {
    const res = await call(t, siteCalls.links, { params: { page: 1, limit: 10 } });
    expect(okData(res).total).toBe(expected.length);
  });

  it.each([
    ['page 0', 0, 10, 'page'],
    ['a negative page', -1, 10, 'page'],
    ['a non-numeric page', 'abc', 10, 'page'],
    ['a fractional page', '1.5', 10, 'page'],
    ['limit 0', 1, 0, 'limit'],
    ['a limit over the maximum', 1, MAX_PAGE_LIMIT + 1, 'limit'],
    ['a non-numeric limit', 1, 'ten', 'limit'],
  ])('refuses %s with a 400 naming the field', async (_name, page, limit, field) => {
    expectFailure(await linksPage(page, limit), 400, field);
  });
});

describe('GET /api/country/list', () => {
  type Region = { regionCode: string; regionName: string; countries: { code: string; countryName: string }[] };
  const countriesIn = (list: Region[]) => new Map(list.flatMap((r) => r.countries.map((c) => [c.code, { ...c, region: r.regionCode }])));

  it('groups every country under its region, regions in their display order, names in English by default', async () => {
    const data = okData<{ list: Region[]; total: number }>(await get(siteCalls.countries));
    const regionsWithCountries = REGIONS.filter((r) => COUNTRIES.some((c) => c[4] === r.code));
    expect(data.list.map((r) => r.regionCode)).toEqual(regionsWithCountries.map((r) => r.code));
    expect(data.list.map((r) => r.regionName)).toEqual(regionsWithCountries.map((r) => r.nameEn));
    expect(data.total).toBe(data.list.length);

    const byCode = countriesIn(data.list);
    expect(byCode.size).toBe(COUNTRIES.length);
    expect(byCode.get('AU')).toEqual({ code: 'AU', countryName: 'Australia', region: 'OCEANIA' });
    expect(byCode.get('BR')).toEqual({ code: 'BR', countryName: 'Brazil', region: 'SOUTH_AMERICA' });
    expect(byCode.get('US')).toEqual({ code: 'US', countryName: 'United States', region: 'NORTH_AMERICA' });
    expect(data.list.find((r) => r.regionCode === 'ASIA')?.regionName).toBe('Asia');
    for (const region of data.list) {
      const names = region.countries.map((c) => c.countryName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    }
  });

  it('uses ISO 3166-1 alpha-2 codes, each once', async () => {
    const data = okData<{ list: Region[] }>(await get(siteCalls.countries, {}, { lang: 'en_us' }));
    const codes = data.list.flatMap((r) => r.countries.map((c) => c.code));
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('names regions and countries in Chinese for lang=zh_cn, with the same codes and order', async () => {
    const en = okData<{ list: Region[] }>(await get(siteCalls.countries, {}, { lang: 'en_us' }));
    const zh = okData<{ list: Region[] }>(await get(siteCalls.countries, {}, { lang: 'zh_cn' }));
    expect(zh.list.find((r) => r.regionCode === 'EUROPE')?.regionName).toBe('欧洲');
    const zhByCode = countriesIn(zh.list);
    expect(zhByCode.get('AU')?.countryName).toBe('澳大利亚');
    expect(zhByCode.get('NZ')?.countryName).toBe('新西兰');
    const codesOf = (list: Region[]) => list.map((r) => [r.regionCode, r.countries.map((c) => c.code)]);
    expect(codesOf(zh.list)).toEqual(codesOf(en.list));
  });

  it('takes the language from the lang header when the query has none, the query winning over the header', async () => {
    const byHeader = okData<{ list: Region[] }>(await get(siteCalls.countries, { lang: 'zh_cn' }));
    expect(countriesIn(byHeader.list).get('FR')?.countryName).toBe('法国');
    const queryWins = okData<{ list: Region[] }>(await get(siteCalls.countries, { lang: 'zh_cn' }, { lang: 'en_us' }));
    expect(countriesIn(queryWins.list).get('FR')?.countryName).toBe('France');
    // An unknown header value is no error: the client gets the default language.
    const unknownHeader = okData<{ list: Region[] }>(await get(siteCalls.countries, { lang: 'fr_fr' }));
    expect(countriesIn(unknownHeader.list).get('FR')?.countryName).toBe('France');
  });

  it('refuses an unknown lang in the query with a 400 naming the field', async () => {
    expectFailure(await get(siteCalls.countries, {}, { lang: 'fr' }), 400, 'lang');
  });
});

describe('GET /api/base/dic/select-list', () => {
  it.each(DIC_CODES)('answers every entry of %s in order, with codes and both names', async (dicCode) => {
    const data = okData(await get(siteCalls.dictionary, {}, { dicCode: dicCode }));
    const expected = DICTIONARIES[dicCode].map(([dicDetailCode, dicDetailEnName, dicDetailName]) => ({
      dicDetailCode,
      dicDetailEnName,
      dicDetailName,
    }));
    expect(expected.length).toBeGreaterThan(0);
    expect(data).toEqual({ list: expected, total: expected.length });
  });

  it('names access type 201 Meat and 202 Seafood, Meat first', async () => {
    const data = okData(await get(siteCalls.dictionary, {}, { dicCode: 'access_type' }));
    expect(data.list).toEqual([
      { dicDetailCode: '201', dicDetailEnName: 'Meat', dicDetailName: '肉类' },
      { dicDetailCode: '202', dicDetailEnName: 'Seafood', dicDetailName: '水产品' },
    ]);
  });

  it('refuses an unknown dicCode with a 400 naming the field', async () => {
    expectFailure(await get(siteCalls.dictionary, {}, { dicCode: 'plant_type' }), 400, 'dicCode');
  });

  it('refuses a missing dicCode with a 400 naming the field as required', async () => {
    const body = expectFailure(await get(siteCalls.dictionary), 400, 'dicCode');
    expect(body.msg).toBe('Invalid dicCode: is required');
  });
});

describe('GET /api/agreements/app', () => {
  it("answers the portal's agreements (app-id TOOL1000) with name, content and type", async () => {
    const data = okData(await get(siteCalls.agreements, { 'app-id': 'TOOL1000' }));
    expect(data.total).toBe(2);
    expect(data.list.map((a: any) => a.agreementType).sort()).toEqual(['INSTRUCTION', 'REGISTRATION']);
    for (const agreement of data.list) {
      expect(agreement).toEqual({ name: expect.any(String), content: expect.stringContaining('<p>'), agreementType: expect.any(String) });
    }
  });

  it('treats a call without app-id as the portal itself', async () => {
    const withHeader = okData(await get(siteCalls.agreements, { 'app-id': 'TOOL1000' }));
    expect(okData(await get(siteCalls.agreements))).toEqual(withHeader);
  });

  it('filters by agreementType INSTRUCTION', async () => {
    const data = okData(await get(siteCalls.agreements, {}, { agreementType: 'INSTRUCTION' }));
    expect(data.total).toBe(1);
    expect(data.list).toEqual([
      { name: 'Community instruction', content: expect.stringContaining('reviewed'), agreementType: 'INSTRUCTION' },
    ]);
  });

  it('answers only the calling app: another app-id has none of the portal agreements', async () => {
    const data = okData(await get(siteCalls.agreements, { 'app-id': 'TOOL2000' }));
    expect(data).toEqual({ list: [], total: 0 });
  });

  it('refuses an unknown agreementType with a 400 naming the field', async () => {
    expectFailure(await get(siteCalls.agreements, {}, { agreementType: 'PRIVACY' }), 400, 'agreementType');
  });
});
