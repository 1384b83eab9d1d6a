import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const panel = (page: Page, name: string) => page.getByRole('region', { name });
const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));

describe('home page', () => {
  test('renders every widget on the server, with sources and as-of dates, without JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    // The bar shows what the site settings hold (admin.spec edits it meanwhile): the page is read between two reads
    // of the setting that agree, so an edit landing in between makes it load again rather than compare across it.
    const rollMessage = async () => {
      const notice = (await (await fetch(`${baseURL()}/api/notice/config`)).json()) as {
        data: { list: { code: string; value: string }[] };
      };
      return notice.data.list.find((n) => n.code === 'ROLL_MESSAGE')?.value ?? '';
    };
    let before = '';
    let after = '';
    for (let attempt = 0; attempt < 5 && (attempt === 0 || before !== after); attempt++) {
      before = await rollMessage();
      await page.goto('/');
      after = await rollMessage();
    }
    expect(after).toBe(before);
    expect(after).not.toBe('');
    await expect(page.getByRole('complementary', { name: 'Notice' }).textContent()).resolves.toContain(after);
    await expect(page.locator('.home-notice__more').getAttribute('target')).resolves.toBe('_blank');
    const market = await hrefs(page, 'section[aria-labelledby="home-market-news"] .news-headline a');
    expect(market).toHaveLength(5);
    expect(market.every((href) => /^\/news\/market-news\/detail\?id=\d+$/.test(href))).toBe(true);
    const gacc = await hrefs(page, 'section[aria-labelledby="home-gacc-updates"] .news-headline a');
    expect(gacc).toHaveLength(4);
    expect(gacc.every((href) => /^\/news\/supervision\/detail\?id=\d+$/.test(href))).toBe(true);
    const companies = await hrefs(page, '.home-recommended a.market-card');
    expect(companies).toHaveLength(8);
    for (const href of companies) {
      const query = new URL(href, 'http://x').searchParams;
      expect(href.startsWith('/market/company/detail?')).toBe(true);
      expect([...query.keys()].sort()).toEqual(['accessType', 'companyCode', 'countryCode', 'plantName']);
    }
    await expect(page.locator('section[aria-labelledby="home-factory-news"] .news-headline a').count()).resolves.toBe(5);
    await expect(page.locator('.home-rolling li').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('#home-securities .ui-table tbody tr').count()).resolves.toBeGreaterThan(1);
    for (const category of ['Seafood', 'Fruits', 'Vegetable']) {
      const table = page.getByRole('region', { name: `${category} Price` });
      await expect(table.locator('tbody tr').count()).resolves.toBeGreaterThan(0);
      await expect(table.getByRole('link', { name: 'More' }).getAttribute('href')).resolves.toBe(
        `/data/quotes-detail?productName=${category}`,
      );
    }
    const ranking = page.locator('section[aria-labelledby="home-import-ranking"]');
    await expect(ranking.locator('tbody tr').count()).resolves.toBeGreaterThan(5);
    await expect(ranking.getByRole('link', { name: 'More' }).getAttribute('href')).resolves.toMatch(
      /^\/data\/price-detail\?(type=PIG&)?year=\d{4}$/,
    );
    const sources = await page.locator('.home-panel__source').allTextContents();
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const text of sources) expect(text).toMatch(/^Source: .+Demo data$/);
    expect(sources.filter((text) => /as of \d{4}-\d{2}-\d{2}/.test(text)).length).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  // One page load and one click each: on a busy machine three home page loads in one test can pass its 30 s.
  test('a market news headline opens its article', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const news = panel(page, 'Market News').locator('.news-headline a').first();
    const title = (await news.textContent())!.trim();
    await news.click();
    await page.waitForURL(/\/news\/market-news\/detail\?id=\d+$/);
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.trim() === t, title);
    await context.close();
  });

  test('a recommended company opens its page', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const card = page.locator('.home-recommended a.market-card').first();
    const name = (await card.locator('.market-card__name').textContent())!.trim();
    const href = (await card.getAttribute('href'))!;
    // Brought into view first, and clicked once the grid's logos (loaded lazily, as it comes into view) are in: a
    // click while the page below the fold is still loading could land beside the card on a busy machine.
    await card.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.home-recommended img')].every((i) => i.complete));
    await card.click();
    // Each wait shorter than the test, so a failure names the step that did not happen.
    const target = new URL(href, page.url());
    await page.waitForURL(
      (url) => url.pathname === target.pathname && url.searchParams.get('companyCode') === target.searchParams.get('companyCode'),
      { timeout: 15_000 },
    );
    await page.locator('h1', { hasText: name }).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.get('plantName')).toBe(name);
    await context.close();
  });

  test("a panel's More link opens its list", async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    await panel(page, 'GACC Updates').getByRole('link', { name: 'More GACC Updates' }).click();
    await page.waitForURL(/\/news\/supervision$/);
    // A price table's More link opens the Market Price page on that table's tab.
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Fruits Price' }).getByRole('link', { name: 'More' }).click();
    await page.waitForURL(/\/data\/quotes-detail\?productName=Fruits$/);
    await page.locator('[aria-current="true"]', { hasText: 'Fruits' }).waitFor();
    await expect(page.locator('td[data-label="Price (CNY/KG)"]').count()).resolves.toBeGreaterThan(0);
    await context.close();
  });

  test('draws the futures chart as it comes into view, and the Index tab shows the indexes with a line chart', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('#home-securities .ui-chart__box').scrollIntoViewIfNeeded();
    await page.locator('#home-securities .ui-chart__box[data-chart-state="drawn"]').waitFor();
    await page.locator('#home-securities').getByRole('link', { name: 'Index', exact: true }).click();
    await page.waitForURL(/\?securities=index/);
    await page.getByRole('heading', { name: 'Index', exact: true }).waitFor();
    await page.locator('#home-securities .ui-chart__box[data-chart-state="drawn"]').waitFor();
    await context.close();
  });

  test("sends a visitor's 'Post products for sale' through sign-in to the supply form, on a phone too", async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Post products for sale' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/community/release?type=1');
    await context.close();
  });
});

