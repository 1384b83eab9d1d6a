import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The cells of a column in the table under the heading `title`. */
const column = (page: Page, headingId: string, label: string) =>
  page.locator(`section[aria-labelledby="${headingId}"] tbody td[data-label="${label}"]`).allTextContents();

describe('data pages without JavaScript', () => {
  test('every data route renders its tables, sources and downloads on the server', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data');
    for (const id of [
      'data-futures',
      'data-indexes',
      'data-market',
      'data-value-ranking',
      'data-volume-ranking',
      'data-unapproved',
      'data-meat-price',
    ]) {
      expect(await page.locator(`section[aria-labelledby="${id}"] tbody tr`).count(), id).toBeGreaterThan(0);
    }
    expect(await column(page, 'data-value-ranking', 'Rank')).toHaveLength(10);
    await expect(page.locator('.ui-source').first().textContent()).resolves.toMatch(/Source: Demo data · as of 2026-11-20/);
    // The charts' numbers are there as tables while the chart boxes wait for the browser.
    expect(await page.locator('.ui-chart table caption').count()).toBe(5);
    for (const path of ['/data/custom-enter', '/data/meat-price', '/data/price-detail', '/data/volume-detail', '/data/quotes-detail']) {
      await page.goto(path);
      expect(await page.locator('.ui-table tbody tr').count(), path).toBeGreaterThan(0);
      expect(await page.locator('a[href^="/api/data/export/"][href*="format=xlsx"]').count(), path).toBe(1);
    }
    await context.close();
  });
});

describe('data pages in the browser', () => {
  test('charts draw; the product tabs and chart tabs change the URL and the rows', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/data');
    // A chart is fetched and drawn as it nears the screen: bring each into view and wait for it.
    const charts = page.locator('[data-chart-state]');
    const count = await charts.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await charts.nth(i).scrollIntoViewIfNeeded();
      await page.locator('[data-chart-state]').nth(i).and(page.locator('[data-chart-state="drawn"]')).waitFor();
    }
    const porkLeaders = await column(page, 'data-volume-ranking', 'Country');
    await page.locator('nav[aria-label="Product type"] >> text=Mutton').click();
    await page.waitForURL(/\/data\?type=MUTTON$/);
    await page.waitForFunction(
      () =>
        document.querySelector('section[aria-labelledby="data-volume-ranking"] td[data-label="Country"]')?.textContent === 'New Zealand',
    );
    expect(await column(page, 'data-volume-ranking', 'Country')).not.toEqual(porkLeaders);
    await page.locator('nav[aria-label="Chart"] >> text=Frozen Import Value').click();
    await page.waitForURL(/chart=PRICE/);
    await page.waitForFunction(() =>
      document.querySelector('.data-charts .ui-chart caption')?.textContent?.includes('Frozen Import Value'),
    );
    await context.close();
  });

  test('the unapproved keyword and months, and the quotes sorting, land in the URL and select the rows', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/data/custom-enter?type=BEEF');
    await page.fill('input[name="start"]', '2024-01');
    await page.fill('input[name="end"]', '2024-03');
    await page.fill('input[name="keyText"]', 'Brazil');
    await page.locator('form[role="search"] button[type="submit"]').click();
    await page.waitForURL(/start=2024-01&end=2024-03&keyText=Brazil/);
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('td[data-label="Origin"]')];
      return cells.length > 0 && cells.every((c) => c.textContent === 'Brazil');
    });
    const months = await page.locator('td[data-label="Report Month"]').allTextContents();
    expect(months.every((m) => m >= '2024-01' && m <= '2024-03')).toBe(true);

    await page.goto('/data/quotes-detail?category=Fruits');
    await page.locator('th a[data-sort]', { hasText: 'Price' }).click();
    await page.waitForURL(/sort=quoteValue&order=ascend/);
    await page.locator('th a[data-sort]', { hasText: 'Price' }).click();
    await page.waitForURL(/sort=quoteValue&order=descend/);
    await page.waitForFunction(() => document.querySelector('th[aria-sort="descending"]') !== null);
    const prices = (await page.locator('td[data-label="Price (CNY/KG)"]').allTextContents()).map(Number);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    await context.close();
  });

  test('the ranking detail groups categories under each country, and the legend jumps to a country', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/data/volume-detail?type=SEAFOOD');
    expect(await page.locator('tr.data-row--category').count()).toBeGreaterThan(await page.locator('tr.data-row--country').count());
    await page.locator('.data-legend a', { hasText: 'Norway' }).click();
    await page.waitForURL(/#rank-NO$/);
    const top = await page.locator('#rank-NO').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(200);
    await context.close();
  });
});
