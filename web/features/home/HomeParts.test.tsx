// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../../test-support/dom';
import { HomePanel } from './HomePanel';
import { HomeSearch } from './HomeSearch';
import { PostForSale } from './PostForSale';
import { RollingMessage } from './RollingMessage';

const wait = { timeout: 5_000 };

function Parts() {
  return (
    <>
      <HomeSearch />
      <PostForSale />
      <RollingMessage entries={[{ code: '/news/supervision/detail?id=3', value: '关于巴西牛肉的公告' }]} />
      <HomePanel id="panel" title="市场资讯" more={{ to: '/news/market-news' }} source={{ source: '行业媒体', asOf: '2026-11-19' }}>
        <p>…</p>
      </HomePanel>
    </>
  );
}

describe('the home page in Chinese', () => {
  it('searches in Chinese, and keeps its links and its form under /zh', async () => {
    renderKitPage(<Parts />, { language: 'zh' });
    const search = await screen.findByRole('search', { name: '全站搜索' }, wait);
    expect(search.getAttribute('action')).toBe('/zh');
    const scopes = within(search).getByLabelText('搜索范围');
    expect([...scopes.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['产品', '企业', '注册编号', '资讯', '供需']);
    expect(within(search).getByLabelText('关键词').getAttribute('placeholder')).toBe('产品、企业、注册编号或资讯关键词');
    expect(within(search).getByRole('button', { name: /搜索/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /发布产品供应/ }).getAttribute('href')).toMatch(/^\/zh\/login\?redirect=/);
    const rolling = screen.getByRole('navigation', { name: '最新动态' });
    expect(within(rolling).getByRole('link', { name: '关于巴西牛肉的公告' }).getAttribute('href')).toBe('/zh/news/supervision/detail?id=3');
    expect(screen.getByRole('link', { name: '更多市场资讯' }).textContent).toBe('更多');
    expect(document.querySelector('.home-panel__source')!.textContent).toBe('来源：行业媒体 · 截至 2026-11-19');
  });

  it('stays English on an English page', async () => {
    renderKitPage(<Parts />);
    const search = await screen.findByRole('search', { name: 'Search the portal' }, wait);
    expect(search.getAttribute('action')).toBe('/');
    expect(within(search).getByRole('option', { name: 'Reg.No.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Post products for sale/ })).toBeTruthy();
    expect(document.querySelector('.home-panel__source')!.textContent).toBe('Source: 行业媒体 · as of 2026-11-19');
  });
});
