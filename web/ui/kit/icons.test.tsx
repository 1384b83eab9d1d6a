// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { Input, Select, Table, Tabs, Tree, TreeSelect } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../../test-support/dom';
import type { Language } from '../../lib/i18n';
import { useKitIcons } from './icons';
import { NumberInput } from './NumberInput';

/** The kit's controls as the portal's pages use them: each with the icons it is given. */
function Controls() {
  const kit = useKitIcons();
  const [n, setN] = useState<number | null>(999);
  return (
    <>
      <Select aria-label="select" value="a" options={[{ value: 'a', label: 'A' }]} allowClear={kit.selectClear} />
      <Input.Password aria-label="password" />
      <Input aria-label="input" defaultValue="x" allowClear={kit.inputClear} />
      <Input.Search aria-label="search" />
      <Tabs items={[{ key: 'a', label: 'A', children: 'a' }]} />
      <Tree treeData={[{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }]} defaultExpandAll switcherIcon={kit.treeSwitcher} />
      <TreeSelect aria-label="tree" treeData={[{ value: 1, title: 'A' }]} suffixIcon={kit.treeSelectArrow} />
      <Table
        rowKey="id"
        columns={[{ title: 'Id', dataIndex: 'id' }]}
        dataSource={Array.from({ length: 80 }, (_, id) => ({ id }))}
        pagination={{ ...kit.pagination, pageSize: 5 }}
      />
      <label htmlFor="count">count</label>
      <NumberInput id="count" min={0} max={1000} value={n} onChange={setN} />
    </>
  );
}

/** What the page's icons and icon buttons say to a screen reader: every aria-label not hidden from it. */
const heard = () =>
  [...document.querySelectorAll('[aria-label]')]
    .filter((el) => !el.closest('[aria-hidden="true"]'))
    .map((el) => el.getAttribute('aria-label')!)
    .filter((name) => !['select', 'password', 'input', 'search', 'tree'].includes(name));

async function render(language: Language) {
  renderKitPage(<Controls />, { language });
  await screen.findByLabelText('count');
}

describe('the kit’s icons', () => {
  it('say nothing in English on a Chinese page: decorative ones are hidden, icon buttons named in Chinese', async () => {
    await render('zh');
    const names = heard();
    expect(names.filter((name) => /[A-Za-z]{2,}/.test(name))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['清除', '显示', '搜索', '更多', '上一页', '下一页', '增加', '减少']));
    // The select's clear button and the input's.
    expect(screen.getAllByRole('button', { name: '清除' })).toHaveLength(2);
  });

  it('name the same buttons in English on an English page', async () => {
    await render('en');
    expect(heard()).toEqual(
      expect.arrayContaining(['Clear', 'Show', 'Search', 'More', 'Previous page', 'Next page', 'Increase', 'Decrease']),
    );
  });

  it('step the number box with its own buttons, within its bounds', async () => {
    await render('zh');
    const box = screen.getByLabelText('count');
    const more = screen.getByRole('button', { name: '增加' });
    fireEvent.click(more);
    expect(box.getAttribute('aria-valuenow')).toBe('1000');
    expect(more.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '减少' }));
    expect(box.getAttribute('aria-valuenow')).toBe('999');
  });
});
