import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';

/** The market in Chinese (issue 24): the /zh journey from the company list to a plant and its eligibility answer. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const HAN = /\p{Script=Han}/u;
const PHONE = { width: 390, height: 844 };
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
/** Where the screenshots go, to be looked at (not compared): build/ is never committed. */
const SHOTS = join(process.cwd(), 'build', 'screenshots');

/** Every link of the market's content points to a /zh page (downloads and the API aside). */
async function expectLinksUnderZh(page: Page) {
  const hrefs = await page.locator('.market a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href.startsWith('/zh/') && !href.startsWith('/api/'))).toEqual([]);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false });
}

describe('the market in Chinese', () => {
  test(
    'company list -> plant list -> plant -> eligibility answer, all in Chinese and under /zh, at 1440 px',
    { timeout: 90_000 },
    async () => {
      const { context, page, cspViolations } = await openPage(browser);
      await page.goto('/zh/market', { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname).toBe('/zh/market/company');
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
      await expect(heading(page)).resolves.toBe('企业');
      await expect(page.locator('.market-tag--recommended').first().textContent()).resolves.toBe('推荐');
      await expect(page.locator('.market-card__meta').first().textContent()).resolves.toMatch(HAN);
      await expectLinksUnderZh(page);

      await page.locator('.market-card').first().click();
      await page.waitForURL(/\/zh\/market\/company\/detail\?/);
      await page.getByRole('heading', { name: '企业信息' }).waitFor();
      await expect(page.getByRole('button', { name: '+订阅' }).count()).resolves.toBe(1);
      await expect(page.locator('#company-title').textContent()).resolves.toMatch(HAN);
      await expect(page.locator('.market-plant-card__name').first().textContent()).resolves.toMatch(HAN);
      await expectLinksUnderZh(page);
      await shoot(page, 'market-company-zh-1440');

      await page.getByRole('navigation', { name: '准入工厂' }).getByRole('link', { name: '注册编号', exact: true }).first().click();
      await page.waitForURL(/\/zh\/market\/plant$/);
      await expect.poll(() => heading(page)).toBe('注册工厂');
      await page.locator('select[name=countryCode]').selectOption('BR');
      await page.waitForURL(/\/zh\/market\/plant\?.*countryCode=BR/);
      await expect.poll(() => page.locator('.ui-table tbody td:nth-child(3)').first().textContent()).toBe('巴西');
      const statuses = new Set(await page.locator('.ui-table tbody .market-status').allTextContents());
      expect([...statuses].every((s) => ['正常', '暂停进口', '审核中', '已失效'].includes(s))).toBe(true);
      await expect(page.getByRole('columnheader', { name: '生产方式' }).count()).resolves.toBe(1);
      const downloads = page.getByRole('group', { name: '下载此列表' });
      await expect(downloads.getByRole('link', { name: 'Excel' }).getAttribute('href')).resolves.toContain('lang=zh_cn');
      await expectLinksUnderZh(page);

      await page.locator('.ui-table tbody tr').first().locator('a').first().click();
      await page.waitForURL(/\/zh\/market\/plant\/detail\?/);
      await page.getByRole('heading', { name: '境外注册信息' }).waitFor();
      await expect(page.getByRole('heading', { name: '审批记录' }).count()).resolves.toBe(1);
      await expect(page.getByText(/^数据更新于 \d{4}-\d{2}-\d{2}$/).count()).resolves.toBe(1);
      const title = (await page.locator('#plant-title').textContent())!;
      expect(title).toMatch(HAN);
      // The English name on demand: a <details> under the Chinese one.
      const other = page.locator('.ui-detail-head details');
      await other.getByText('显示英文原文').click();
      await expect(other.locator('[lang="en"]').isVisible()).resolves.toBe(true);
      await expect(other.locator('[lang="en"]').textContent()).resolves.not.toMatch(HAN);
      await expectLinksUnderZh(page);
      await shoot(page, 'market-plant-zh-1440');

      await page.getByRole('link', { name: '今天能否出口？' }).first().click();
      await page.waitForURL(/\/zh\/market\/eligibility\?/);
      await expect(page.locator('#eligibility-answer').textContent()).resolves.toMatch(/^(可以|不可以|无法确定)$/);
      const reasons = await page.locator('.market-reason').allTextContents();
      expect(reasons.length).toBeGreaterThanOrEqual(5);
      for (const reason of reasons) expect(reason).toMatch(/来源：.+( · 截至 \d{4}-\d{2}-\d{2}| · 未记录日期)$/);
      await expect(page.getByRole('button', { name: '查询' }).count()).resolves.toBe(1);
      await shoot(page, 'market-eligibility-zh-1440');
      expect(cspViolations).toEqual([]);
      await context.close();
    },
  );

  test('products and a product on a phone: cards labelled in Chinese, nothing off-screen, links under /zh, at 390 px', async () => {
    const { context, page } = await openPage(browser, PHONE);
    await page.goto('/zh/market/product?accessType=202&countryCode=NO', { waitUntil: 'networkidle' });
    await expect(heading(page)).resolves.toBe('准入产品');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    const first = page.locator('.ui-table tbody tr').first();
    await expect(first.locator('td').first().getAttribute('data-label')).resolves.toBe('产品');
    await expect(first.locator('td[data-label="国家/地区"]').textContent()).resolves.toBe('挪威');
    await expect(
      page.getByRole('navigation', { name: '产品类别' }).getByRole('link', { name: '水产品' }).getAttribute('aria-current'),
    ).resolves.toBe('true');
    await expectLinksUnderZh(page);
    await shoot(page, 'market-products-zh-390');

    await first.locator('td').first().locator('a').click();
    await page.waitForURL(/\/zh\/market\/product\/detail\?/);
    await page.getByRole('heading', { name: '产品信息' }).waitFor();
    await expect(page.getByRole('heading', { name: '工厂信息' }).count()).resolves.toBe(1);
    await expect(page.getByRole('link', { name: '今天能否出口该产品？' }).count()).resolves.toBeGreaterThan(0);
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
    await expectLinksUnderZh(page);
    await shoot(page, 'market-product-zh-390');
    await context.close();
  });

  test('the tabs, the ban list and the consignees read Chinese without JavaScript', async () => {
    const { context, page } = await openPage(browser, { ...PHONE, javaScript: false });
    await page.goto('/zh/market/animalDisease');
    await expect(heading(page)).resolves.toBe('动物疫情禁令');
    const tabs = page.getByRole('navigation', { name: '准入工厂' }).getByRole('link');
    await expect(tabs.allTextContents()).resolves.toEqual(['企业', '注册编号', '产品', '暂停进口', '动物疫情', '收货人名单']);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await expect(page.locator('.ui-table tbody td[data-label="国家/地区"]').first().textContent()).resolves.toMatch(HAN);
    await expect(page.locator('.ui-table tbody td[data-label="准入产品"] a').first().textContent()).resolves.toBe('产品');
    await page.goto('/zh/market/consigneeList?customCode=4200');
    await expect(heading(page)).resolves.toBe('收货人名单');
    const ports = new Set(await page.locator('.ui-table tbody td[data-label="海关关区"]').allTextContents());
    expect(ports).toEqual(new Set(['青岛海关 (4200)']));
    await expectLinksUnderZh(page);
    await context.close();
  });
});
