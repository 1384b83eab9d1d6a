import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallDefinition } from '../../../contracts/core/calls';
import { marketCalls } from '../../../contracts/market/calls';
import type { Eligibility } from '../../../contracts/market/eligibility';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createActivePlant, createSuspendedPlant, type MadePlant } from '../../test-support/factories';
import { expectFailure, okData } from '../../test-support/envelope';
import { WHOLE_COUNTRY } from './diseases';

// The market calls answer in the language they are asked in (§7: lang en_us or zh_cn, in the body or the lang header):
// names of plants, companies, countries, goods types and products, the names of codes, and the eligibility answer.
let t: TestApp;
let active: MadePlant;
let suspended: MadePlant;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  active = await createActivePlant(t, { countryCode: 'BR', primaryGoods: 'BEEF' });
  suspended = await createSuspendedPlant(t, { countryCode: 'BR', primaryGoods: 'BEEF' });
});
afterAll(() => t?.close());

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z]/;
const post = async (definition: CallDefinition, body: object, headers: Record<string, string> = {}) =>
  okData(await call(t, definition, { body }, { headers }));
const plantKey = (p: MadePlant) => ({ accessType: p.accessType, countryCode: p.countryCode, plantNo: p.plantNo });

describe('a plant and its company in Chinese', () => {
  it('names the plant, its company, country and goods types in Chinese, and gives both names whatever lang asks', async () => {
    const en = await post(marketCalls.plant, { ...plantKey(active), lang: 'en_us' });
    const zh = await post(marketCalls.plant, { ...plantKey(active), lang: 'zh_cn' });
    expect(en.plantName).toBe(active.plantName);
    expect(zh.plantName).toMatch(HAN);
    expect(zh.companyName).toMatch(HAN);
    expect(zh.countryName).toBe('巴西');
    expect(zh.goodsTypeList.every((g: string) => HAN.test(g))).toBe(true);
    expect(zh.overseasRegistrationInfo.every((r: { goodsType: string }) => HAN.test(r.goodsType))).toBe(true);
    for (const answer of [en, zh]) {
      expect(answer).toMatchObject({ plantNameEn: en.plantName, plantNameZh: zh.plantName, companyNameEn: en.companyName });
      expect(answer.companyNameZh).toBe(zh.companyName);
    }
    // The trade's words too (the demo writes only words with a Chinese name); codes and numbers stay as they are.
    expect(zh.activities).toMatch(HAN);
    const words = ['plantName', 'companyName', 'countryName', 'goodsTypeList', 'overseasRegistrationInfo', 'activities', 'productMode'];
    const rest = (answer: Record<string, unknown>) => Object.fromEntries(Object.entries(answer).filter(([k]) => !words.includes(k)));
    expect(rest(zh)).toEqual(rest(en));
    expect(zh.overseasRegistrationInfo.map((r: { goodsTypeCode: string }) => r.goodsTypeCode)).toEqual(
      en.overseasRegistrationInfo.map((r: { goodsTypeCode: string }) => r.goodsTypeCode),
    );
  });

  it('takes the language from the lang header when the body leaves it out', async () => {
    const byHeader = await post(marketCalls.plant, plantKey(active), { lang: 'zh_cn' });
    const byBody = await post(marketCalls.plant, { ...plantKey(active), lang: 'zh_cn' });
    expect(byHeader.plantName).toBe(byBody.plantName);
    expect(byHeader.plantName).toMatch(HAN);
    expect((await post(marketCalls.plant, plantKey(active))).plantName).toBe(active.plantName);
  });

  it('names a company, its plants and their products in Chinese on the company detail and in the lists', async () => {
    const key = { countryCode: 'BR', accessType: '201', companyCode: active.company.companyCode };
    const zh = await post(marketCalls.company, { ...key, lang: 'zh_cn' });
    expect(zh.plantName).toMatch(HAN);
    expect(zh.plantNameEn).toBe(active.company.plantName);
    expect(zh.plantNameZh).toBe(zh.plantName);
    expect(zh.factoryInfoList.map((p: { plantName: string }) => p.plantName).every((name: string) => HAN.test(name))).toBe(true);
    const cards = await post(marketCalls.companies, { accessType: '201', area: 'BR', limit: 20, lang: 'zh_cn' });
    expect(cards.list.every((c: { countryName: string }) => c.countryName === '巴西')).toBe(true);
    const plants = await post(marketCalls.plants, { accessType: '201', countryCode: 'BR', limit: 20, lang: 'zh_cn' });
    expect(plants.list.every((p: { countryName: string; plantName: string }) => p.countryName === '巴西' && HAN.test(p.plantName))).toBe(
      true,
    );
    const stops = await post(marketCalls.suspended, { accessType: '201', countryCode: 'BR', limit: 20, lang: 'zh_cn' });
    expect(stops.total).toBeGreaterThan(0);
    expect(
      stops.list.every((s: { dicDetailName: string; countryName: string }) => HAN.test(s.dicDetailName) && s.countryName === '巴西'),
    ).toBe(true);
  });

  it('names the approval history records in Chinese and keeps their recorded English content', async () => {
    const en = await post(marketCalls.approvalHistory, { ...plantKey(active), lang: 'en_us' });
    const zh = await post(marketCalls.approvalHistory, { ...plantKey(active), lang: 'zh_cn' });
    expect(zh.total).toBe(en.total);
    expect(zh.total).toBeGreaterThan(0);
    const registered = zh.list.find((e: { recordType: string }) => e.recordType === 'REGISTERED');
    expect(registered.recordTypeName).toBe('注册获批');
    expect(zh.list.map((e: { enContent: string }) => e.enContent)).toEqual(en.list.map((e: { enContent: string }) => e.enContent));
    expect(en.list.find((e: { recordType: string }) => e.recordType === 'REGISTERED').recordTypeName).toBe('Registration approved');
    expectFailure(await call(t, marketCalls.approvalHistory, { body: { ...plantKey(active), lang: 'fr_fr' } }), 400, 'lang');
  });
});

