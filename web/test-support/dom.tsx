import { cleanup, configure, render, screen, type RenderResult } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { onTestFinished, vi } from 'vitest';
import type { UserInfo } from '../../contracts/accounts/models';
import { RSP_OK } from '../../contracts/core/codes';
import { theme } from '../ui/theme';
import { kitConfig } from '../ui/kit/icons';
import { localPath, type Language } from '../lib/i18n';

/**
 * Shared by the component tests (web/**\/*.test.tsx with `// @vitest-environment happy-dom`), imported by each so
 * the node tests keep a plain environment. The DOM lacks what the kit asks a browser for (media queries), the kit
 * wants its App and ConfigProvider around a form, and a form's hooks want a router with the root route's user.
 */

// A page's first render waits for its root loader and the kit's modules: on a busy machine that takes over the
// library's default second, so the find queries wait longer.
configure({ asyncUtilTimeout: 5000 });

/** Media queries for the kit's responsive parts (grid, breakpoints): none of them matches. */
function ensureMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Where the router went after an action: a stand-in for any other page. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders a component as a kit page (web/routes/kit.tsx) at `path` under a root route whose loader answers `user`;
 * any other path shows where navigation went (find it with `findByTestId('elsewhere')`). In Chinese (`language:
 * 'zh'`) the router has the /zh basename, as the server gives Chinese pages (server/platform/page-languages.ts).
 */
export function renderKitPage(
  ui: ReactNode,
  { path = '/form', user = null, language = 'en' }: { path?: string; user?: UserInfo | null; language?: Language } = {},
): RenderResult {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => ({ user }),
        HydrateFallback: () => null,
        Component: Outlet,
        children: [
          {
            // The route is the path; a query in `path` is the page's address only.
            path: path.split('?')[0]!.slice(1),
            Component: () => (
              <ConfigProvider theme={{ ...theme, zeroRuntime: true }} {...kitConfig(language)}>
                <AntApp component={false}>{ui}</AntApp>
              </ConfigProvider>
            ),
          },
          { path: '*', Component: Elsewhere },
        ],
      },
    ],
    { basename: localPath(language, '/'), initialEntries: [localPath(language, path)] },
  );
  ensureMatchMedia();
  // Per test, not in an afterEach of this module: with isolate: false a worker imports this module once for all files.
  onTestFinished(cleanup);
  return render(<RouterProvider router={router} />);
}

/** One request the page sent through fetch: its method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the network the browser API uses (web/lib/api browserTransport calls fetch): answers each request
 * with `answer(path)`'s data in a success envelope (or the envelope given), and records what was sent.
 */
export function stubFetch(answer: (path: string) => unknown | { envelope: unknown; status: number } = () => null): SentRequest[] {
  const sent: SentRequest[] = [];
  onTestFinished(() => void vi.unstubAllGlobals());
  vi.stubGlobal('fetch', async (url: URL | string, init: RequestInit = {}) => {
    const path = new URL(String(url), window.location.origin).pathname;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    sent.push({ method: init.method ?? 'GET', path, body });
    const given = answer(path);
    const { envelope, status } =
      given && typeof given === 'object' && 'envelope' in given && 'status' in given
        ? (given as { envelope: unknown; status: number })
        : { envelope: { rspCode: RSP_OK, msg: 'success', data: given }, status: 200 };
    return new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

/**
 * The error the form shows at the field labelled `label`, '' when none: the kit ties it to the control through
 * aria-describedby (what a screen reader reads with the field) as `<id>_help`, beside the field's extra text.
 */
export function messageAt(label: string): string {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  const help = ids.split(' ').find((id) => id.endsWith('_help'));
  return help ? (document.getElementById(help)?.textContent ?? '') : '';
}
