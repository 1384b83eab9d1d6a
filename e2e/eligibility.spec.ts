import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiData } from './support/api';
import { launchBrowser, openPage } from './support/browser';

/** Issue 12: "can this plant ship this product to China today?", asked from the plant page, a shared link and the form. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = apiData;
const today = new Date().toISOString().slice(0, 10);
const answer = (page: Page) => page.locator('#eligibility-answer').textContent();
const reasonOf = (page: Page, label: string) => page.locator('.market-reason', { has: page.getByText(label, { exact: true }) });

/** Every reason on the page names its source and, but for product access, its date. */
async function expectSourcedReasons(page: Page) {
  const reasons = page.locator('.market-reason');
  await expect(reasons.count()).resolves.toBeGreaterThanOrEqual(5);
  for (const text of await reasons.allTextContents()) expect(text).toMatch(/Source: .+( · as of \d{4}-\d{2}-\d{2}| · no date recorded)/);
}

/** A plant of the list whose registration passes `fits`, with that registration. */
async function plantWith(body: object, fits: (r: any) => boolean) {
  for (let pageNo = 1; pageNo <= 5; pageNo++) {
    const plants = await api('/api/pcCompanyFactory/queryFactory', { ...body, page: pageNo, limit: 50 });
    for (const p of plants.list) {
      const key = { accessType: p.factoryAccessType, countryCode: p.factoryCountryCode, plantNo: p.plantNo };
      const detail = await api('/api/pcCompanyFactory/factoryDetail', key);
      const registration = detail.overseasRegistrationInfo.find(fits);
      if (registration) return { key, registration };
    }
  }
  throw new Error(`no plant fits among the first pages of ${JSON.stringify(body)}`);
}

describe('the eligibility check', () => {
  test('says yes for an active plant registered for the goods type, from the link on its plant page', async () => {
    // Australian beef: no disease ban on it, so a valid registration is all it takes.
    const { key, registration } = await plantWith({ accessType: '201', countryCode: 'AU', status: 1, goodsType: 'BEEF' }, (r) => {
      return r.goodsTypeCode === 'BEEF' && r.status === 1 && r.registerExpireDate > today;
    });
    const { context, page } = await openPage(browser);
    await page.goto(`/market/plant/detail?${new URLSearchParams(key).toString()}`);
    const row = page.locator('tr', { hasText: registration.chinaRegisterCode || registration.goodsType }).first();
    await row.getByRole('link', { name: 'Can it ship today?' }).click();
    await page.waitForURL(/\/market\/eligibility\?/);
    await expect(answer(page)).resolves.toBe('Yes');
    expect(new URL(page.url()).searchParams.get('goodsType')).toBe('BEEF');
    await expect(reasonOf(page, 'Registration').textContent()).resolves.toContain(`valid until ${registration.registerExpireDate}`);
    await expectSourcedReasons(page);
    await context.close();
  });

  test('says no for a suspended plant, on a shared link rendered without JavaScript', async () => {
    const suspended = await api('/api/pcCompanyFactory/queryStopFactory', { accessType: '201', limit: 1 });
    const goods = await api('/api/pc/goods/select/getPcDicDetailByLang', { accessType: '201' });
    const row = suspended.list[0];
    const goodsType = goods.list.find((g: any) => g.dicDetailEnName === row.dicDetailName).dicDetailCode;
    const { context, page } = await openPage(browser, { javaScript: false });
    const query = new URLSearchParams({ countryCode: row.countryCode, plantNo: row.plantNo, accessType: '201', goodsType });
    await page.goto(`/market/eligibility?${query.toString()}`);
    await expect(answer(page)).resolves.toBe('No');
    await expect(reasonOf(page, 'Plant status').textContent()).resolves.toContain('Suspended');
    await expect(reasonOf(page, 'Suspensions').first().textContent()).resolves.toMatch(/Blocks.*suspended since \d{4}-\d{2}-\d{2}/);
    await expectSourcedReasons(page);
    await context.close();
  });

  test('says no for an expired registration, naming the day it expired', async () => {
    const { key, registration } = await plantWith(
      { accessType: '201', status: 1 },
      (r) => r.status !== 1 && r.registerExpireDate && r.registerExpireDate < today,
    );
    const { context, page } = await openPage(browser);
    await page.goto(`/market/eligibility?${new URLSearchParams({ ...key, goodsType: registration.goodsTypeCode }).toString()}`);
    await expect(answer(page)).resolves.toBe('No');
    await expect(reasonOf(page, 'Registration').textContent()).resolves.toMatch(
      new RegExp(`Blocks.*expired.*${registration.registerExpireDate}`),
    );
    await expectSourcedReasons(page);
    await context.close();
  });

  test('says no for a species banned in the whole country, asked through the form', async () => {
    const bans = await api('/api/animal/plague/list/page', { limit: 1000 });
    const ban = bans.list.find((b: any) => b.areaName === 'Whole country' && /swine fever/i.test(b.plagueName) && b.countryCode === 'DE');
    const plants = await api('/api/pcCompanyFactory/queryFactory', { accessType: '201', countryCode: 'DE', limit: 1 });
    const { context, page } = await openPage(browser);
    await page.goto('/market/eligibility');
    const form = page.getByRole('form', { name: 'Eligibility question' });
    await form.locator('select[name=countryCode]').selectOption('DE');
    await form.locator('input[name=plantNo]').fill(plants.list[0].plantNo.toLowerCase());
    await form.locator('select[name=goodsType]').selectOption('PORK');
    await form.getByRole('button', { name: 'Check' }).click();
    await page.waitForURL(/goodsType=PORK/);
    await expect(answer(page)).resolves.toBe('No');
    const banReasons = await reasonOf(page, 'Animal disease bans').allTextContents();
    const asf = banReasons.find((text) => text.includes('African swine fever'));
    expect(asf).toMatch(/^Blocks/);
    expect(asf).toContain(`whole country are banned since ${ban.banDate}`);
    await expect(reasonOf(page, 'Registration').textContent()).resolves.toContain('not registered for Pork');
    await expectSourcedReasons(page);
    await context.close();
  });

  test('is linked from the plant cards of a product page, and fits a phone', async () => {
    const products = await api('/api/searchAccessGoodsList/page', { accessType: '202', countryCode: 'NO', limit: 1 });
    const product = products.list[0];
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`/market/product/detail?accessType=202&countryCode=NO&goodsCode=${product.goodsCode}`);
    await page.getByRole('link', { name: 'Can it ship this product today?' }).first().click();
    await page.waitForURL(/goodsCode=/);
    await expect(answer(page)).resolves.toMatch(/^(Yes|No|Uncertain)$/);
    await expect(reasonOf(page, 'Product access').textContent()).resolves.toContain(product.enGoodsName.slice(0, 20));
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await context.close();
  });
});
