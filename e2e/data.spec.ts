import { parse } from 'csv-parse/sync';
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

describe('data downloads', () => {
  test("the /data value ranking's CSV holds every country the box shows, in its order, with numbers as numbers", async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/data');
    const countries = await column(page, 'data-value-ranking', 'Country');
    expect(countries).toHaveLength(10);
    const href = await page.locator('section[aria-labelledby="data-value-ranking"] a[href*="format=csv"]').getAttribute('href');
    const res = await fetch(`${baseURL()}${href}`);
    expect(res.status).toBe(200);
    // UTF-8 with a byte-order mark (which the decoder drops), then the comment lines.
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toMatch(/^# Table: Import Value Ranking\r\n/);
    expect(text).toContain('\r\n# Source: Demo data\r\n');
    const [header, ...rows]: string[][] = parse(text, { bom: true, comment: '#', comment_no_infix: true });
    expect(header!.slice(0, 4)).toEqual(['Rank', 'Country/region', 'Import value (thousand USD)', 'Value change (%)']);
    const ranked = rows.filter((r) => r[0] !== '');
    expect(ranked.slice(0, countries.length).map((r) => r[1])).toEqual(countries);
    expect(ranked.every((r) => Number.isFinite(Number(r[2])) && (r[3] === '' || Number.isFinite(Number(r[3]))))).toBe(true);
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

/** The page's own links that leave Chinese: every link to a page should stay under /zh (files and the switch aside). */
const linksOutOfChinese = (page: Page) =>
  page.$$eval('a[href^="/"]', (links) =>
    links
      .map((a) => a.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('/zh') && !href.startsWith('/api/') && !href.startsWith('/language?')),
  );

describe('data pages in Chinese (/zh)', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: Chinese headings, headers, sources and names; tabs and links stay under /zh`, async () => {
      const { context, page } = await openPage(browser, { width });
      await page.goto('/zh/data', { waitUntil: 'networkidle' });
      expect(await page.locator('h1').textContent()).toBe('数据');
      expect(await page.title()).toBe('数据 - CMSP');
      expect(await page.locator('#data-futures').textContent()).toBe('期货');
      await expect(page.locator('.ui-source').first().textContent()).resolves.toMatch(/^来源：演示数据 · 截至2026年11月20日/);
      expect(await column(page, 'data-value-ranking', '排名')).toHaveLength(10);
      const countries = await column(page, 'data-volume-ranking', '国家/地区');
      expect(countries.every((name) => /\p{Script=Han}/u.test(name))).toBe(true);
      // Product names exist in English only: marked so, and said so under the table.
      expect(await page.locator('section[aria-labelledby="data-meat-price"] td[data-label="产品"] [lang="en"]').count()).toBeGreaterThan(0);
      expect(await page.locator('section[aria-labelledby="data-meat-price"] .data-note').textContent()).toContain('暂无中文版本');
      expect(await linksOutOfChinese(page)).toEqual([]);
      if (width === 1440) {
        // The chart library's own words follow the page: a candle's tooltip names its values in Chinese.
        const futures = page.locator('section[aria-labelledby="data-futures"] [data-chart-state]');
        await futures.scrollIntoViewIfNeeded();
        await page.locator('section[aria-labelledby="data-futures"] [data-chart-state="drawn"]').waitFor();
        const box = (await futures.boundingBox())!;
        await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.5);
        await page.locator('section[aria-labelledby="data-futures"] .ui-chart__box div', { hasText: '开盘' }).last().waitFor();
      }

      await page.locator('nav[aria-label="产品类型"] >> text=羊肉').click();
      await page.waitForURL(/\/zh\/data\?type=MUTTON$/);
      await page.waitForFunction(
        () => document.querySelector('section[aria-labelledby="data-volume-ranking"] td[data-label="国家/地区"]')?.textContent === '新西兰',
      );
      await page.locator('nav[aria-label="图表"] >> text=冻品进口额').click();
      await page.waitForURL(/\/zh\/data\?type=MUTTON&chart=PRICE$/);
      await page.waitForFunction(() =>
        document.querySelector('.data-charts .ui-chart caption')?.textContent?.startsWith('羊肉：冻品进口额'),
      );
      expect(await page.locator('.data-charts .ui-chart caption').nth(1).textContent()).toContain('单位：万美元');
      await page.locator('section[aria-labelledby="data-value-ranking"] a', { hasText: '更多' }).click();
      await page.waitForURL(/\/zh\/data\/price-detail\?type=MUTTON$/);
      await page.locator('h1', { hasText: /^\d{4}年进口金额排名$/ }).waitFor();
      expect(await page.locator('th', { hasText: '进口额（万美元）' }).count()).toBe(1);
      expect(await linksOutOfChinese(page)).toEqual([]);
      await context.close();
    });
  }

  test('the unapproved filters in Chinese keep the page in Chinese and name the origin in Chinese', async () => {
    const { context, page } = await openPage(browser, { width: 390 });
    await page.goto('/zh/data/custom-enter?type=BEEF', { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('未准入境 - CMSP');
    await page.getByLabel('起始').fill('2024-01');
    await page.getByLabel('截止').fill('2024-03');
    await page.getByLabel('关键词').fill('Brazil');
    await page.getByRole('button', { name: '搜索' }).click();
    await page.waitForURL(/\/zh\/data\/custom-enter\?type=BEEF&start=2024-01&end=2024-03&keyText=Brazil$/);
    await page.waitForFunction(() => {
      const cells = [...document.querySelectorAll('td[data-label="原产国"]')];
      return cells.length > 0 && cells.every((c) => c.textContent === '巴西');
    });
    expect(await page.locator('h2#data-unapproved').textContent()).toMatch(/^\d+ 批货物未准入境$/);
    const xlsx = await page.locator('a[href*="format=xlsx"]').getAttribute('href');
    expect(xlsx).toContain('lang=zh_cn');
    await context.close();
  });
});
