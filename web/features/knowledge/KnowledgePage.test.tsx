// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The test DOM fetches no stylesheet: the tree's kit part (web/ui/kit/island.tsx) finds the kit's stylesheet loaded.
vi.mock('../../ui/kit/styles', () => ({ kitStylesLoaded: () => Promise.resolve() }));
import { COMMENTS_TYPE } from '../../../contracts/comments/codes';
import type { CategoryNode, KnowledgeArticle, KnowledgeListItem } from '../../../contracts/knowledge/models';
import { renderKitPage } from '../../test-support/dom';
import { KnowledgePage } from './KnowledgePage';
import type { KnowledgePageData } from './load';
import { knowledgeParams } from './params';

const tree: CategoryNode[] = [
  { uuid: '-1', label: 'All', count: 3, children: [] },
  { uuid: '-3', label: 'Hot', count: 3, children: [] },
  { uuid: '12', label: 'Cold chain', count: 2, children: [] },
  { uuid: '13', label: '标签', count: 1, children: [] },
];
const english: KnowledgeListItem = {
  id: 4,
  contentTitle: 'Keeping frozen beef at −18 °C from port to store',
  createDate: '2026-10-02T00:00:00.000Z',
  categoryId: '12',
  categoryName: 'Cold chain',
  contentHit: 2048,
  contentKeyword: 'cold chain',
  summary: 'Frozen beef must stay at −18 °C or colder.',
  waterRemarkFlag: 0,
};
const chinese: KnowledgeListItem = {
  ...english,
  id: 5,
  contentTitle: '进口肉类中文标签要点',
  categoryId: '13',
  categoryName: '标签',
  summary: '中文标签须标明原产国。',
};
const listPage = (url: string): KnowledgePageData => ({
  params: knowledgeParams(new URL(url)),
  tree,
  banners: [],
  article: null,
  comments: null,
  list: { list: [english, chinese], total: 2 },
  canonical: 'https://x/knowledgeBase',
});
const article: KnowledgeArticle = {
  id: 4,
  contentTitle: english.contentTitle,
  createDate: english.createDate,
  updateDate: '2026-11-01T09:30:00.000Z',
  content: '<p>Frozen beef must stay at −18 °C or colder.</p>',
  categoryId: '12',
  paths: [{ uuid: '12', categoryName: 'Cold chain' }],
  contentHit: 2048,
  contentKeyword: '',
  baiduIncluded: 1,
  waterRemarkFlag: 0,
  waterRemark: '',
};
const articlePage: KnowledgePageData = {
  ...listPage('https://x/knowledgeBase?id=4'),
  article,
  comments: { commentsType: COMMENTS_TYPE.KNOWLEDGE_BASE, ownerId: '4', comments: { list: [], total: 0 } },
  list: null,
};

describe('the knowledge base in Chinese', () => {
  it('lists the articles under Chinese headings, naming the tree entries and marking what is written in English', async () => {
    renderKitPage(<KnowledgePage data={listPage('https://x/knowledgeBase?articleTitle=beef')} />, { language: 'zh' });
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(heading.textContent).toBe('全部文章：“beef”');
    expect(within(heading).getByText('“beef”').getAttribute('translate')).toBe('no');
    // The tree is a kit part: it renders once its code has loaded (decision 0065).
    const nav = await screen.findByRole('navigation', { name: '知识分类' });
    expect(within(nav).getByText('全部')).toBeTruthy();
    expect(within(nav).getByText('热门')).toBeTruthy();
    expect(within(nav).getByText('Cold chain').getAttribute('lang')).toBe('en');
    expect(within(nav).getByText('标签').hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('button', { name: /搜索/ })).toBeTruthy();

    const englishLink = screen.getByRole('link', { name: english.contentTitle });
    expect(englishLink.getAttribute('lang')).toBe('en');
    expect(englishLink.getAttribute('href')).toBe('/zh/knowledgeBase?articleTitle=beef&id=4');
    const item = englishLink.closest('li')!;
    expect(within(item).getByText('英文')).toBeTruthy();
    expect(within(item).getByText('2,048 次阅读')).toBeTruthy();
    expect(within(item).getByText(english.summary).getAttribute('lang')).toBe('en');
    const chineseItem = screen.getByRole('link', { name: chinese.contentTitle }).closest('li')!;
    expect(within(chineseItem).queryByText('英文')).toBeNull();
    expect(screen.getByText(/^来源：CMSP 编辑部/)).toBeTruthy();
  });

  it('shows an English article in place of the list, saying there is no Chinese version', async () => {
    renderKitPage(<KnowledgePage data={articlePage} />, { language: 'zh' });
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(title.textContent).toBe(article.contentTitle);
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText('本文暂无中文版本，以下为英文原文。')).toBeTruthy();
    expect(document.querySelector('.kb-article__body')!.getAttribute('lang')).toBe('en');
    const crumbs = screen.getByRole('navigation', { name: '文章位置' });
    expect(within(crumbs).getByRole('link', { name: '智库' }).getAttribute('href')).toBe('/zh/knowledgeBase');
    expect(within(crumbs).getByRole('link', { name: 'Cold chain' }).getAttribute('lang')).toBe('en');
  });
});

describe('the knowledge base in English', () => {
  it('keeps its English headings and marks a Chinese article instead', async () => {
    renderKitPage(<KnowledgePage data={listPage('https://x/knowledgeBase?categoryId=-3')} />);
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 })).textContent).toBe('Most read');
    expect(screen.getByRole('link', { name: english.contentTitle }).hasAttribute('lang')).toBe(false);
    const chineseLink = screen.getByRole('link', { name: chinese.contentTitle });
    expect(chineseLink.getAttribute('lang')).toBe('zh-Hans');
    expect(within(chineseLink.closest('li')!).getByText('Chinese')).toBeTruthy();
  });
});
