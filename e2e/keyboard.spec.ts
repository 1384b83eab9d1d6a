import type { Browser, FileChooser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { card, postAs, toast } from './support/posts';
import { stripedPng } from './support/png';
import { registerUser } from './support/users';

/**
 * The main journeys with the keyboard alone (issue 25): no click, no fill; Tab, Shift+Tab, typing, Enter, Space and
 * the arrow keys. Each control is reached by Tab from where the journey stands, and shows a focus ring when reached.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab until `target` (or an element inside it) has the focus; fails if it takes more than `max` presses. */
async function tabTo(page: Page, target: Locator, what: string, max = 60): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await isFocused(target)) {
      await expectFocusRing(page, what);
      return;
    }
  }
  throw new Error(`${what} was not reached in ${max} Tab presses`);
}

/**
 * The focused element draws a visible ring, an outline or a box shadow; for a kit field the ring is drawn by the
 * box around the input (the password box with its eye, the select), at most two levels up.
 */
async function expectFocusRing(page: Page, what: string): Promise<void> {
  const ring = await page.evaluate(() => {
    let el: Element | null = document.activeElement;
    for (let level = 0; el && level < 3; level++, el = el.parentElement) {
      const style = getComputedStyle(el);
      if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    }
    return false;
  });
  expect(ring, `${what} shows a focus ring`).toBe(true);
}

/**
 * Enter on the focused upload tile opens the file picker. On a starved machine the form may re-render the tile
 * between the Tab and the key (a field's check ending), leaving the focus behind: the tile is then focused again by
 * Shift+Tab and Tab, as a person would, and Enter pressed once more.
 */
async function openChooser(page: Page, tile: Locator): Promise<FileChooser> {
  for (let attempt = 1; ; attempt++) {
    if (!(await isFocused(tile))) {
      await page.keyboard.press('Shift+Tab');
      await tabTo(page, tile, 'the photo tile', 5);
    }
    const chooser = page.waitForEvent('filechooser', { timeout: 10_000 });
    await page.keyboard.press('Enter');
    try {
      return await chooser;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

describe('the keyboard alone', () => {
  test('search and filter the plants, open one and ask whether it can ship today', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { width: 1440 });
    await page.goto('/market/plant', { waitUntil: 'networkidle' });

    // The first Tab reaches the skip link, which moves the focus past the header to the page's content.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await isFocused(skip)).toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('#main') !== null)).toBe(true);

    // Filter by country with the select's arrow keys, then search by Reg.No. and send with Enter.
    const filter = page.getByRole('search');
    const country = filter.getByLabel('Country');
    await tabTo(page, country, 'the country filter', 30);
    // The arrow keys walk the closed select's options (type-ahead would do too, but it forgets the letters typed when
    // a busy machine takes more than a second between two keys).
    for (let presses = 0; presses < 300 && (await country.inputValue()) !== 'BR'; presses++) await page.keyboard.press('ArrowDown');
    await expect(country.inputValue()).resolves.toBe('BR');
    const keyword = filter.getByRole('searchbox');
    await tabTo(page, keyword, 'the keyword box', 10);
    await page.keyboard.type('SIF 118');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('countryCode') === 'BR' && url.searchParams.get('keywords') === 'SIF 118');
    await page.waitForLoadState('networkidle');

    // The first plant of the answer opens with Enter.
    const plantLink = page.locator('main a[href*="/market/plant/detail"]').first();
    await plantLink.waitFor();
    await tabTo(page, plantLink, 'the first plant of the list');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/market\/plant\/detail\?/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();

    // From the plant page to the eligibility answer.
    const canShip = page.getByRole('link', { name: 'Can it ship today?' }).first();
    await tabTo(page, canShip, "a registration's eligibility link", 120);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/market\/eligibility\?/);
    await expect(page.locator('#eligibility-answer').textContent()).resolves.toMatch(/^(Yes|No)$/);
    await context.close();
  });

  test('sign in, post a lead with a photo, and comment on an article', { timeout: 180_000 }, async () => {
    const password = 'Keyboard pass 1';
    const user = await registerUser('keys', password, 'Keys Trader');
    const { context, page } = await openPage(browser, { width: 1440, address: '198.51.100.61' });

    // Sign in: Tab to the address, type, Tab to the password, type, Enter.
    await page.goto('/login', { waitUntil: 'networkidle' });
    await tabTo(page, page.locator('#login_email'), 'the e-mail box');
    await page.keyboard.type(user.email);
    await tabTo(page, page.locator('#login_password'), 'the password box', 5);
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'My Account' }).waitFor();

    // Post a lead: the product by the select's arrow keys, the content typed, the photo tile opened with Enter.
    const words = `Chilled lamb carcasses by keyboard ${Date.now()}`;
    await page.goto('/community/release?type=1', { waitUntil: 'networkidle' });
    const product = page.getByLabel('Product', { exact: true });
    await tabTo(page, product, 'the product select');
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.ant-select-item-option-active');
    await active.waitFor();
    const chosen = (await active.textContent())!.trim();
    await page.keyboard.press('Enter');
    await active.waitFor({ state: 'hidden' });
    await tabTo(page, page.getByLabel('Content'), 'the content box');
    await page.keyboard.type(words);
    const tile = page.locator('.uploader .ant-upload-select [tabindex="0"], .uploader .ant-upload-select[tabindex="0"]').first();
    await tabTo(page, tile, 'the photo tile');
    const chooser = await openChooser(page, tile);
    await chooser.setFiles({ name: 'lamb.png', mimeType: 'image/png', buffer: stripedPng(40, 30) });
    await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1);
    const submit = page.getByRole('button', { name: 'Submit' });
    await tabTo(page, submit, 'the Submit button');
    await page.keyboard.press('Enter');
    await toast(page, 'release successful');
    await page.waitForURL((url) => url.pathname === '/community');
    await page.goto('/account/mySupplyPost?type=1', { waitUntil: 'networkidle' });
    await card(page, words).waitFor();
    expect(await card(page, words).locator('.community-photos img').count()).toBe(1);
    await expect(card(page, words).textContent()).resolves.toContain(chosen);

    // Comment on a knowledge article: Tab to the box, type, Tab to Release, Enter.
    const articles = await postAs(null, '/api/newsQuery/pageKnowledge/1/1', { contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY' });
    const articleId = (articles.json.data.list as { id: number }[])[0]!.id;
    await page.goto(`/knowledgeBase/${articleId}`, { waitUntil: 'networkidle' });
    const comments = page.locator('section.ui-comments');
    await tabTo(page, comments.getByLabel('Your comment'), 'the comment box', 150);
    const comment = `Typed without a mouse ${Date.now()}`;
    await page.keyboard.type(comment);
    await tabTo(page, comments.getByRole('button', { name: 'Release' }), 'the Release button', 5);
    await page.keyboard.press('Enter');
    await comments.locator('li.ui-comment', { hasText: comment }).waitFor();
    await context.close();
  });
  test('the phone menu opens with Space, closes with Escape and after a navigation', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser, { width: 390 });
    await page.goto('/market/plant', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('checkbox', { name: 'Menu' });
    const menu = page.locator('#site-nav-menu');
    await tabTo(page, toggle, 'the menu button', 10);
    await expect(menu.isVisible()).resolves.toBe(false);
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(menu.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(menu.isVisible()).resolves.toBe(false);
    expect(await isFocused(toggle)).toBe(true);

    await page.keyboard.press('Space');
    await expect.poll(() => menu.isVisible()).toBe(true);
    await tabTo(page, menu.getByRole('link', { name: 'News', exact: true }), 'the News link of the menu', 20);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/news');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(menu.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