describe('products, bans and their countries in Chinese', () => {
  it('names a product list row, a product and the plants that may ship it in Chinese', async () => {
    const zh = await post(marketCalls.products, { accessType: '201', countryCode: 'BR', limit: 5, lang: 'zh_cn' });
    const row = zh.list[0];
    expect(row.enCountryName).toBe('巴西');
    expect(row.goodsTypeName).toMatch(HAN);
    expect(row.goodsName).toMatch(HAN);
    expect(row.enGoodsName).toMatch(LATIN);
    expect(row.categoryName).toMatch(HAN);
    const key = { accessType: '201', countryCode: 'BR', goodsCode: row.goodsCode, lang: 'zh_cn' };
    const detail = await post(marketCalls.product, key);
    expect(detail).toMatchObject({ enCountryName: '巴西', goodsTypeName: row.goodsTypeName });
    const named = (list: { plantName: string }[]) => list.filter((p) => HAN.test(p.plantName)).length;
    expect(named(detail.factoryStatusList)).toBeGreaterThan(0);
    const plants = await post(marketCalls.productPlants, { ...key, limit: 100 });
    // The factory list pages on through the same plants, named alike.
    expect(plants.list.slice(0, detail.factoryStatusList.length)).toEqual(detail.factoryStatusList);
  });

  it('names the countries and the whole-country area of disease bans in Chinese', async () => {
    const en = await post(marketCalls.animalDiseases, { limit: 1000 });
    const zh = await post(marketCalls.animalDiseases, { limit: 1000, lang: 'zh_cn' });
    expect(zh.total).toBe(en.total);
    const whole = en.list.findIndex((b: { areaName: string }) => b.areaName === WHOLE_COUNTRY);
    expect(whole).toBeGreaterThanOrEqual(0);
    expect(zh.list[whole].areaName).toBe('全国');
    expect(zh.list.every((b: { countryName: string }) => HAN.test(b.countryName))).toBe(true);
    // Both versions of the disease's name and ban come whatever lang asks (plagueNameAlias is the Chinese one).
    expect(zh.list[whole].plagueNameAlias).toBe(en.list[whole].plagueNameAlias);
    const query = (lang?: string) => call(t, marketCalls.plagueCountries, { query: lang ? { lang } : {} });
    const countries = okData(await query('zh_cn'));
    expect(countries.list.length).toBe(okData(await query()).list.length);
    expect(countries.list.every((c: { countryName: string }) => HAN.test(c.countryName))).toBe(true);
    const byHeader = okData(await call(t, marketCalls.plagueCountries, {}, { headers: { lang: 'zh_cn' } }));
    expect(byHeader.list).toEqual(countries.list);
  });

  it('downloads a list with its names and statuses in Chinese when the page asks for it', async () => {
    const csv = async (lang?: string) => {
      const res = await call(t, marketCalls.exportCsv, {
        params: { list: 'plant' },
        query: { accessType: '201', countryCode: 'BR', status: '0', ...(lang ? { lang } : {}) },
      });
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .filter((l) => !l.startsWith('# '));
    };
    const [enHeader, ...enRows] = await csv();
    const [zhHeader, ...zhRows] = await csv('zh_cn');
    expect(enHeader).toBe('Plant,Reg. No.,Country/region,Product mode,Status');
    expect(zhHeader).toBe('工厂,注册编号,国家/地区,生产方式,状态');
    expect(zhRows).toHaveLength(enRows.length);
    expect(enRows.every((r) => r.includes(',Brazil,') && r.endsWith(',Suspended'))).toBe(true);
    expect(zhRows.every((r) => r.includes(',巴西,') && r.endsWith(',暂停进口'))).toBe(true);
  });
});

