// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavigationProgress, PROGRESS_DELAY_MS, useSlowNavigation } from './NavigationProgress';

afterEach(cleanup);

function Shell() {
  const loading = useSlowNavigation();
  return (
    <>
      <NavigationProgress shown={loading} />
      <main aria-busy={loading || undefined}>
        <Outlet />
      </main>
    </>
  );
}

/** A portal whose /slow page loads until the test lets its loader answer. */
function portal() {
  let answer: (value: null) => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <Shell />,
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'quick', loader: () => null, element: <p>Quick page</p> },
          { path: 'slow', loader: () => new Promise<null>((resolve) => (answer = resolve)), element: <p>Slow page</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, answer: () => answer(null) };
}

const bar = () => screen.queryByRole('progressbar', { name: 'Loading the page' });

describe('the loading bar', () => {
  it('appears once a navigation has loaded for 200 ms, marks the main region busy, and goes when the page arrives', async () => {
    const { router, answer } = portal();
    const started = Date.now();
    // Not inside act(): act would hold every render until the navigation ends, and this one waits for the test.
    void router.navigate('/slow');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    expect(bar()).toBeNull();
    await waitFor(() => expect(bar()).not.toBeNull(), { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(PROGRESS_DELAY_MS);
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
    await act(async () => answer());
    await screen.findByText('Slow page');
    expect(bar()).toBeNull();
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
  });

  it('shows nothing for a navigation quicker than that', async () => {
    const { router } = portal();
    await act(() => router.navigate('/quick'));
    await screen.findByText('Quick page');
    await new Promise((resolve) => setTimeout(resolve, PROGRESS_DELAY_MS * 2));
    expect(bar()).toBeNull();
    expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false);
  });
});
