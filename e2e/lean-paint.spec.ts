import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launchBrowser, openPage } from './support/browser';

/**
 * The lean first paint (docs/decisions/0030-lean-first-paint.md): public pages carry the portal's CSS in the head and
 * no UI-kit stylesheet, they become interactive once hydrated, and nothing moves while they load on a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC_PAGES = ['/', '/market/plant', '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR'];

const stylesheetLinks = (html: string) => [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map((m) => m[0]);

/** The sum of layout shifts not caused by input, as the page has recorded them since it started loading. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive with the next frame.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

describe('lean first paint', () => {
  test.each(PUBLIC_PAGES)('%s has the portal CSS inline and no render-blocking kit stylesheet', async (path) => {
    const res = await fetch(`${baseURL()}${path}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = /<style id="page-styles">([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    // The header's and the lists' own rules are in the page itself.
    expect(inline).toContain('.site-header');
    expect(inline).toContain('.ui-filter');
    expect(stylesheetLinks(head).filter((link) => /antd/.test(link))).toEqual([]);
  });

  test('a kit page links the kit stylesheet', async () => {
    const html = await (await fetch(`${baseURL()}/login`)).text();
    expect(stylesheetLinks(html).some((link) => /antd/.test(link))).toBe(true);
  });

  test('a public list hydrates on a phone: a filter navigates in place', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    try {
      await page.goto('/market/plant', { waitUntil: 'networkidle' });
      // A full page load would lose this mark; a client-side navigation keeps it.
      await page.evaluate(() => Object.assign(window, { leanPaintMark: true }));
      await page.locator('select[name="status"]').selectOption('1');
      await page.waitForURL(/[?&]status=1\b/);
      // The rows follow the filter: active plants only.
      await expect.poll(() => page.locator('.market-status:not(.market-status--active)').count()).toBe(0);
      await expect(page.locator('.market-status--active').count()).resolves.toBeGreaterThan(0);
      await expect(page.evaluate(() => (window as unknown as { leanPaintMark?: boolean }).leanPaintMark)).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  test.each(PUBLIC_PAGES)('%s does not shift while it loads at 390 px', async (path) => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await layoutShift(page)).toBeLessThan(0.02);
    } finally {
      await context.close();
    }
  });
});