describe('the eligibility answer in Chinese', () => {
  it('gives the same answer with every reason, source, name and goods type in Chinese', async () => {
    const ask = { countryCode: 'BR', plantNo: suspended.plantNo, accessType: '201', goodsType: 'BEEF' };
    const en = await post(marketCalls.eligibility, ask);
    const zh = await post(marketCalls.eligibility, { ...ask, lang: 'zh_cn' });
    expect(zh.answer).toBe('no');
    expect(zh.answer).toBe(en.answer);
    expect(zh.reasons.map((r: Eligibility['reasons'][number]) => [r.check, r.outcome, r.date])).toEqual(
      en.reasons.map((r: Eligibility['reasons'][number]) => [r.check, r.outcome, r.date]),
    );
    for (const reason of zh.reasons) {
      expect(reason.text).toMatch(HAN);
      expect(reason.source).toMatch(HAN);
    }
    expect(zh.reasons[0].text).toBe('工厂状态为暂停进口，不得向中国出口。');
    expect(zh.goodsTypeName).toBe('牛肉');
    expect(zh.plant).toMatchObject({ plantNo: suspended.plantNo, countryName: '巴西', plantName: expect.stringMatching(HAN) });
    expect(en.plant.plantName).toBe(suspended.plantName);
    const byHeader = okData(await call(t, marketCalls.eligibility, { body: ask }, { headers: { lang: 'zh_cn' } }));
    expect(byHeader.reasons).toEqual(zh.reasons);
  });

  it('names a product by its Chinese name, and refuses a language it does not know', async () => {
    const products = await post(marketCalls.products, { accessType: '201', countryCode: 'BR', goodsType: 'BEEF', limit: 1 });
    const product = products.list[0];
    const ask = { countryCode: 'BR', plantNo: active.plantNo, accessType: '201', goodsCode: product.goodsCode };
    const zh = await post(marketCalls.eligibility, { ...ask, lang: 'zh_cn' });
    expect(zh.product).toEqual({ goodsCode: product.goodsCode, enGoodsName: product.enGoodsName, goodsName: product.goodsName });
    expect(zh.reasons.find((r: { check: string }) => r.check === 'product').text).toContain(product.goodsName);
    expectFailure(await call(t, marketCalls.eligibility, { body: { ...ask, lang: 'de_de' } }), 400, 'lang');
  });
});
