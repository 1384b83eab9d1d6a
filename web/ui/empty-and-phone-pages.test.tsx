// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderKitPage } from '../test-support/dom';
import { DataTable } from './DataTable';
import { EmptyState, useClearFilters } from './EmptyState';

function Filtered({ filtered }: { filtered: boolean }) {
  const next = useClearFilters(filtered, '/market/plant?accessType=202');
  return <EmptyState boxed next={next ?? { text: 'No posts here yet.', action: 'Post the first lead', to: '/community/release?type=1' }} />;
}

const rows = Array.from({ length: 120 }, (_, i) => ({ id: i + 1 }));

describe('empty states that say what to do next (issue 25)', () => {
  it('offers filters that match nothing cleared, and an empty list its first item, in the page’s language', async () => {
    const { unmount } = renderKitPage(<Filtered filtered />);
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    // §8's own words stay first: the next step is said after them.
    expect(screen.getByText('No information temporarily')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' }).getAttribute('href')).toBe('/market/plant?accessType=202');
    unmount();
    renderKitPage(<Filtered filtered={false} />);
    expect((await screen.findByRole('link', { name: 'Post the first lead' })).getAttribute('href')).toBe('/community/release?type=1');
    expect(screen.queryByText('Nothing matches these filters.')).toBeNull();
  });

  it('is Chinese on a Chinese page, under /zh', async () => {
    renderKitPage(<Filtered filtered />, { language: 'zh' });
    expect(await screen.findByText('没有符合筛选条件的结果。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '清除筛选' }).getAttribute('href')).toBe('/zh/market/plant?accessType=202');
  });
});

describe('a long table on a phone (decision 0059)', () => {
  const offPhone = () =>
    [...document.querySelectorAll('tbody tr')].map((tr, i) => (tr.classList.contains('ui-table__off-phone') ? 0 : i + 1)).filter(Boolean);
  it('keeps every row in the page, marks all but one group of 50 for phones, and pages through the rest', async () => {
    const user = userEvent.setup();
    renderKitPage(
      <DataTable rows={rows} columns={[{ header: 'No.', cell: (r) => r.id }]} rowKey={(r) => r.id} caption="Rows" phonePageSize={50} />,
    );
    expect(await screen.findByText('1–50 of 120')).toBeTruthy();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(120);
    expect(offPhone()).toEqual(rows.slice(0, 50).map((r) => r.id));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous rows' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    await user.click(screen.getByRole('button', { name: 'Next rows' }));
    expect(screen.getByText('101–120 of 120')).toBeTruthy();
    expect(offPhone()).toEqual(rows.slice(100).map((r) => r.id));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next rows' }).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Rows (table)' }));
  });
});
