import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSession } from './support/admin';
import { apiData } from './support/api';
import { baseURL, launchBrowser, noSidewaysScroll, openPage } from './support/browser';

/** This spec's client address (sign-in allows 10 a minute per address). */
const ADDRESS = '192.0.2.107';

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

describe('saved calculations on the page', () => {
  /** A signed-in context (the administrator is a user like any other here) at the width asked. */
  async function signedIn(width = 1440) {
    const { token } = await adminSession({ address: ADDRESS });
    const opened = await openPage(browser, { width, height: 900, address: ADDRESS });
    await opened.context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
    return opened;
  }

  test("at 1440 px: save under a title, see it listed, recalculate it with today's rate beside the saved result, delete it", async () => {
    const { context, page } = await signedIn();
    const title = `Beef from two origins ${Date.now()}`;
    // Saved with the rate of an earlier day: today's (the latest loaded) differs.
    await page.goto(`${COMPARE.replace('&o3=US&o4=TH', '')}&date=2026-11-10`, { waitUntil: 'networkidle' });
    await page.getByLabel('Title of the calculation').fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Saved as “${title}”` })
      .waitFor();
    const item = page.locator('.costs-saved li').filter({ hasText: title });
    await item.waitFor();
    expect(await item.innerText()).toContain('02023000 from Brazil, Australia');

    await item.getByRole('link', { name: `Recalculate “${title}” with today's rates` }).click();
    await page.waitForURL(/recalc=\d+/);
    const recalc = page.locator('.costs-recalc');
    await recalc.waitFor();
    expect(await recalc.getByRole('status').innerText()).toMatch(new RegExp(`“${title}” recalculated with the rate of `));
    const latest = (await page.locator('.costs-recalc thead th').nth(2).innerText()).trim();
    const saved = (await page.locator('.costs-recalc thead th').nth(1).innerText()).trim();
    expect(saved).toMatch(/As saved \(rate of .*10.*\)/);
    expect(latest).not.toBe(saved);
    const row = page.locator('.costs-recalc tbody tr[data-origin="BR"]');
    const then = await row.locator('td[data-when="saved"]').innerText();
    const now = await row.locator('td[data-when="now"]').innerText();
    expect(then).toMatch(/^CNY [\d,]+\.\d\d$/);
    expect(now).toBe(await cell(page, 'landed', 'BR').then((text) => text.split('\n')[0]!));
    expect(now).not.toBe(then);
    // The recalculation used the latest rate: the form was sent without the saved day.
    expect(new URL(page.url()).searchParams.has('date')).toBe(false);

    page.once('dialog', (dialog) => void dialog.accept());
    await page
      .locator('.costs-saved li')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete “${title}”` })
      .click();
    await page.locator('.costs-saved li').filter({ hasText: title }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('at 390 px the saved list and the comparison fit the phone; a visitor is offered sign-in instead of saving', async () => {
    const { context, page } = await signedIn(390);
    const title = `Phone ${Date.now()}`;
    await page.goto(COMPARE, { waitUntil: 'networkidle' });
    await page.getByLabel('Title of the calculation').fill(title);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.costs-saved li').filter({ hasText: title }).waitFor();
    await page.locator('.costs-saved li').filter({ hasText: title }).getByRole('link').click();
    await page.locator('.costs-recalc').waitFor();
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(await page.getByRole('button', { name: `Delete “${title}”` }).isVisible()).toBe(true);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete “${title}”` }).click();
    await page.locator('.costs-saved li').filter({ hasText: title }).waitFor({ state: 'detached' });
    await context.close();

    const visitor = await openPage(browser, { javaScript: false });
    await visitor.page.goto(COMPARE);
    expect(await visitor.page.getByRole('link', { name: 'Sign in to save this calculation' }).getAttribute('href')).toContain('/login?');
    expect(await visitor.page.locator('.costs-saved').count()).toBe(0);
    await visitor.context.close();
  });
});

