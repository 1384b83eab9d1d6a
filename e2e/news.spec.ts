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

const PHONE = { width: 390, height: 844 };
const rows = (page: Page) => page.locator('.ui-table tbody tr');
const firstTitle = (page: Page) => rows(page).first().locator('.news-headline a');

/** Waits until the list shows rows whose column `label` all contain `text` (the new page of a navigation has rendered). */
async function waitForColumn(page: Page, label: string, text: string) {
  await page.waitForFunction(
    ([l, t]) => {
      const cells = [...document.querySelectorAll(`.ui-table tbody td[data-label="${l}"]`)];
      return cells.length > 0 && cells.every((c) => c.textContent?.includes(t!));
    },
    [label, text],
  );
}

/** Opens the first item of a list by its title link and checks the detail page shows it. */
async function openFirstItem(page: Page, detailPath: string) {
  const title = (await firstTitle(page).textContent())!.trim();
  await firstTitle(page).click();
  await page.waitForURL(new RegExp(`${detailPath.replace(/\//g, '\\/')}\\?id=\\d+$`));
  // The URL changes as the navigation starts: wait for the article itself.
  await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.trim() === t, title);
  await expect(page.locator('.news-body p').first().isVisible()).resolves.toBe(true);
  return title;
}

describe('news overview', () => {
  test('shows 5 market news, 5 factory news and 10 GACC updates, each panel with a more link', async () => {
    const { context, page, cspViolations } = await openPage(browser);
    await page.goto('/news', { waitUntil: 'networkidle' });
    const panel = (name: string) => page.getByRole('region', { name });
    await expect(panel('Market News').locator('li').count()).resolves.toBe(5);
    await expect(panel('Factory News').locator('li').count()).resolves.toBe(5);
    await expect(panel('GACC Updates').locator('li').count()).resolves.toBe(10);
    await panel('Factory News').getByRole('link', { name: 'More Factory News' }).click();
    await page.waitForURL(/\/news\/factory-news$/);
    await page.getByRole('heading', { level: 1, name: 'Factory News' }).waitFor();
    await expect(rows(page).count()).resolves.toBe(10);
    expect(cspViolations).toEqual([]);
    await context.close();
  });
});

