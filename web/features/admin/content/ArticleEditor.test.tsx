// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messageAt, renderKitPage, stubFetch } from '../../../test-support/dom';
import { ApiError } from '../../../lib/api/client';
import { ArticleEditor } from './ArticleEditor';

/** The first render of a kit form can take seconds on a busy machine: the first look waits that long. */
const RENDERED = { timeout: 10_000 };

const empty = { contentTitle: '', content: '', zhContentTitle: '', zhContent: '' };
type Values = typeof empty;

function renderEditor(initialValues: Values, language: 'en' | 'zh') {
  const save = vi.fn(async (_id: number | null, _values: Values) => ({ id: 7 }));
  const writes = { publish: vi.fn(async () => null), unpublish: vi.fn(async () => null), remove: vi.fn(async () => null) };
  renderKitPage(
    <ArticleEditor<Values>
      name="knowledge"
      id={null}
      state={null}
      initialValues={initialValues}
      languages={{ en: { title: 'contentTitle', body: 'content' }, zh: { title: 'zhContentTitle', body: 'zhContent' } }}
      limits={{ title: 250, body: 200_000 }}
      fields={null}
      save={save}
      writes={writes}
      editPath={(id) => `/admin/knowledge/${id}`}
      publicPath={null}
    />,
    { path: '/admin/knowledge/new', language },
  );
  return { save, writes };
}

describe('the article form in two languages', () => {
  it('in Chinese: the Chinese section first, the English title and body required, the Chinese ones optional', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { save } = renderEditor(empty, 'zh');
    // The page's language first: the Chinese section, then the English one.
    const legends = (await screen.findAllByRole('group', {}, RENDERED)).map((g) => g.querySelector('legend')?.textContent).filter(Boolean);
    expect(legends).toEqual(['中文', '英文']);
    expect(screen.getByLabelText('中文标题').getAttribute('lang')).toBe('zh-Hans');
    expect(screen.getByLabelText('英文标题').getAttribute('lang')).toBe('en');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(messageAt('英文标题')).toBe('不能为空'));
    expect(messageAt('中文标题')).toBe('');
    expect(await screen.findByText('未保存：请检查标出的字段')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the Chinese title beside the English title and body, then opens the saved draft', async () => {
    stubFetch();
    const user = userEvent.setup();
    const english = { ...empty, contentTitle: 'Carton labels', content: '<p>Every carton carries a label.</p>' };
    const { save } = renderEditor(english, 'zh');
    await user.type(await screen.findByLabelText('中文标题', {}, RENDERED), '纸箱标签');
    await user.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/admin/knowledge/7');
    expect(save).toHaveBeenCalledWith(null, { ...english, zhContentTitle: '纸箱标签' });
  });

  it('keeps a new draft whose publication is refused: the editor opens the saved draft and says why', async () => {
    stubFetch();
    const user = userEvent.setup();
    const english = { ...empty, contentTitle: 'Plant list change', content: '<p>Suspended from today.</p>' };
    const { save, writes } = renderEditor(english, 'en');
    writes.publish.mockRejectedValueOnce(new ApiError(400, '400', 'Change 1: that registration is suspended'));
    await user.click(await screen.findByRole('button', { name: 'Publish' }, RENDERED));
    expect(await screen.findByText('Change 1: that registration is suspended')).toBeTruthy();
    expect(await screen.findByTestId('elsewhere')).toHaveProperty('textContent', '/admin/knowledge/7');
    expect(save).toHaveBeenCalledTimes(1);
    expect(writes.publish).toHaveBeenCalledWith(7);
  });

  it('labels each language on an English page, English first', async () => {
    stubFetch();
    renderEditor(empty, 'en');
    const legends = (await screen.findAllByRole('group', {}, RENDERED)).map((g) => g.querySelector('legend')?.textContent).filter(Boolean);
    expect(legends).toEqual(['English', 'Chinese']);
    for (const label of ['Title (English)', 'Title (Chinese)']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Body (Chinese)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });
});
