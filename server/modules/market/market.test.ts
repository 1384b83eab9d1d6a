import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { MARKET_PAGE_SIZE } from '../../../contracts/market/codes';
import { DICTIONARIES } from '../../db/seed/reference';
import { createTestApp, type TestApp } from '../../test-support/app';
import { callAs } from '../../test-support/calls';
import { createActivePlant } from '../../test-support/factories';
import { expectFailure, okData } from '../../test-support/envelope';
import { COMPANY_NOT_FOUND, PLANT_NOT_FOUND } from './subjects';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const api = (definition: CallDefinition, payload: unknown, headers: Record<string, string> = {}) =>
  callAs(t, headers, definition, { body: payload });

describe('POST /api/pcCompanyFactory/getPcAllCompany', () => {
  it('answers 15 company cards a page, recommended first, with the spec field names', async () => {
    const data = okData(await api(marketCalls.companies, { accessType: '201' }));
    expect(data.list).toHaveLength(MARKET_PAGE_SIZE.companies);
    expect(data.total).toBeGreaterThan(500);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      companyCode: expect.stringMatching(/^C201[A-Z]{2}\d{5}$/),
      plantName: expect.any(String),
      plantNo: expect.any(String),
      cpLogo: expect.any(String),
      companyLabel: expect.any(String),
      companyType: expect.any(String),
      companyAlias: expect.any(String),
      promoteFlag: 1,
      countryCode: expect.stringMatching(/^[A-Z]{2}$/),
      countryName: expect.any(String),
      accessType: '201',
      goodsTypeList: expect.arrayContaining([expect.any(String)]),
    });
    const flags = data.list.map((c: any) => c.promoteFlag);
    expect(flags).toEqual([...flags].sort((a, b) => b - a));
  });

  it('filters by area (country), goods type and keyword, English or Chinese', async () => {
    const brazil = okData(await api(marketCalls.companies, { accessType: '201', area: 'BR', goodsType: 'BEEF', limit: 100 }));
    expect(brazil.total).toBeGreaterThan(0);
    for (const c of brazil.list) {
      expect(c.countryCode).toBe('BR');
      expect(c.goodsTypeList).toContain('Beef');
    }
    const someone = brazil.list[3];
    const byName = okData(
      await api(marketCalls.companies, { accessType: '201', plantName: someone.companyAlias.toUpperCase(), limit: 10_000 }),
    );
    expect(byName.list.map((c: any) => c.companyCode)).toContain(someone.companyCode);
    expect(
      byName.list.every(
        (c: any) => c.plantName.toLowerCase().includes(someone.companyAlias.toLowerCase()) || c.companyAlias === someone.companyAlias,
      ),
    ).toBe(true);
    const zh = okData(await api(marketCalls.companies, { accessType: '201', plantName: '巴西', lang: 'zh_cn', limit: 5 }));
    expect(zh.total).toBeGreaterThan(0);
    expect(zh.list[0].plantName).toMatch(/^巴西/);
  });

  it('pages without overlap and keeps the total', async () => {
    const [one, two] = await Promise.all([1, 2].map(async (page) => okData(await api(marketCalls.companies, { accessType: '202', page }))));
    expect(one.total).toBe(two.total);
    const codes = new Set(one.list.map((c: any) => c.companyCode));
    expect(two.list.some((c: any) => codes.has(c.companyCode))).toBe(false);
  });

  it.each([
    ['an unknown access type', { accessType: '203' }, 'accessType'],
    ['a lower-case country', { area: 'br' }, 'area'],
    ['a page of 0', { page: 0 }, 'page'],
    ['a limit over the maximum', { limit: 10_001 }, 'limit'],
    ['a keyword over 100 characters', { plantName: 'x'.repeat(101) }, 'plantName'],
  ])('refuses %s with a 400 naming the field', async (_name, body, field) => {
    expectFailure(await api(marketCalls.companies, body), 400, field);
  });
});

describe('POST /api/pcCompanyFactory/getPcPromoteCompany', () => {
  it('answers the recommended companies, 8 by default', async () => {
    const data = okData(await api(marketCalls.promotedCompanies, { accessType: '202', lang: 'en_us' }));
    expect(data.list).toHaveLength(MARKET_PAGE_SIZE.homeRecommended);
    expect(data.list.every((c: any) => c.promoteFlag === 1 && c.accessType === '202')).toBe(true);
  });
});

