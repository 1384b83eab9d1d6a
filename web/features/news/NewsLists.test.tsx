// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomsUpdateRow, NewsRow } from '../../../contracts/news/models';
import { customsUpdatePath, factoryNewsPath } from '../../../contracts/news/pages';
import { renderKitPage } from '../../test-support/dom';
import { NewsTable, useCustomsColumns, useNewsColumns } from './NewsLists';
import { newsParams } from './params';

const row: NewsRow = {
  id: 31,
  newsSource: 164,
  contentTitle: '巴西 SIF 2543 工厂恢复对华出口',
  enContentTitle: 'Brazil plant SIF 2543 may ship to China again',
  summary: 'GACC lifted the suspension of the plant.',
  contentKeyword: '',
  countryCode: 'BR',
  countryName: '巴西',
  accessType: '201',
  companyTags: [],
  views: 4321,
  commentsCount: 0,
  createDate: '2026-11-19T08:00:00.000Z',
  sourceDate: '2026-11-19',
  updateDate: '2026-11-19T08:00:00.000Z',
  contentDate: '2026-11-19',
  baiduIncluded: 1,
};
const update: CustomsUpdateRow = {
  id: 5,
  infoCode: 'GACC-2026-101',
  enInfoTime: '2026-11-20',
  enTitle: 'Notice on beef from Uruguay and Brazil',
  contentTitle: '关于乌拉圭和巴西牛肉的公告',
  summary: 'Both countries.',
  contentEng: '<p>Both countries.</p>',
  countryCodes: ['UY', 'BR'],
  countryNames: ['乌拉圭', '巴西'],
  accessType: '201',
  views: 3,
};
const params = newsParams(new URL('https://x/news/factory-news'));

function FactoryTable() {
  return (
    <NewsTable
      page={{ list: [row], total: 1 }}
      columns={useNewsColumns(factoryNewsPath)}
      rowKey={(n) => n.id}
      params={params}
      caption="工厂动态"
    />
  );
}
function CustomsTable() {
  return (
    <NewsTable
      page={{ list: [update], total: 1 }}
      columns={useCustomsColumns(customsUpdatePath)}
      rowKey={(u) => u.id}
      params={params}
      caption="海关总署动态"
    />
  );
}

describe('the news lists in Chinese', () => {
  it('name their columns and product types in Chinese, and mark the English summary', async () => {
    renderKitPage(<FactoryTable />, { language: 'zh' });
    await screen.findByRole('table', {}, { timeout: 5_000 });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['日期', '标题', '国家', '类别', '浏览量']);
    expect(screen.getByRole('cell', { name: '肉类' })).toBeTruthy();
    expect(screen.getByRole('link', { name: row.contentTitle }).getAttribute('href')).toBe('/zh/news/factory-news/detail?id=31');
    expect(screen.getByText(row.summary).getAttribute('lang')).toBe('en');
  });

  it('join the countries of a GACC update the Chinese way and keep its notice number untranslated', async () => {
    renderKitPage(<CustomsTable />, { language: 'zh' });
    await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(screen.getByRole('cell', { name: '乌拉圭、巴西' })).toBeTruthy();
    expect(screen.getByText('GACC-2026-101').getAttribute('translate')).toBe('no');
  });

  it('stay English on an English page', async () => {
    renderKitPage(<FactoryTable />);
    await screen.findByRole('table', {}, { timeout: 5_000 });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Title', 'Country', 'Type', 'Views']);
    expect(screen.getByRole('cell', { name: 'Meat' })).toBeTruthy();
    expect(screen.getByText(row.summary).hasAttribute('lang')).toBe(false);
  });
});