describe('home page in Chinese', () => {
  test('its widgets speak Chinese, every link stays under /zh, and the search lands on the Chinese list', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/zh', { waitUntil: 'networkidle' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
    await page.getByRole('heading', { level: 1, name: '中国肉类与水产品市场准入' }).waitFor();
    await expect(panel(page, '市场资讯').locator('.news-headline a').count()).resolves.toBe(5);
    await expect(panel(page, '海关总署动态').locator('.news-headline a').count()).resolves.toBe(4);
    await expect(panel(page, '推荐企业').getByRole('link', { name: '更多企业' }).getAttribute('href')).resolves.toBe('/zh/market/company');
    const sources = await page.locator('.home-panel__source').allTextContents();
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const text of sources) expect(text).toMatch(/^来源：/);
    const links = await hrefs(page, '.home-body a[href^="/"], .home-rolling a, .home-hero a[href^="/"]');
    expect(links.length).toBeGreaterThan(20);
    // Downloads are files of the API, in no language.
    expect(links.filter((href) => !/^\/zh([/?#]|$)/.test(href) && !href.startsWith('/api/'))).toEqual([]);

    await page.getByLabel('搜索范围').selectOption('news');
    await page.getByLabel('关键词').fill('beef');
    await page.getByRole('button', { name: /搜索/ }).click();
    await page.waitForURL(/\/zh\/news\/market-news\?keywords=beef$/);
    await page.getByRole('heading', { level: 1, name: '市场资讯' }).waitFor();
    await context.close();
  });

  test("on a phone: 'Post products for sale' in Chinese goes through the Chinese sign-in", async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/zh', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('link', { name: '发布产品供应' }).click();
    await page.waitForURL(/\/zh\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/community/release?type=1');
    await context.close();
  });
});
