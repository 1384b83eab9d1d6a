import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launchBrowser, openPage } from './support/browser';
import { registerUser } from './support/users';

/**
 * The lean first paint (docs/decisions/0030-lean-first-paint.md, 0065-kit-pages-lean.md): public pages carry the
 * portal's CSS in the head and no UI-kit stylesheet (pages with kit parts: only the kit rules they draw), they become
 * interactive once hydrated, and nothing moves while they load on a phone.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PUBLIC_PAGES = ['/', '/market/plant', '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR'];

/**
 * Public pages with kit parts loaded after the first paint (web/ui/kit/island.tsx, decision 0065): the page, a kit
 * rule its parts draw, and the start of one part's code file.
 */
const KIT_PART_PAGES = [
  ['/login', '.ant-form-item', 'LoginForm-'],
  ['/register', '.ant-form-item', 'RegisterForm-'],
  ['/news/market-news/detail?id=110', '.ant-btn', 'Comments-'],
  ['/knowledgeBase', '.ant-tree', 'CategoryTree-'],
  ['/knowledgeBase?id=11', '.ant-tree', 'Comments-'],
  ['/community', '.ant-tag', 'LeadCard-'],
  ['/exchange', '.ant-select', 'ForumControls-'],
  ['/exchange/detail?code=demo-topic-0010', '.ant-avatar', 'TopicView-'],
  ['/feedback', '.ant-form-item', 'FeedbackForm-'],
  ['/ourService', '.ant-form-item', 'FeedbackForm-'],
  // The demo's verified supplier (server/db/seed/companies.ts): its badge and the team request form.
  ['/verified/1', '.ant-tag', 'JoinTeam-'],
];

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

/** Holds back the sign-in form's code until the answer is called: the page stays as the server drew it. */
async function holdLoginFormCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/LoginForm-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

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

  test('a page of the kit layout links the kit stylesheet', async () => {
    const html = await (await fetch(`${baseURL()}/unsubscribe`)).text();
    expect(stylesheetLinks(html).some((link) => /antd/.test(link))).toBe(true);
  });

  test.each(KIT_PART_PAGES)('%s inlines the kit rules it draws and loads the kit after its first paint', async (path, drawn, part) => {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(stylesheetLinks(head).filter((link) => /antd/.test(link))).toEqual([]);
    const kitRules = /<style id="kit-first-paint">([^<]*)<\/style>/.exec(head)?.[1] ?? '';
    // The rules of what the parts draw, not those of what they do not (a table, a date picker).
    expect(kitRules).toContain(drawn);
    expect(kitRules).not.toContain('.ant-table');
    expect(kitRules).not.toContain('.ant-picker');
    // Before the portal's own styles, which override the kit's.
    expect(head.indexOf('id="kit-first-paint"')).toBeLessThan(head.indexOf('id="page-styles"'));
    // No module preload in the HTML (the page starts after its first frame), and the part's code is not in the list.
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(/const preloads = (\[[^\]]*\]);/.exec(html)?.[1]).not.toContain(part);

    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    try {
      await page.goto(path, { waitUntil: 'networkidle' });
      // Once the kit has loaded, its whole stylesheet sits where the first paint's rules are.
      const order = await page.$$eval('head link[rel="stylesheet"], head style[id]', (els) =>
        els.map((el) => el.id || (el.getAttribute('href')?.includes('antd') ? 'antd' : 'other')),
      );
      expect(order.indexOf('antd')).toBeGreaterThanOrEqual(0);
      expect(order.indexOf('antd')).toBeLessThan(order.indexOf('kit-first-paint'));
      expect(await layoutShift(page)).toBeLessThan(0.02);
    } finally {
      await context.close();
    }
  });

  test('text typed before the sign-in form has loaded its code reaches the form', async () => {
    const { context, page } = await openPage(browser, { width: 1440, height: 900 });
    try {
      const release = await holdLoginFormCode(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      await page.fill('#login_email', 'early@example.com');
      await page.fill('#login_password', 'typed-early-1');
      // Not hydrated yet: the kit's Sign In stays disabled as the server drew it.
      expect(await page.isEnabled('button[type="submit"]')).toBe(false);
      release();
      // Hydrated: the form's state holds both fields, so Sign In is enabled.
      await expect.poll(() => page.isEnabled('button[type="submit"]'), { timeout: 15_000 }).toBe(true);
      expect(await page.inputValue('#login_email')).toBe('early@example.com');
    } finally {
      await context.close();
    }
  });

  test('Enter pressed before the sign-in form has loaded its code signs in once it has', async () => {
    const password = 'Early enter 1';
    const user = await registerUser('early-enter', password);
    const { context, page } = await openPage(browser, { width: 1440, height: 900, address: '192.0.2.235' });
    try {
      const release = await holdLoginFormCode(page);
      await page.goto('/login', { waitUntil: 'domcontentloaded' });
      // The page's shell has hydrated; the form's own code is still held back.
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
      await page.fill('#login_email', user.email);
      await page.fill('#login_password', password);
      await page.press('#login_password', 'Enter');
      expect(page.url()).toMatch(/\/login$/);
      release();
      // Once the form works, the sign-in asked for is made: the visitor lands where sign-in leads.
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'My Account' }).waitFor();
    } finally {
      await context.close();
    }
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
