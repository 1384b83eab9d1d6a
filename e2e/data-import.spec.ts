import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { launchBrowser, openPage } from './support/browser';
import { csvText, importInAdmin } from './support/imports';

/** Issue 9: a price file in the Xinfadi layout, imported in the admin shell, is what the data pages show for its day. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

// A day before the demo's series begin (2021), so the rows of this file are the only ones of that day and the
// pages other specs read (the latest day) do not change.
const DAY = '2020-06-15';
const HEADER = ['品名', '一级分类', '二级分类', '最低价', '平均价', '最高价', '规格', '产地', '单位', '发布日期'];
const ROWS = [
  ['草鱼', '水产', '淡水鱼', 8, 9, 10, '活', '湖北', '斤', DAY],
  ['大白菜', '蔬菜', '', 0.6, 0.8, 1, '', '河北', '斤', DAY],
  ['冻猪后腿', '肉禽蛋', '猪肉类', 16, 17, 18, '4号肉', '西班牙', '公斤', DAY],
  ['富士苹果', '水果', '', 5, 4, 3, '', '陕西', '斤', DAY],
];

describe('a wholesale price file imported in the admin shell', () => {
  test('shows its good rows on the data pages with their source and day, reports the bad row by line, then nothing new', async () => {
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);
    const name = `xinfadi-${DAY}.csv`;
    const first = await importInAdmin(page, 'Wholesale market prices', name, csvText(HEADER, ROWS));
    expect(first).toMatch(/Read\s*4.*Imported\s*3.*Updated\s*0.*Unchanged\s*0.*Rejected\s*1/);
    // The header is line 1: the apple's low price above its high price is line 5.
    const refused = page
      .getByRole('region', { name: `Report of ${name}` })
      .getByRole('table', { name: 'Rejected rows' })
      .locator('tbody tr');
    await expect(refused.allTextContents()).resolves.toEqual(['5lowPrice is above highPrice']);
    await context.close();

    // What a visitor sees, rendered by the server.
    const visitor = await openPage(browser, { javaScript: false });
    const seafood = visitor.page;
    await seafood.goto(`/data/quotes-detail?date=${DAY}`);
    const table = seafood.locator('section[aria-labelledby=data-quotes]');
    const fish = table.locator('tbody tr', { hasText: '草鱼' });
    await expect(fish.count()).resolves.toBe(1);
    // 9 CNY a jin is 18 CNY a kilogram.
    await expect(fish.textContent()).resolves.toContain('18.00');
    await expect(table.textContent()).resolves.toMatch(new RegExp(`Beijing Xinfadi market.*${DAY}`));

    await seafood.goto(`/data/quotes-detail?category=Vegetable&date=${DAY}`);
    await expect(table.locator('tbody tr', { hasText: '大白菜' }).textContent()).resolves.toContain('1.60');
    await seafood.goto(`/data/quotes-detail?category=Fruits&date=${DAY}`);
    await expect(table.locator('tbody tr', { hasText: '富士苹果' }).count()).resolves.toBe(0);

    await seafood.goto(`/data/meat-price?type=PIG&start=${DAY}&end=${DAY}`);
    const cut = seafood.locator('tbody tr', { hasText: '冻猪后腿' });
    await expect(cut.textContent()).resolves.toMatch(/Spain.*16(\.00)? - 18(\.00)?/);
    await visitor.context.close();

    // The same file again changes nothing.
    const admin = await openPage(browser);
    await signInAsAdmin(admin.page);
    const again = await importInAdmin(admin.page, 'Wholesale market prices', name, csvText(HEADER, ROWS));
    expect(again).toMatch(/Imported\s*0.*Updated\s*0.*Unchanged\s*3.*Rejected\s*1/);
    await admin.context.close();
  }, 240_000);
});
