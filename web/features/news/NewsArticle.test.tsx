// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKitPage } from '../../test-support/dom';
import { NewsArticle } from './NewsArticle';
import { HeadlineList } from './NewsLists';

// The test DOM fetches no stylesheet (and a clean checkout has not generated the kit's yet): the comments' kit part
// (web/ui/kit/island.tsx) finds the kit's stylesheet loaded.
vi.mock('../../ui/kit/styles', () => ({ kitStylesLoaded: () => Promise.resolve() }));

const article = {
  title: 'Uruguay chilled beef trial shipment arrives in Shanghai',
  titleZh: '乌拉圭冰鲜牛肉试验批次抵港',
  date: '2026-11-19',
  views: 1234,
  html: '<p>The first chilled beef from Uruguay cleared customs.</p>',
  source: 'market' as const,
  related: [
    { id: 7, to: '/news/market-news/detail?id=7', title: 'Brazil adds plants', titleZh: '巴西新增注册工厂', date: '2026-11-18' },
    { id: 8, to: '/news/market-news/detail?id=8', title: 'Norway salmon prices rise', titleZh: '', date: '2026-11-17' },
  ],
};

const heading = () => screen.getByRole('heading', { level: 1 });
/** Renders and waits for the page: the root route's loader runs first. */
async function show(ui: Parameters<typeof renderKitPage>[0], language: 'en' | 'zh' = 'en') {
  renderKitPage(ui, { language });
  await screen.findAllByRole('link', {}, { timeout: 5_000 });
}
const body = () => document.querySelector('.news-body')!;

describe('a news item in Chinese', () => {
  it('leads with the Chinese title, keeps the English one on demand, and says the body is English', async () => {
    await show(<NewsArticle {...article} />, 'zh');
    expect(heading().textContent).toBe('乌拉圭冰鲜牛肉试验批次抵港');
    expect(heading().querySelector('[lang]')).toBeNull();
    const other = screen.getByText('英文标题').closest('details')!;
    expect(other.open).toBe(false);
    expect(other.querySelector('p')!.getAttribute('lang')).toBe('en');
    expect(other.querySelector('p')!.textContent).toBe(article.title);
    expect(screen.getByText('正文暂无中文版本，以下为英文原文。')).toBeTruthy();
    expect(body().getAttribute('lang')).toBe('en');
    expect(screen.getByText(/1,234 次浏览/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '推荐资讯' })).toBeTruthy();
    expect(screen.getByText(/^来源|^Source/).textContent).toContain('行业媒体');
  });

  it('shows an item without a Chinese title in English, marked as such', async () => {
    await show(<NewsArticle {...article} titleZh="" />, 'zh');
    expect(heading().textContent).toBe(article.title);
    expect(heading().querySelector('span')!.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('英文标题')).toBeNull();
    expect(screen.getByText('本文暂无中文版本，以下为英文原文。')).toBeTruthy();
  });

  it('links its headlines under /zh, each in Chinese first with the English under it', async () => {
    await show(<HeadlineList items={article.related} />, 'zh');
    const chinese = screen.getByRole('link', { name: '巴西新增注册工厂' });
    expect(chinese.getAttribute('href')).toBe('/zh/news/market-news/detail?id=7');
    expect(chinese.getAttribute('lang')).toBeNull();
    expect(screen.getByText('Brazil adds plants').getAttribute('lang')).toBe('en');
    const english = screen.getByRole('link', { name: 'Norway salmon prices rise' });
    expect(english.getAttribute('lang')).toBe('en');
    expect(english.parentElement!.textContent).toContain('仅英文');
  });
});

describe('a news item in English', () => {
  it('leads with the English title, offers the Chinese original, and adds no note to the body', async () => {
    await show(<NewsArticle {...article} />);
    expect(heading().textContent).toBe(article.title);
    const other = screen.getByText('Chinese original title').closest('details')!;
    expect(other.querySelector('p')!.getAttribute('lang')).toBe('zh-Hans');
    expect(body().hasAttribute('lang')).toBe(false);
    expect(document.querySelector('.news-article__only')).toBeNull();
    expect(screen.getByText(/1,234 views/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brazil adds plants' }).getAttribute('href')).toBe('/news/market-news/detail?id=7');
    expect(screen.getByText('巴西新增注册工厂').getAttribute('lang')).toBe('zh-Hans');
  });
});
