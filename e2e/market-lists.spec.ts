import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 };

describe('market lists on a phone', () => {
  test('each row is a card whose values keep their column labels; nothing sits off-screen, before and after hydration', async () => {
    for (const javaScript of [false, true]) {
      const { context, page } = await openPage(browser, { ...PHONE, javaScript });
      await page.goto('/market/plant', { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const status = page.locator('.ui-table tbody tr').first().locator('td[data-label="Status"]');
      const box = (await status.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      await expect(status.locator('.market-status').isVisible()).resolves.toBe(true);
      // The label is drawn before the value, inside the card.
      expect(await status.evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Status"');
      // The header row is out of sight in card mode (one card per row instead).
      expect((await page.locator('.ui-table thead').boundingBox())!.height).toBeLessThanOrEqual(1);
      await context.close();
    }
  });

  test('a desktop keeps the table with its header row and no labels in the cells', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market/plant');
    expect(
      await page
        .locator('.ui-table tbody td')
        .first()
        .evaluate((td) => getComputedStyle(td, '::before').content),
    ).toBe('none');
    await expect(page.locator('.ui-table thead th').first().isVisible()).resolves.toBe(true);
    await context.close();
  });

  test('every market tab is on screen at 390 px', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScript: false });
    await page.goto('/market/company');
    const tabs = page.getByRole('navigation', { name: 'Market' }).getByRole('link');
    await expect(tabs.count()).resolves.toBe(6);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });
});

describe('the pager', () => {
  test('shows the page count and the first and last pages, as links that work without JavaScript', async () => {
    // Other specs add meat plants to the shared portal meanwhile; no spec writes seafood plants, so this list keeps
    // its length while the test reads it. The count still comes from the page, not from the seed.
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market/plant?accessType=202&countryCode=&page=6');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const shown = (await pager.textContent())!.match(/([\d,]+) in all · Page 6 of (\d+)/);
    expect(shown).not.toBeNull();
    const pages = Number(shown![2]);
    expect(pages).toBe(Math.ceil(Number(shown![1]!.replace(/,/g, '')) / 10));
    expect(pages).toBeGreaterThan(10);
    const numbers = (await pager.locator('a, [aria-current=page]').allTextContents()).filter((t) => /^\d+$/.test(t));
    expect(numbers).toEqual(['1', '4', '5', '6', '7', '8', String(pages)]);
    await expect(pager.locator('.ui-pager__gap').count()).resolves.toBe(2);
    await pager.getByRole('link', { name: String(pages), exact: true }).click();
    await page.waitForURL(new RegExp(`page=${pages}$`));
    await expect(pager.textContent()).resolves.toContain(`Page ${pages} of ${pages}`);
    await pager.getByRole('link', { name: '1', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/market/plant' && url.searchParams.get('accessType') === '202' && !url.searchParams.has('page'),
    );
    await expect(pager.textContent()).resolves.toContain(`Page 1 of ${pages}`);
    await context.close();
  });
});

describe('refused filters', () => {
  test('a keyword too short for the disease search says what to type, not the validation text', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market/animalDisease?keywords=ab');
    await expect(page.getByText('Enter at least 3 characters to search diseases, areas or countries.').count()).resolves.toBe(1);
    await expect(page.locator('body').textContent()).resolves.not.toMatch(/Invalid|queryWord/);
    await context.close();
  });
});