describe('POST /api/pcCompanyFactory/getPcCompanyInfoByName and queryArticleByCompanyInfo', () => {
  it('answers the detail of a card, with its plants, at most 6 images, and not subscribed for a visitor', async () => {
    const [card] = okData(await api(marketCalls.promotedCompanies, { accessType: '201', size: 1 })).list;
    const detail = okData(
      await api(marketCalls.company, {
        countryCode: card.countryCode,
        accessType: '201',
        plantName: card.plantName,
        companyCode: card.companyCode,
      }),
    );
    expect(detail).toMatchObject({ companyCode: card.companyCode, plantName: card.plantName, subStatus: 2, subId: null, promoteFlag: 1 });
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail.images.length).toBeLessThanOrEqual(6);
    expect(detail.factoryInfoList.length).toBeGreaterThan(0);
    expect(detail.factoryInfoList[0]).toEqual({
      plantNo: expect.any(String),
      plantName: expect.any(String),
      status: expect.any(Number),
      goodsTypeList: expect.any(Array),
      address: expect.any(String),
      way: expect.any(String),
      goodsList: expect.any(Array),
      accessType: '201',
      countryCode: card.countryCode,
    });
  });

  it('answers 404 for an unknown company or one asked under another country', async () => {
    const [card] = okData(await api(marketCalls.promotedCompanies, { accessType: '201', size: 1 })).list;
    const other = card.countryCode === 'US' ? 'BR' : 'US';
    const res = expectFailure(
      await api(marketCalls.company, { countryCode: other, accessType: '201', companyCode: card.companyCode }),
      404,
    );
    expect(res.msg).toBe(COMPANY_NOT_FOUND);
    expectFailure(await api(marketCalls.company, { countryCode: 'BR', accessType: '201', companyCode: 'NOPE' }), 404);
    expectFailure(await api(marketCalls.company, { accessType: '201', companyCode: 'X' }), 400, 'countryCode');
  });
});

describe('POST /api/pcCompanyFactory/queryFactory', () => {
  it('answers plant rows with status, product mode and the row fields of the spec', async () => {
    const data = okData(await api(marketCalls.plants, { accessType: '201' }));
    expect(data.list).toHaveLength(10);
    expect(data.list[0]).toEqual({
      companyLogo: expect.any(String),
      plantName: expect.any(String),
      plantNo: expect.any(String),
      productMode: expect.any(String),
      status: expect.any(Number),
      factoryAccessType: '201',
      factoryCountryCode: expect.stringMatching(/^[A-Z]{2}$/),
      countryName: expect.any(String),
      goodsTypeList: expect.any(Array),
    });
  });

  it('combines country, status, goods type and keyword filters', async () => {
    const suspended = okData(await api(marketCalls.plants, { accessType: '201', countryCode: 'BR', status: 0, limit: 100 }));
    expect(suspended.total).toBeGreaterThan(0);
    expect(suspended.list.every((p: any) => p.status === 0 && p.factoryCountryCode === 'BR')).toBe(true);
    const all = okData(await api(marketCalls.plants, { accessType: '201', countryCode: 'BR', status: '' }));
    expect(all.total).toBeGreaterThan(suspended.total);
    const target = suspended.list[0];
    const byNo = okData(await api(marketCalls.plants, { accessType: '201', plantNo: target.plantNo.toLowerCase() }));
    expect(byNo.list.map((p: any) => p.plantNo)).toContain(target.plantNo);
    const shrimp = okData(await api(marketCalls.plants, { accessType: '202', goodsType: 'CRUSTACEAN', countryCode: 'EC' }));
    expect(shrimp.total).toBeGreaterThan(0);
    expect(shrimp.list.every((p: any) => p.goodsTypeList.includes('Crustaceans'))).toBe(true);
  });

  it('matches China registration codes and, for one or two characters, the start of the Reg.No.', async () => {
    const active = await createActivePlant(t, { accessType: '201', countryCode: 'AU' });
    const [code] = active.chinaRegisterCodes;
    expect(code).toMatch(/^CAUS\d{10}$/);
    const byCode = okData(await api(marketCalls.plants, { accessType: '201', plantNo: code }));
    expect(byCode.list.map((p: { plantNo: string }) => p.plantNo)).toContain(active.plantNo);
    const short = okData(await api(marketCalls.plants, { accessType: '201', plantNo: 'Si', limit: 50 }));
    expect(short.total).toBeGreaterThan(0);
    expect(short.list.every((p: any) => p.plantNo.toLowerCase().startsWith('si'))).toBe(true);
    // LIKE wildcards in a keyword are taken literally.
    expect(okData(await api(marketCalls.plants, { accessType: '201', plantNo: '%%%' })).total).toBe(0);
  });

  it.each([
    ['status 4', { status: 4 }, 'status'],
    ['a goods type with spaces', { goodsType: 'BEEF X' }, 'goodsType'],
    ['a country of three letters', { countryCode: 'BRA' }, 'countryCode'],
  ])('refuses %s', async (_name, body, field) => {
    expectFailure(await api(marketCalls.plants, body), 400, field);
  });
});

