import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataCalls } from '../../../contracts/data/calls';
import { marketCalls } from '../../../contracts/market/calls';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { downloadColumns } from './index';

/** The one download writer answers in the request's language: column headers, notes, sheet names and its own words. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
});
afterAll(() => t?.close());

const ZH = { lang: 'zh_cn' };
/** The file's lines after its comment lines (source, as-of date...): the header, then the rows. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .filter((line) => !line.startsWith('# '));
const commentsOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line.startsWith('# '));

describe('downloads in the request language', () => {
  it("a market list's CSV: Chinese headers, status names and notes for a Chinese request, English ones otherwise", async () => {
    const query = { accessType: '201', countryCode: 'NZ', status: 1 };
    const chinese = await call(t, marketCalls.exportCsv, { params: { list: 'plant' }, query }, { headers: ZH });
    expect(chinese.statusCode).toBe(200);
    const [header, ...rows] = linesOf(chinese.body);
    expect(header).toBe('工厂,注册编号,国家/地区,生产方式,状态');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.endsWith(',正常'))).toBe(true);
    // The source names the demo's history and each GACC notice that made a listed plant's latest change.
    expect(commentsOf(chinese.body)).toContain('# 数据表: 注册工厂');
    expect(commentsOf(chinese.body).find((l) => l.startsWith('# 来源: '))).toMatch(
      /^# 来源: 演示数据（生成的历史记录）(; 海关总署公告 GACC-\d{4}-\d{3})*$/,
    );
    const english = await call(t, marketCalls.exportCsv, { params: { list: 'plant' }, query });
    expect(linesOf(english.body)[0]).toBe('Plant,Reg. No.,Country/region,Product mode,Status');
    expect(commentsOf(english.body)).toContain('# Table: Registered plants');
    expect(commentsOf(english.body).find((l) => l.startsWith('# Source: '))).toMatch(
      /^# Source: Demo data \(generated history\)(; GACC notice GACC-\d{4}-\d{3})*$/,
    );
  });

  it("a data table's CSV: Chinese headers and notes", async () => {
    const query = { format: 'csv', productType: 'BEEF', publishStartDate: '2024-01', publishEndDate: '2024-03' };
    const res = await call(t, dataCalls.download, { params: { table: 'unapproved' }, query }, { headers: ZH });
    expect(res.statusCode).toBe(200);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('通报月份,检验检疫编号,产品名称,重量（千克）,原产国,生产企业,入境口岸,未准入境原因');
    expect(commentsOf(res.body)).toEqual(expect.arrayContaining(['# 数据表: 未准入境', '# 来源: 演示数据', '# 截至: 2024-03']));
  });

  it('an .xlsx workbook: its sheets and notes named in Chinese', async () => {
    const query = { format: 'xlsx', productType: 'PIG', dataType: 'VOLUME', yearName: '2023' };
    const res = await call(t, dataCalls.download, { params: { table: 'ranking' }, query }, { headers: ZH });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['进口数量排名', '来源']);
    const [data, about] = workbook.worksheets;
    expect(data!.getRow(1).getCell(2).value).toBe(downloadColumns('zh').countryName);
    expect(data!.getRow(1).getCell(3).value).toBe('进口量（吨）');
    expect(data!.getRow(1).getCell(4).value).toBe('进口量同比（%）');
    expect(data!.getRow(2).getCell(1).value).toBe(1);
    const notes = Object.fromEntries(
      about!
        .getSheetValues()
        .slice(1)
        .map((r) => [(r as string[])[1], (r as string[])[2]]),
    );
    expect(notes).toMatchObject({ 数据表: '进口数量排名', 来源: '演示数据', 截至: '2026-10' });
    expect(notes['筛选条件']).toContain('yearName=2023 (冻品进口量)');
  });
});
