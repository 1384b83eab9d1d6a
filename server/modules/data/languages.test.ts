import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { CUSTOMS_CATEGORIES } from '../../../contracts/data/codes';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call, callAs, type AnyInput } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const ask = (definition: Parameters<typeof callAs>[2], input: AnyInput = {}) => callAs(t, {}, definition, input);
const HAN = /\p{Script=Han}/u;
const ZH_CATEGORIES = new Set(Object.values(CUSTOMS_CATEGORIES).flatMap((list) => list.map((c) => `#${c.zhName}`)));

interface Ranked {
  countryCode: string;
  countryName: string;
  isCategory: boolean;
  totalAmount: number;
  lineNum: number | null;
}

describe('the data calls in the reader’s language (lang zh_cn)', () => {
  it('names the ranking’s countries and categories in Chinese, with the same figures and order as in English', async () => {
    const body = { productType: 'BEEF', dataType: 'PRICE', yearName: 2022, withCategories: true };
    const en = okData(await ask(dataCalls.yearlyPage, { params: { page: 1, limit: 1000 }, body }));
    const zh = okData(await ask(dataCalls.yearlyPage, { params: { page: 1, limit: 1000 }, body: { ...body, lang: 'zh_cn' } }));
    const figures = (list: Ranked[]) => list.map((r) => [r.countryCode, r.isCategory, r.totalAmount, r.lineNum]);
    expect(figures(zh.list)).toEqual(figures(en.list));
    expect(en.list[0].countryName).toBe('Brazil');
    expect(zh.list[0].countryName).toBe('巴西');
    for (const row of zh.list as Ranked[]) {
      if (row.isCategory) expect(ZH_CATEGORIES.has(row.countryName), row.countryName).toBe(true);
      else expect(row.countryName).toMatch(HAN);
    }
  });

  it('names the pie’s and the yearly bars’ countries in Chinese, the small ones as 其他', async () => {
    const pie = okData(await ask(dataCalls.statisticYearly, { body: { productType: 'PIG', yearName: 2021, lang: 'zh_cn' } }));
    expect(pie.list.every((r: { countryName: string }) => HAN.test(r.countryName))).toBe(true);
    const bars = okData(await ask(dataCalls.trendYearly, { body: { productType: 'PIG', lang: 'zh_cn' } }));
    const countries = new Set(bars.list.map((r: { country: string }) => r.country));
    expect(countries.has('其他')).toBe(true);
    expect([...countries].every((name) => HAN.test(name as string))).toBe(true);
    const english = okData(await ask(dataCalls.trendYearly, { body: { productType: 'PIG' } }));
    expect(english.list.some((r: { country: string }) => r.country === 'Others')).toBe(true);
  });

  it('names the unapproved shipments’ and the meat cuts’ origins in Chinese', async () => {
    const beef = okData(
      await ask(dataCalls.unapproved, {
        params: { page: 1, limit: 1000 },
        body: { productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-03', keyText: 'brazil', lang: 'zh_cn' },
      }),
    );
    expect(beef.total).toBeGreaterThan(0);
    expect(beef.list.every((r: { originCountry: string }) => r.originCountry === '巴西')).toBe(true);
    const cuts = okData(await ask(dataCalls.cashPrice, { body: { getLastDate: true, noEntryGoodsTypeCode: 'PIG', lang: 'zh_cn' } }));
    expect(cuts.list.map((r: { countryName: string }) => r.countryName)).toContain('西班牙');
  });

  it('refuses a language it does not know with 400', async () => {
    expectFailure(await ask(dataCalls.statisticYearly, { body: { lang: 'fr_fr' } }), 400, 'lang');
    expectFailure(await ask(dataCalls.unapproved, { params: { page: 1, limit: 10 }, body: { lang: 'zh' } }), 400, 'lang');
  });
});

describe('downloads in the reader’s language', () => {
  const download = (table: string, query: Record<string, string>) => call(t, dataCalls.download, { params: { table }, query });

  it('writes a Chinese CSV: headers, names and notes in Chinese, the filters in the API’s words', async () => {
    const res = await download('unapproved', { format: 'csv', productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-03', lang: 'zh_cn' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    const comments = lines.filter((l) => l.startsWith('# '));
    const [header, ...rows] = lines.slice(comments.length);
    expect(header).toBe('通报月份,检验检疫编号,产品名称,重量（千克）,原产国,生产企业,入境口岸,未准入境原因');
    expect(rows).toHaveLength(Number(res.headers['x-total-rows']));
    expect(rows.every((l) => l.split(',')[4]!.match(HAN))).toBe(true);
    expect(comments).toEqual(expect.arrayContaining(['# 来源: 演示数据', '# 截至: 2024-03', '# 数据表: 未准入境']));
    expect(comments.find((l) => l.startsWith('# 筛选条件: '))).toContain('publishStartDate=2024-01');
  });

  it('gives a Chinese ranking workbook its amounts in 万美元 (the English one ×10 in thousand dollars)', async () => {
    const query = { format: 'xlsx', productType: 'PIG', dataType: 'PRICE', yearName: '2023' };
    const sheetOf = async (lang?: string) => {
      const res = await download('ranking', lang ? { ...query, lang } : query);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!;
    };
    const [zh, en] = [await sheetOf('zh_cn'), await sheetOf()];
    expect(zh.name).toBe('进口金额排名');
    expect(zh.getRow(1).getCell(3).value).toBe('进口额（万美元）');
    expect(en.getRow(1).getCell(3).value).toBe('Import value (thousand USD)');
    const [zhAmount, enAmount] = [zh.getRow(2).getCell(3).value as number, en.getRow(2).getCell(3).value as number];
    expect(zhAmount).toBeGreaterThan(0);
    expect(enAmount).toBeCloseTo(zhAmount * 10, 1);
  });
});
