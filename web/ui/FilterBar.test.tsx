// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';

afterEach(cleanup);

/** A list page as the market and news pages build it: the filters read back from the URL query. */
function List() {
  const [params] = useSearchParams();
  return (
    <FilterBar
      selects={[
        {
          name: 'countryCode',
          label: 'Country',
          value: params.get('countryCode') ?? '',
          allLabel: 'All countries',
          options: [
            { value: 'AR', label: 'Argentina' },
            { value: 'BE', label: 'Belgium' },
            { value: 'BR', label: 'Brazil' },
          ],
        },
      ]}
      keyword={{ name: 'keywords', label: 'Keywords', value: params.get('keywords') ?? '' }}
    />
  );
}

function renderList(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <List /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('FilterBar', () => {
  it('submits a changed select and keeps the focus on it, so the arrow keys can go on to the next option', async () => {
    const router = renderList('/list?countryCode=AR');
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement;
    select.focus();
    fireEvent.change(select, { target: { value: 'BE' } });
    await waitFor(() => expect(router.state.location.search).toContain('countryCode=BE'));
    expect(router.state.navigation.state).toBe('idle');
    const after = screen.getByRole('combobox', { name: 'Country' });
    expect(after).toBe(select);
    expect(document.activeElement).toBe(select);
    expect(select.value).toBe('BE');
  });

  it('follows the URL when a navigation changes it (the back button, a link)', async () => {
    const router = renderList('/list?countryCode=AR&keywords=beef');
    await act(() => router.navigate('/list?countryCode=BR&keywords=SIF+118'));
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('BR');
    expect((screen.getByRole('searchbox', { name: 'Keywords' }) as HTMLInputElement).value).toBe('SIF 118');
    await act(() => router.navigate('/list'));
    expect((screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement).value).toBe('');
    expect((screen.getByRole('searchbox', { name: 'Keywords' }) as HTMLInputElement).value).toBe('');
  });

  it('keeps what the user types in the keyword box until they send it', () => {
    renderList('/list?keywords=beef');
    const box = screen.getByRole('searchbox', { name: 'Keywords' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'pork' } });
    expect(box.value).toBe('pork');
  });
});
