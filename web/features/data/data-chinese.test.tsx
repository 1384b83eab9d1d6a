// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataPage, MonthlyTrendRow, SecurityQuote, Tendency, UnapprovedRow, YearlyTrendRow } from '../../../contracts/data/models';
import { renderKitPage } from '../../test-support/dom';
import { DataTableBox } from './DataTableBox';
import { FilterForm } from './FilterForm';
import { ImportCharts } from './ImportCharts';
import { SecurityPanel } from './SecurityPanel';
import { unapprovedColumns } from './columns';

/*
 * The data pages' parts in Chinese (/zh) beside English: headers, captions, units and dates in the page's language;
 * what the data has in English only marked as English; codes and company names marked as data.
 */

/** The page renders after the router's root loader; a busy machine takes longer than testing-library's 1 s for that. */
const RENDERED = { timeout: 10_000 };

const fresh = { source: 'China Customs, Demo data', asOf: '2026-10', late: false };
const shipment: UnapprovedRow = {
  id: 1,
  hsCode: '0202300090',
  quarantineCode: '110000224000123',
  productName: 'Frozen boneless beef brisket',
  productWeight: 24_000,
  originCountry: '巴西',
  originCompany: 'Frigorífico Exemplo S.A.',
  importer: 'Qingdao Huaxin Trading',
  entryPort: 'Qingdao',
  rejectReason: 'Certificate not conforming',
  showPublishDate: '2026-10',
};

function Shipments({ language }: { language: 'en' | 'zh' }) {
  return (
    <DataTableBox
      title="t"
      headingId="data-unapproved"
      rows={[shipment]}
      columns={unapprovedColumns(language)}
      rowKey={(r) => r.id}
      fresh={fresh}
      downloads={{ csv: '/a.csv', xlsx: '/a.xlsx' }}
      englishOnly
    />
  );
}

describe('a data table in Chinese', () => {
  it('heads its columns in Chinese, names the source and month in Chinese, and marks English-only text', async () => {
    renderKitPage(<Shipments language="zh" />, { language: 'zh' });
    const table = await screen.findByRole('table', {}, RENDERED);
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['通报月份', '检验检疫编号', '产品', '重量（千克）', '原产国', '生产企业', '入境口岸', '未准入境原因']);
    expect(document.querySelector('.ui-source')?.textContent).toBe('来源：海关总署、演示数据 · 截至2026年10月');
    expect(screen.getByRole('group', { name: '下载t' })).toBeTruthy();
    expect(screen.getByText('Frozen boneless beef brisket').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Certificate not conforming').getAttribute('lang')).toBe('en');
    expect(screen.getByText('110000224000123').getAttribute('translate')).toBe('no');
    expect(screen.getByText('Frigorífico Exemplo S.A.').getAttribute('translate')).toBe('no');
    expect(screen.getByText('产品名称、未准入境原因及企业名称暂无中文版本，以英文原文显示。')).toBeTruthy();
  });

  it('stays as it was in English, with no note and no language marks', async () => {
    renderKitPage(<Shipments language="en" />);
    const table = await screen.findByRole('table', {}, RENDERED);
    expect(within(table).getAllByRole('columnheader')[0]!.textContent).toBe('Report Month');
    expect(document.querySelector('.ui-source')?.textContent).toBe('Source: China Customs, Demo data · as of 2026-10');
    expect(screen.getByText('Frozen boneless beef brisket').hasAttribute('lang')).toBe(false);
    expect(document.querySelector('.data-note')).toBeNull();
  });
});

describe('the data filters and charts in Chinese', () => {
  it('labels the search button in Chinese', async () => {
    renderKitPage(<FilterForm label="筛选" hidden={{}} fields={[{ name: 'date', label: '日期', type: 'date', value: '' }]} />, { language: 'zh' });
    expect(await screen.findByRole('button', { name: '搜索' }, RENDERED)).toBeTruthy();
  });

  it('titles the import charts in Chinese, with units in 万吨 and the customs categories in Chinese', async () => {
    const yearly: DataPage<YearlyTrendRow> = { ...fresh, total: 2, list: [{ year: 2025, country: '巴西', totalVolume: 10 }, { year: 2026, country: '巴西', totalVolume: 12 }] };
    const monthly: DataPage<MonthlyTrendRow> = { ...fresh, total: 1, list: [{ publishDate: '2026-10', weight: 1.5, categoryEnName: 'Frozen boneless beef' }] };
    renderKitPage(
      <ImportCharts dataType="VOLUME" productLabel="牛肉" statistic={{ yearName: 2026, list: [{ countryName: '巴西', percent: 100 }] }} yearly={yearly} monthly={monthly} />,
      { language: 'zh' },
    );
    expect(await screen.findByRole('heading', { name: '2026年各国占比' }, RENDERED)).toBeTruthy();
    const captions = [...document.querySelectorAll('.ui-chart caption')].map((c) => c.textContent);
    expect(captions).toEqual([
      '牛肉：冻品进口量（2026年）：各国占比（%）',
      '牛肉：冻品进口量，按年份和国家（单位：吨）',
      '牛肉：冻品进口量，按月份和类别（单位：万吨）',
    ]);
    expect(screen.getByRole('columnheader', { name: '冻去骨牛肉' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '牛肉：冻品进口量，按月份' })).toBeTruthy();
  });

  it('names a known future in Chinese, its unit in 元/吨, and its chart by the Chinese date', async () => {
    const hog: SecurityQuote = {
      securityCode: 'LH',
      securityCodeShort: 'LH',
      englishName: 'Live Hog',
      weightUnitSymbol: 'CNY/T',
      lastPrice: 12_800,
      high: 12_900,
      low: 12_700,
      open: 12_750,
      rtPxChgPct1d: 0.4,
      rtPxChgNet1d: 50,
      pxSettleActualRt: 12_810,
      prevSesLastPrice: 12_750,
      ask: null,
      createTime: '2026-11-20T08:00:00.000Z',
      tradingDtRealtime: '2026-11-20',
      volume: 45_000,
      openInterest: 110_000,
      source: 'Demo data',
    };
    const tendency: Tendency = {
      ...fresh,
      asOf: '2026-11-20',
      total: 1,
      list: [{ tradeDate: '2026-11-20', open: 12_750, high: 12_900, low: 12_700, close: 12_800, settle: 12_810, volume: 45_000, openInterest: 110_000 }],
      securityCode: 'LH',
      englishName: 'Live Hog',
      weightUnitSymbol: 'CNY/T',
      kind: 'FUTURE',
    };
    renderKitPage(
      <SecurityPanel title="期货" headingId="data-futures" latest={{ ...fresh, total: 1, list: [hog] }} tendency={tendency} hrefOf={(code) => `/data?future=${code}`} />,
      { language: 'zh' },
    );
    const link = await screen.findByRole('link', { name: '生猪 (LH)' }, RENDERED);
    expect(link.getAttribute('href')).toBe('/zh/data?future=LH');
    const headers = [...document.querySelectorAll('.data-security__table th')].map((th) => th.textContent);
    expect(headers).toEqual(['名称', '最新价', '涨跌幅', '最高', '最低', '结算价', '日期']);
    expect(screen.getByRole('img', { name: '生猪：日线图，截至2026年11月20日共 1 个交易日' })).toBeTruthy();
    expect(document.querySelector('.ui-chart caption')?.textContent).toBe('生猪：每日开盘价、最高价、最低价、收盘价（元/吨）');
  });
});