describe('the tariff schedule, the exchange rates and the links to the calculator', () => {
  test('the schedule is searched by HS code, by headings and by product in either language; each line has its source, as-of and demo mark', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data');
    await page.getByRole('link', { name: 'Tariff schedule for meat and seafood' }).click();
    expect(await page.locator('h1').innerText()).toBe('Tariff schedule for meat and seafood');
    await page.getByLabel('HS code or product').fill('0202.30');
    await page.getByRole('button', { name: 'Search' }).click();
    expect(await page.locator('tr[data-hs]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hs')))).toEqual(['02023000']);
    const row = page.locator('tr[data-hs="02023000"]');
    expect(await row.locator('td[data-col="mfn"]').innerText()).toBe('12 %');
    expect(await row.locator('td[data-col="agreements"]').innerText()).toContain('CHAFTA');
    expect(await row.locator('td[data-col="source"]').innerText()).toMatch(/Demo data, as of [\s\S]*Demo tariff line/);
    await page.goto('/data/tariffs?q=冻去骨牛肉');
    expect(await page.locator('tr[data-hs]').count()).toBeGreaterThan(0);
    expect(await page.locator('tr[data-hs="02023000"]').count()).toBe(1);
    await page.goto('/data/tariffs?q=boneless bovine frozen');
    expect(await page.locator('tr[data-hs="02023000"]').count()).toBe(1);
    await page.goto('/data/tariffs?q=0203 0207');
    const codes = await page.locator('tr[data-hs]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hs') ?? ''));
    expect(codes.length).toBeGreaterThan(1);
    expect(codes.every((c) => c.startsWith('0203') || c.startsWith('0207'))).toBe(true);
    // A line opens the calculator on it, calculating nothing yet.
    await page.locator('tr[data-hs="02032900"]').getByRole('link', { name: 'Landed cost of 02032900' }).click();
    expect(await page.getByLabel('Product (HS line)').inputValue()).toBe('02032900');
    expect(await page.locator('#costs-result').count()).toBe(0);
    await page.goto('/zh/data/tariffs?q=牛肉');
    expect(await page.locator('h1').innerText()).toBe('肉类及水产品进口税则');
    await context.close();
  });

  test('a product page links its tariff lines and the calculator with product and origin; a plant page and a lead card link the calculator', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market/product/detail?accessType=201&countryCode=BR&goodsCode=' + (await firstBeefOf('BR')));
    await page.getByRole('link', { name: /^Tariff lines of / }).click();
    const codes = await page.locator('tr[data-hs]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-hs') ?? ''));
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((c) => /^(0201|0202|1602)/.test(c))).toBe(true);
    await page.goBack();
    await page.getByRole('link', { name: 'Landed cost in China', exact: true }).click();
    expect(await page.getByLabel('Origin 1').inputValue()).toBe('BR');
    expect(await page.getByLabel('Product (HS line)').inputValue()).toMatch(/^(0201|0202|1602)/);

    await page.goto('/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR');
    const plantLink = page.getByRole('link', { name: /^Landed cost in China of / }).first();
    expect(await plantLink.getAttribute('href')).toMatch(/\/data\/landed-cost\?product=\d{4}.*&o1=BR$/);

    await page.goto('/community');
    const leadLink = page.locator('a.community-card__cost').first();
    expect(await leadLink.getAttribute('href')).toMatch(/^\/data\/landed-cost\?product=\d{4}/);
    await context.close();
  });

  test('the exchange-rate page charts a currency against CNY with its source and freshness, and lists the latest rates', async () => {
    for (const width of [1440, 390]) {
      const { context, page } = await openPage(browser, { width });
      await page.goto('/data/exchange-rates?base=EUR', { waitUntil: 'networkidle' });
      expect(await page.locator('h1').innerText()).toBe('Exchange rates to the yuan');
      const chart = page.locator('section[aria-labelledby="rates-chart"]');
      expect(await chart.locator('h2').innerText()).toBe('EUR/CNY over time');
      expect(await chart.locator('.ui-source').innerText()).toMatch(/Source: Demo data · as of /);
      // The demo's rates end on 2026-11-20: more than 4 days before today they are late, as the Data series.
      const late = Date.now() - Date.parse('2026-11-20') > 5 * 86_400_000;
      expect(await chart.locator('.ui-source__late').count()).toBe(late ? 1 : 0);
      expect(await chart.getByRole('img').getAttribute('aria-label')).toMatch(/Line chart of EUR\/CNY: \d+ daily rates/);
      expect(await chart.locator('.ui-chart__numbers tbody tr').count()).toBeGreaterThan(10);
      expect(await page.locator('tr[data-pair="USD/CNY"]').count()).toBe(1);
      expect(await noSidewaysScroll(page)).toBe(true);
      await context.close();
    }
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data/exchange-rates?base=USD&from=2026-11-20&to=2026-11-01');
    expect(await page.getByRole('alert').innerText()).toContain('The start date must not be after the end date');
    await context.close();
  });
});

/** A beef product of a country's demo plants, from the product list's call. */
async function firstBeefOf(countryCode: string): Promise<string> {
  const { list } = await apiData<{ list: { goodsCode: string; goodsType: string }[] }>('/api/searchAccessGoodsList/page', {
    page: 1,
    accessType: '201',
    countryCode,
    goodsType: 'BEEF',
  });
  const beef = list.find((p) => p.goodsType === 'BEEF');
  if (!beef) throw new Error(`no beef product of ${countryCode}`);
  return beef.goodsCode;
}
