// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { knowledgeAdminCalls } from '../../../../contracts/knowledge/calls';
import type { AdminCategory } from '../../../../contracts/knowledge/models';
import { renderKitPage, stubFetch } from '../../../test-support/dom';
import { CategoriesEditor } from './CategoriesEditor';

/** The first render of a kit form can take seconds on a busy machine: the first look waits that long. */
const RENDERED = { timeout: 10_000 };

const category = (uuid: string, categoryName: string, zhCategoryName: string, parentId: string | null = null): AdminCategory => ({
  uuid,
  categoryName,
  zhCategoryName,
  parentId,
  sort: Number(uuid) * 10,
  articleCount: 0,
  childCount: 0,
});
const categories = [category('1', 'Labelling', '标签'), category('2', 'Cold chain', '', '1')];

describe('the knowledge categories in Chinese', () => {
  it('name each category in Chinese, or in English marked as such where it has no Chinese name', async () => {
    stubFetch();
    renderKitPage(<CategoriesEditor categories={categories} />, { path: '/admin/knowledge/categories', language: 'zh' });
    const labelled = await screen.findByRole('row', { name: /标签/ }, RENDERED);
    expect(within(labelled).queryByText('Labelling')).toBeNull();
    const english = screen.getByText('Cold chain');
    expect(english.getAttribute('lang')).toBe('en');
    expect(within(screen.getByRole('row', { name: /Cold chain/ })).getByText('暂无中文版本')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重命名标签' })).toBeTruthy();
  });

  it('add a category with its English and Chinese names', async () => {
    const sent = stubFetch((path) => (path === knowledgeAdminCalls.createCategory.path ? category('3', 'Ports', '口岸') : null));
    const user = userEvent.setup();
    renderKitPage(<CategoriesEditor categories={categories} />, { path: '/admin/knowledge/categories', language: 'zh' });
    await user.click(await screen.findByRole('button', { name: '添加一级分类' }, RENDERED));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('英文名称'), 'Ports');
    await user.type(within(dialog).getByLabelText('中文名称'), '口岸');
    await user.click(within(dialog).getByRole('button', { name: /^保存$/ }));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === knowledgeAdminCalls.createCategory.path).map((r) => r.body)).toEqual([
        { categoryName: 'Ports', zhCategoryName: '口岸', parentId: null },
      ]),
    );
    expect(await screen.findByText('分类已添加')).toBeTruthy();
  });
});
