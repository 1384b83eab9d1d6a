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

const PLANT = '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR';

/** The pages a trader prints or shares: a plant, its company, an eligibility answer, a supplier check, a news item. */
async function printedPages(page: Page): Promise<string[]> {
  await page.goto(PLANT, { waitUntil: 'networkidle' });
  const company = await page.locator('main a[href*="/market/company/detail"]').first().getAttribute('href');
  await page.goto('/news/market-news', { waitUntil: 'networkidle' });
  const news = await page.locator('main a[href*="/news/market-news/detail"]').first().getAttribute('href');
  expect(company).toBeTruthy();
  expect(news).toBeTruthy();
  return [
    PLANT,
    company!,
    '/market/eligibility?accessType=201&plantNo=SIF+118&countryCode=BR&goodsType=BEEF',
    '/market/check?countryCode=BR&plantNo=SIF+118&bankAccount=GB29-NWBK-6016-1331-9268-19',
    news!,
  ];
}

const visible = (page: Page, selector: string) => page.locator(selector).first().isVisible();

describe('printing', () => {
  test('a plant, a company, an eligibility answer, a supplier check and a news item print their facts and sources without the chrome', async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    for (const path of await printedPages(page)) {
      await page.emulateMedia({ media: 'screen' });
      await page.goto(path, { waitUntil: 'networkidle' });
      // On screen the chrome is there ...
      await expect(visible(page, '.site-header'), path).resolves.toBe(true);
      await expect(visible(page, '.site-footer'), path).resolves.toBe(true);
      await page.emulateMedia({ media: 'print' });
      // ... on paper it is not, while the facts, their sources and the demo label are.
      for (const chrome of ['.site-header', '.site-footer', '.breadcrumb', '.skip-link']) {
        await expect(visible(page, chrome), `${path} ${chrome}`).resolves.toBe(false);
      }
      await expect(visible(page, 'main h1'), path).resolves.toBe(true);
      await expect(visible(page, '.demo-banner'), path).resolves.toBe(true);
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background, path).toBe('rgb(255, 255, 255)');
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString(), path).toBe('%PDF-');
    }
    // The plant's and the answer's facts keep their sources on paper.
    await page.goto(PLANT, { waitUntil: 'networkidle' });
    await expect(visible(page, '.ui-source')).resolves.toBe(true);
    // So do the supplier check's.
    await page.goto('/market/check?countryCode=BR&plantNo=SIF+118&bankAccount=GB29-NWBK-6016-1331-9268-19', { waitUntil: 'networkidle' });
    await expect(visible(page, '.check-fact__source')).resolves.toBe(true);
    await context.close();
  });
});

describe('shared links', () => {
  test('every page names the portal card as its preview picture, and the card is a 1200 x 630 PNG', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    const card = `${baseURL()}/share-card.png`;
    for (const path of ['/', '/zh', ...(await printedPages(page)), '/community']) {
      await page.goto(path);
      await expect(page.locator('meta[property="og:image"]').count(), path).resolves.toBe(1);
      await expect(page.locator('meta[property="og:image"]').getAttribute('content'), path).resolves.toBe(card);
      await expect(page.locator('meta[name="twitter:card"]').getAttribute('content'), path).resolves.toBe('summary_large_image');
    }
    await page.goto('/zh');
    await expect(page.locator('meta[property="og:image:alt"]').getAttribute('content')).resolves.toBe('中国肉类与水产品进口门户');
    const res = await fetch(card);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    await context.close();
  });
});
