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

interface Item {
  id: number;
  contentTitle: string;
  waterRemarkFlag: number;
}

/** Articles as the page's own list call answers them. */
async function articles(limit = 100): Promise<Item[]> {
  const res = await fetch(`${baseURL()}/api/newsQuery/pageKnowledge/1/${limit}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY' }),
  });
  return (await res.json()).data.list;
}

const listHeading = (page: import('playwright-core').Page) => page.locator('#kb-list-title');

describe('knowledge base', () => {
  test('a tree click filters the list and puts the category in the URL; the pager keeps it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/knowledgeBase');
    await expect(listHeading(page).textContent()).resolves.toBe('All articles');
    await page
      .locator('.kb-tree')
      .getByRole('link', { name: /^Customs clearance & inspection/ })
      .click();
    await page.waitForURL(/categoryId=\d+/);
    await page.locator('#kb-list-title', { hasText: 'Customs clearance & inspection' }).waitFor();
    const categoryId = new URL(page.url()).searchParams.get('categoryId');
    const first = await page.locator('.kb-item h2').allTextContents();
    expect(first).toHaveLength(10);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);
    expect(new URL(page.url()).searchParams.get('categoryId')).toBe(categoryId);
    await page.locator('.ui-pager__current', { hasText: '2' }).waitFor();
    const second = await page.locator('.kb-item h2').allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((title) => first.includes(title))).toBe(false);
    await context.close();
  });

  test('an article opens in place of the list, and its breadcrumb returns to the list', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/knowledgeBase');
    const link = page.locator('.kb-item h2 a').first();
    const title = await link.textContent();
    await link.click();
    await page.waitForURL(/[?&]id=\d+/);
    await expect(page.locator('#kb-article-title').textContent()).resolves.toBe(title);
    await expect(page.locator('.kb-list').count()).resolves.toBe(0);
    await page.getByRole('navigation', { name: 'Article location' }).getByRole('link', { name: 'Think-tank' }).click();
    await page.waitForURL((url) => !url.searchParams.has('id'));
    await listHeading(page).waitFor();
    await context.close();
  });

  test('/knowledgeBase/{id} opens an article with its canonical link and Article JSON-LD', async () => {
    const [item] = await articles(1);
    const { context, page } = await openPage(browser);
    const res = await page.goto(`/knowledgeBase/${item!.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.locator('#kb-article-title').textContent()).resolves.toBe(item!.contentTitle);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${baseURL()}/knowledgeBase/${item!.id}`);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Article', headline: item!.contentTitle });
    expect((await page.goto('/knowledgeBase/999999'))?.status()).toBe(404);
    await context.close();
  });

  test('/knowledgeBaseDetail?ownerId=N redirects to /knowledgeBase?id=N', async () => {
    const [item] = await articles(1);
    const res = await fetch(`${baseURL()}/knowledgeBaseDetail?ownerId=${item!.id}`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(`/knowledgeBase?id=${item!.id}`);
    const { context, page } = await openPage(browser);
    await page.goto(`/knowledgeBaseDetail?id=${item!.id}`);
    await page.waitForURL(`**/knowledgeBase?id=${item!.id}`);
    await expect(page.locator('#kb-article-title').textContent()).resolves.toBe(item!.contentTitle);
    await context.close();
  });

  test('renders and navigates with JavaScript off', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/knowledgeBase');
    await expect(page.locator('.kb-item').count()).resolves.toBe(10);
    await expect(page.locator('.kb-banner img').count()).resolves.toBe(3);
    await page.locator('.kb-tree').getByRole('link', { name: /^Hot/ }).click();
    await page.waitForURL(/categoryId=-3/);
    await page.locator('#kb-list-title', { hasText: 'Most read' }).waitFor();
    await page.fill('input[name="articleTitle"]', 'labels');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/articleTitle=labels/);
    await page.locator('.kb-item h2 a').first().click();
    await page.waitForURL(/id=\d+/);
    await page.locator('.kb-article__body h2').first().waitFor();
    await context.close();
  });

  test('a flagged article shows its watermark over the body, repeated by height, out of the way', async () => {
    const flagged = (await articles()).find((a) => a.waterRemarkFlag === 1);
    expect(flagged).toBeDefined();
    const { context, page } = await openPage(browser);
    await page.goto(`/knowledgeBase?id=${flagged!.id}`);
    const mark = page.locator('.kb-watermark');
    await expect(mark.getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(mark.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe('none');
    const height = (await page.locator('.kb-watermarked').boundingBox())!.height;
    const expected = Math.max(1, Math.floor(height / 200));
    await page.locator(`.kb-watermark[data-count="${expected}"]`).waitFor();
    await expect(mark.locator('span').count()).resolves.toBe(expected);
    await expect(mark.locator('span').first().textContent()).resolves.toBe('CMSP demo');
    const plain = (await articles()).find((a) => a.waterRemarkFlag === 0)!;
    await page.goto(`/knowledgeBase?id=${plain.id}`);
    await page.locator('#kb-article-title').waitFor();
    await expect(page.locator('.kb-watermark').count()).resolves.toBe(0);
    await context.close();
  });

  test('an article can be selected and copied, with its context menu; Tab and Enter open it', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/knowledgeBase');
    await page.locator('.kb-tree .ant-tree').waitFor();
    const link = page.locator('.kb-item h2 a').first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/id=\d+/);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    const body = page.locator('.kb-article__body');
    const copied = await body.evaluate((el) => {
      const menu = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      el.dispatchEvent(menu);
      window.getSelection()!.selectAllChildren(el);
      return {
        menuRefused: menu.defaultPrevented,
        selected: window.getSelection()!.toString().trim(),
        select: getComputedStyle(el).userSelect,
      };
    });
    expect(copied.menuRefused).toBe(false);
    expect(copied.select).not.toBe('none');
    expect(copied.selected.length).toBeGreaterThan(50);
    await context.close();
  });

  test('phones get the tree above the list, with nothing off-screen', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/knowledgeBase', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const tree = (await page.locator('.kb-side').boundingBox())!;
    const list = (await page.locator('.kb-list').boundingBox())!;
    expect(tree.y + tree.height).toBeLessThanOrEqual(list.y);
    await context.close();
  });
});

/** Every link of the page's main content that stays on the site goes to a /zh page. */
async function linksStayChinese(page: Page) {
  const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith('/zh/') && href !== '/zh')).toEqual([]);
}

describe('knowledge base in Chinese', () => {
  test('the list and the tree speak Chinese, an English article says so, and every link stays under /zh', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/zh/knowledgeBase', { waitUntil: 'networkidle' });
    await expect(listHeading(page).textContent()).resolves.toBe('全部文章');
    const tree = page.getByRole('navigation', { name: '知识分类' });
    await tree.getByRole('link', { name: /^全部/ }).waitFor();
    await tree.getByRole('link', { name: /^热门/ }).click();
    await page.waitForURL(/\/zh\/knowledgeBase\?categoryId=-3$/);
    await page.locator('#kb-list-title', { hasText: '阅读最多' }).waitFor();
    // The demo's articles are written in English: each is tagged and marked so.
    const first = page.locator('.kb-item').first();
    await expect(first.locator('.kb-item__only').textContent()).resolves.toBe('英文');
    await expect(first.locator('h2 a').getAttribute('lang')).resolves.toBe('en');
    await linksStayChinese(page);

    const title = (await first.locator('h2 a').textContent())!;
    await first.locator('h2 a').click();
    await page.waitForURL(/\/zh\/knowledgeBase\?categoryId=-3&id=\d+$/);
    await expect(page.locator('#kb-article-title').textContent()).resolves.toBe(title);
    await page.getByText('本文暂无中文版本，以下为英文原文。').waitFor();
    await expect(page.locator('.kb-article__body').getAttribute('lang')).resolves.toBe('en');
    const crumbs = page.getByRole('navigation', { name: '文章位置' });
    await expect(crumbs.getByRole('link', { name: '智库' }).getAttribute('href')).resolves.toBe('/zh/knowledgeBase?categoryId=-3');
    await linksStayChinese(page);
    await context.close();
  });

  test('on a phone: the Chinese tree box sits above the list, and a search keeps the page Chinese', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/zh/knowledgeBase', { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.locator('.kb-side summary').textContent()).resolves.toBe('分类');
    await page.getByRole('searchbox', { name: '文章标题' }).fill('labels');
    await page.getByRole('button', { name: /搜索/ }).click();
    await page.waitForURL(/\/zh\/knowledgeBase\?articleTitle=labels$/);
    await page.locator('#kb-list-title', { hasText: '全部文章：“labels”' }).waitFor();
    await expect(page.locator('.kb-item').count()).resolves.toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
