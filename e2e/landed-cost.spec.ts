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

const COMPARE = '/data/landed-cost?hs=02023000&o1=BR&o2=AU&o3=US&o4=TH&qty=27&unit=t&price=5000&cur=USD&inc=CIF&cert=1';
const cell = (page: Page, line: string, origin: string) => page.locator(`td[data-line="${line}"][data-origin="${origin}"]`).innerText();

describe('the landed-cost calculator', () => {
  test('at 1440 px: a quote entered in the form is answered with each line, its rate, source and as-of date', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data');
    await page.getByRole('link', { name: 'Landed cost calculator' }).click();
    expect(await page.locator('h1').allTextContents()).toEqual(['Landed cost calculator']);
    await page.getByLabel('Product (HS line)').selectOption('02023000');
    await page.getByLabel('Origin 1').selectOption('BR');
    await page.getByLabel('Quantity').fill('27');
    await page.getByLabel('Price per unit').fill('5000');
    await page.getByLabel('Incoterm').selectOption('CIF');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await page.locator('#costs-result').waitFor();
    expect(await page.locator('#costs-result').innerText()).toContain('Landed cost of 02023000 Boneless meat of bovine animals, frozen');
    expect(await cell(page, 'duty', 'BR')).toMatch(/12 % · MFN rate[\s\S]*Demo data, as of/);
    expect(await cell(page, 'vat', 'BR')).toContain('9 %');
    expect(await page.locator('.costs-table td small').count()).toBe(await page.locator('.costs-table td').count());
    expect(await page.getByText('Demo tariff line').count()).toBe(1);
    await context.close();
  });

  test('compares four origins side by side: MFN, an agreement with a certificate, an additional duty', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto(COMPARE);
    expect(await page.locator('.costs-table thead th').allTextContents()).toEqual([
      'Line',
      'Brazil',
      'Australia',
      'United States',
      'Thailand',
    ]);
    expect(await cell(page, 'duty', 'AU')).toContain('0 % · CHAFTA agreement rate');
    expect(await cell(page, 'duty', 'TH')).toContain('RCEP agreement rate');
    expect(await cell(page, 'additionalDuty', 'US')).toContain('10 %');
    expect(await page.locator('td[data-line="additionalDuty"][data-origin="BR"]').innerText()).toBe('');
    await context.close();
  });

  test('bad input says what is wrong and shows no result; the Chinese page speaks Chinese', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data/landed-cost?hs=02023000&o1=BR&qty=-5&unit=t&price=5000&cur=USD&inc=CIF');
    expect(await page.getByRole('alert').innerText()).toContain('The quantity must be more than 0');
    expect(await page.locator('#costs-result').count()).toBe(0);
    await page.goto('/data/landed-cost?hs=02023000&o1=BR&qty=27&unit=t&price=5000&cur=USD&inc=FOB');
    expect(await page.getByRole('alert').innerText()).toContain('A FOB price needs the freight to China');
    await page.goto(`/zh${COMPARE}`);
    expect(await page.locator('h1').innerText()).toBe('到岸成本计算器');
    expect(await cell(page, 'duty', 'BR')).toContain('最惠国税率');
    await context.close();
  });

  test('at 390 px the page fits the phone: the table scrolls inside its box', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(COMPARE);
    await page.locator('#costs-result').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.getByLabel('Origin 4').isVisible()).toBe(true);
    await context.close();
  });
});