describe('news lists to details', () => {
  test('market news: the country filter and the keyword land in the URL and select the rows; a row opens its article', async () => {
    const { context, page, cspViolations } = await openPage(browser);
    await page.goto('/news/market-news', { waitUntil: 'networkidle' });
    await page.getByLabel('Country').selectOption('BR');
    await page.waitForURL(/countryCode=BR/);
    await waitForColumn(page, 'Country', 'Brazil');
    await page.getByRole('searchbox', { name: 'Keyword' }).fill('beef');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/countryCode=BR&keywords=beef/);
    await page.waitForLoadState('networkidle');
    await waitForColumn(page, 'Country', 'Brazil');
    await expect(firstTitle(page).textContent()).resolves.toMatch(/beef|Brazil/i);
    await openFirstItem(page, '/news/market-news/detail');
    await expect(page.getByRole('region', { name: 'Recommended News' }).locator('li').count()).resolves.toBeGreaterThan(0);
    // Opened in place: the comments are a kit part, shown once its code has loaded (decision 0065).
    await page.getByRole('heading', { name: /^Comments/ }).waitFor({ state: 'visible' });
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('factory news: the product type filter and the pager change the URL and the rows', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/news/factory-news', { waitUntil: 'networkidle' });
    await page.getByLabel('Product type').selectOption('202');
    await page.waitForURL(/accessType=202/);
    await waitForColumn(page, 'Type', 'Seafood');
    const firstOnPage1 = await firstTitle(page).getAttribute('href');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/accessType=202&page=2/);
    await page.waitForFunction(
      (href) => document.querySelector('.ui-table tbody tr .news-headline a')?.getAttribute('href') !== href,
      firstOnPage1,
    );
    await expect(page.locator('.ui-pager__current').textContent()).resolves.toBe('2');
    await openFirstItem(page, '/news/factory-news/detail');
    await expect(page.getByRole('region', { name: 'Recommended News' }).isVisible()).resolves.toBe(true);
    // The plant the item is about is named as a link to its page.
    const plant = page.locator('a[href^="/market/plant/detail?"]').first();
    const plantName = (await plant.textContent())!.replace(/ \([^)]*\)$/, '');
    await plant.click();
    await page.waitForURL(/\/market\/plant\/detail\?/);
    await page.locator('h1', { hasText: plantName }).waitFor();
    await context.close();
  });

  test('GACC updates: the country is sent as a list and the content keyword filters; a row opens the update', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/news/supervision?content=registration', { waitUntil: 'networkidle' });
    await expect(page.getByRole('searchbox', { name: 'Content keyword' }).inputValue()).resolves.toBe('registration');
    const all = await rows(page).count();
    expect(all).toBeGreaterThan(0);
    // A country one of the matching updates names, as the list shows it.
    const shown = (await rows(page).first().locator('td[data-label="Country / area"]').textContent())!;
    const country = shown.split(/[,、]/)[0]!.trim();
    await page.getByLabel('Country / area').selectOption({ label: country });
    await page.waitForURL(/countryCode=[A-Z]{2}/);
    await waitForColumn(page, 'Country / area', country);
    await page.goto('/news/supervision', { waitUntil: 'networkidle' });
    await openFirstItem(page, '/news/supervision/detail');
    await context.close();
  });

  test('a new id in the URL reloads the article', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/news/market-news', { waitUntil: 'networkidle' });
    await openFirstItem(page, '/news/market-news/detail');
    const firstId = new URL(page.url()).searchParams.get('id');
    const next = page.getByRole('region', { name: 'Recommended News' }).locator('a').first();
    const nextTitle = (await next.textContent())!.trim();
    const nextId = new URL((await next.getAttribute('href'))!, page.url()).searchParams.get('id');
    expect(nextId).not.toBe(firstId);
    await next.click();
    await page.waitForURL((url) => url.searchParams.get('id') === nextId);
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, nextTitle);
    await context.close();
  });
});