describe('POST /api/pcCompanyFactory/factoryDetail and /api/queryInform/page', () => {
  /** The events that can be a plant's latest, per status it leaves the plant in. */
  const EXPLAINS_STATUS: Record<number, string[]> = {
    0: ['SUSPENDED'],
    1: ['REGISTERED', 'RENEWED', 'PRODUCTS_ADDED', 'RESUMED'],
    2: ['APPLIED'],
  };

  it('answers registrations, like count and a history whose latest event explains the status', async () => {
    for (const status of [0, 1, 2]) {
      const [row] = okData(await api(marketCalls.plants, { accessType: '202', status })).list;
      const detail = okData(
        await api(marketCalls.plant, { lang: 'en_us', plantNo: row.plantNo, countryCode: row.factoryCountryCode, accessType: '202' }),
      );
      expect(detail).toMatchObject({ plantNo: row.plantNo, status, subStatus: 2, subId: null, likePointStatus: 2, likePointId: null });
      expect(detail.updateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(detail.pointCountDisplay).toMatch(/^\d+(k\+|w\+)?$/);
      expect(detail.overseasRegistrationInfo.length).toBeGreaterThan(0);
      const history = okData(
        await api(marketCalls.approvalHistory, {
          page: 1,
          limit: 9999,
          plantNo: row.plantNo,
          countryCode: row.factoryCountryCode,
          accessType: '202',
        }),
      );
      expect(history.total).toBe(history.list.length);
      const latest = history.list[0];
      expect(latest.sourceDate).toBe(detail.updateDate);
      expect(EXPLAINS_STATUS[status]).toContain(latest.recordType);
      if (status === 2) expect(detail.overseasRegistrationInfo.every((r: any) => r.status === 0)).toBe(true);
    }
  });

  it('answers 404 for an unknown Reg.No. and 400 without one', async () => {
    expect(expectFailure(await api(marketCalls.plant, { plantNo: 'NO SUCH', countryCode: 'BR', accessType: '201' }), 404).msg).toBe(
      PLANT_NOT_FOUND,
    );
    expectFailure(await api(marketCalls.approvalHistory, { plantNo: 'NO SUCH', countryCode: 'BR' }), 404);
    expectFailure(await api(marketCalls.plant, { countryCode: 'BR' }), 400, 'plantNo');
  });
});

describe('POST /api/pcCompanyFactory/queryStopFactory', () => {
  it('lists suspended plants, newest first, with the goods type name', async () => {
    const data = okData(await api(marketCalls.suspended, { accessType: '201', limit: 50 }));
    expect(data.total).toBeGreaterThan(0);
    expect(data.list[0]).toEqual({
      id: expect.any(Number),
      dicDetailName: expect.any(String),
      countryName: expect.any(String),
      countryCode: expect.any(String),
      plantNo: expect.any(String),
      plantName: expect.any(String),
      accessType: '201',
      suspendDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      reason: expect.any(String),
    });
    const dates = data.list.map((r: any) => r.suspendDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const plants = okData(await api(marketCalls.plants, { accessType: '201', status: 0, limit: 1 }));
    expect(data.total).toBe(plants.total);
  });
});

describe('POST /api/pc/goods/select/getPcDicDetailByLang', () => {
  it('answers the meat or the seafood goods types', async () => {
    const meat = okData(await api(marketCalls.goodsTypes, { accessType: '201', lang: 'en_us' }));
    expect(meat.list.map((g: any) => g.dicDetailCode)).toEqual(DICTIONARIES.goods_type.map(([code]) => code));
    const seafood = okData(await api(marketCalls.goodsTypes, { accessType: '202' }));
    expect(seafood.list.map((g: any) => g.dicDetailCode)).toEqual(DICTIONARIES.products_approval.map(([code]) => code));
  });
});