describe('the company page', () => {
  test('lists the factory news about the company and opens them', async () => {
    const res = await fetch(`${baseURL()}/api/factory-news/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    });
    const [item] = (await res.json()).data.list as {
      id: number;
      enContentTitle: string;
      companyTags: string[];
      countryCode: string;
      accessType: string;
    }[];
    const { context, page } = await openPage(browser);
    await page.goto(
      `/market/company/detail?countryCode=${item!.countryCode}&accessType=${item!.accessType}&companyCode=${item!.companyTags[0]}`,
    );
    const articles = page.getByRole('region', { name: 'Articles' });
    const link = articles.getByRole('link', { name: item!.enContentTitle });
    await expect(link.getAttribute('href')).resolves.toBe(`/news/factory-news/detail?id=${item!.id}`);
    await link.click();
    await page.waitForFunction((t) => document.querySelector('h1')?.textContent?.trim() === t, item!.enContentTitle);
    await context.close();
  });
});

describe('market news detail protections (§2)', () => {
  test('the body cannot be selected or opened with the context menu, yet stays readable to assistive technology', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/news/market-news', { waitUntil: 'networkidle' });
    await openFirstItem(page, '/news/market-news/detail');
    const body = page.locator('.news-body');
    expect(await body.evaluate((el) => getComputedStyle(el).userSelect)).toBe('none');
    const prevented = await body.evaluate((el) => {
      const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      return !el.dispatchEvent(event);
    });
    expect(prevented).toBe(true);
    const snapshot = await page.locator('article').ariaSnapshot();
    const paragraph = (await body.locator('p').first().textContent())!.trim();
    expect(snapshot).toContain(paragraph.slice(0, 40));
    // Keyboard use is untouched: the recommended links still take focus.
    const link = page.getByRole('region', { name: 'Recommended News' }).locator('a').first();
    await link.focus();
    await expect(link.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await context.close();
  });
});

describe('news without JavaScript', () => {
  test('a list and a detail render on the server, with their head tags', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/news/market-news?keywords=shrimp');
    await expect(rows(page).count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).resolves.toBe(
      '/news/market-news/feed.xml',
    );
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/news\/market-news$/);
    const href = (await firstTitle(page).getAttribute('href'))!;
    await page.goto(href);
    await expect(page.locator('h1').textContent()).resolves.not.toBe('');
    await expect(page.locator('.news-body p').count()).resolves.toBeGreaterThan(0);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'NewsArticle', headline: expect.any(String), datePublished: expect.any(String) });
    await expect(page.locator('meta[property="og:type"]').getAttribute('content')).resolves.toBe('article');
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(/\/news\/market-news\/detail\?id=\d+$/);
    await context.close();
  });

  test('an unknown id is the 404 page', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    const res = await page.goto('/news/factory-news/detail?id=999999');
    expect(res?.status()).toBe(404);
    await context.close();
  });
});

describe('news on a phone', () => {
  test('list rows are cards and nothing sits off-screen', async () => {
    const { context, page } = await openPage(browser, { ...PHONE });
    for (const path of ['/news', '/news/factory-news', '/news/supervision']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    }
    await context.close();
  });
});

/** Every link of the page's main content that stays on the site goes to a /zh page. */
async function linksStayChinese(page: Page) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith('/zh/') && href !== '/zh')).toEqual([]);
}
const HAN = /[\u4e00-\u9fff]/;

describe('news in Chinese', () => {
  test('the overview, a list with its filters and an item read Chinese first, and every link stays under /zh', async () => {
    const { context, page, cspViolations } = await openPage(browser);
    await page.goto('/zh/news', { waitUntil: 'networkidle' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
    await page.getByRole('heading', { level: 1, name: '资讯' }).waitFor();
    await expect(page.getByRole('region', { name: '市场资讯' }).locator('li').count()).resolves.toBe(5);
    await expect(page.getByRole('region', { name: '海关总署动态' }).locator('li').count()).resolves.toBe(10);
    // Factory news of the demo all have their Chinese title: the panel leads with it.
    const factoryTitles = await page.getByRole('region', { name: '工厂动态' }).locator('.news-headline a').allTextContents();
    expect(factoryTitles.every((title) => HAN.test(title))).toBe(true);
    await linksStayChinese(page);

    await page.getByRole('region', { name: '工厂动态' }).getByRole('link', { name: '更多工厂动态' }).click();
    await page.waitForURL(/\/zh\/news\/factory-news$/);
    await page.getByRole('heading', { level: 1, name: '工厂动态' }).waitFor();
    expect(await page.locator('.ui-table thead th').allTextContents()).toEqual(['日期', '标题', '国家', '类别', '浏览量']);
    await page.getByLabel('产品类别').selectOption('202');
    await page.waitForURL(/\/zh\/news\/factory-news\?accessType=202/);
    await waitForColumn(page, '类别', '水产品');
    await linksStayChinese(page);

    const title = await openFirstItem(page, '/zh/news/factory-news/detail');
    expect(title).toMatch(HAN);
    const other = page.locator('.news-article__other');
    await other.locator('summary', { hasText: '英文标题' }).click();
    await expect(other.locator('p').getAttribute('lang')).resolves.toBe('en');
    await expect(other.locator('p').isVisible()).resolves.toBe(true);
    await page.getByText('正文暂无中文版本，以下为英文原文。').waitFor();
    await expect(page.locator('.news-body').getAttribute('lang')).resolves.toBe('en');
    await expect(page.getByRole('region', { name: '推荐资讯' }).locator('li').count()).resolves.toBeGreaterThan(0);
    await linksStayChinese(page);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('on a phone: GACC updates in Chinese, filtered by a country named in Chinese, with nothing off-screen', async () => {
    const { context, page } = await openPage(browser, { ...PHONE });
    await page.goto('/zh/news/supervision', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: '海关总署动态' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByLabel('国家/地区').locator('option[value="NO"]').textContent()).resolves.toBe('挪威');
    await page.getByLabel('国家/地区').selectOption('NO');
    await page.waitForURL(/\/zh\/news\/supervision\?countryCode=NO/);
    await waitForColumn(page, '国家/地区', '挪威');
    await linksStayChinese(page);
    const title = await openFirstItem(page, '/zh/news/supervision/detail');
    expect(title).toMatch(HAN);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });
});
