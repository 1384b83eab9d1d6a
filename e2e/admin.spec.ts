import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { E2E_ADMIN, signInAsAdmin } from './support/admin';
import { launchBrowser, openPage } from './support/browser';
import { mailedCode } from './support/mails';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).waitFor();

/** Registers a user through the product's own calls in this context, which is then signed in as them. */
async function registerIn(context: BrowserContext, email: string) {
  const sent = await context.request.post('/api/email/send', { data: { to: email, type: 'REGISTER' } });
  expect(sent.status()).toBe(200);
  const password = 'Plain user pass 1';
  const res = await context.request.post('/api/email/registration', {
    data: { email, code: await mailedCode(email), password, confirmPassword: password, nickName: 'Plain E2E' },
  });
  expect(res.status()).toBe(200);
}

/** The portal's own 404 page, exactly as an unknown address shows it: no shell, no redirect. */
async function expectPortal404(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status()).toBe(404);
  expect(res?.headers()['cache-control']).toBe('no-store');
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(page.locator('h1').textContent()).resolves.toBe('Page Not Found');
  await expect(page.locator('.admin-bar').count()).resolves.toBe(0);
  await expect(page.locator('.site-header').count()).resolves.toBe(1);
}

describe('the admin shell', () => {
  test('is the 404 page for a visitor and for a signed-in non-administrator', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser);
    for (const path of ['/admin', '/admin/users', '/admin/settings', '/admin/audit']) await expectPortal404(page, path);
    const unknown = await page.goto('/no-such-page');
    expect(unknown?.status()).toBe(404);

    await registerIn(context, `plain-${Date.now()}@example.com`);
    await open(page, '/');
    await page.getByRole('link', { name: 'My Account' }).waitFor();
    for (const path of ['/admin', '/admin/users']) await expectPortal404(page, path);
    const api = await context.request.get('/api/admin/users');
    expect(api.status()).toBe(404);
    await context.close();
  });

  test('an administrator disables and re-enables a user, edits a setting, and the audit log shows it', { timeout: 120_000 }, async () => {
    const userEmail = `managed-${Date.now()}@example.com`;
    const { context: userContext } = await openPage(browser);
    await registerIn(userContext, userEmail);
    expect((await userContext.request.get('/api/user/info')).status()).toBe(200);

    const { context, page, cspViolations } = await openPage(browser);
    await signInAsAdmin(page);
    const shell = await open(page, '/admin/users');
    expect(shell?.headers()['cache-control']).toBe('no-store');
    await page.locator('.admin-bar').getByRole('link', { name: 'Users' }).waitFor();
    await expect(page.locator('.site-footer').count()).resolves.toBe(0);

    // Search for the user and disable them, confirming in the dialog.
    await page.locator('#user-search_keyword').fill(userEmail);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === userEmail);
    // The list re-renders when the search's data arrives: wait for it to hold the one match.
    await expect.poll(() => page.locator('.ant-table-row').count(), { timeout: 10_000 }).toBe(1);
    const row = page.locator('.ant-table-row', { hasText: userEmail });
    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await toast(page, 'User disabled');
    await row.locator('.ant-tag:visible', { hasText: 'Disabled' }).waitFor();
    // The user's session ended with it.
    expect((await userContext.request.get('/api/user/info')).status()).toBe(401);

    await row.getByRole('button', { name: 'Enable' }).click();
    await toast(page, 'User enabled');
    await row.locator('.ant-tag:visible', { hasText: 'Active' }).waitFor();
    await userContext.close();

    // Change the notice bar's text; the public call shows it at once.
    const notice = `Brazil list updated ${Date.now()}`;
    await open(page, '/admin/settings');
    await page.getByRole('tab', { name: 'Notice bar' }).click();
    await page.locator('#notice_rollMessage').fill(notice);
    await page.getByRole('button', { name: 'Save notice' }).click();
    await toast(page, 'Notice saved');
    const config = await (await context.request.get('/api/notice/config')).json();
    expect(config.data.list[0]).toEqual({ code: 'ROLL_MESSAGE', value: notice });

    // The audit log lists the change, with its values before and after. Other specs write to the log meanwhile,
    // so the change is looked up by its action (newest first) rather than as the log's first row.
    await open(page, '/admin/audit?action=notice.update');
    const first = page.locator('.ant-table-row').first();
    await expect(first.textContent()).resolves.toContain('notice.update');
    await first.click();
    const diff = page.locator('.admin-diff');
    await diff.waitFor();
    const changed = diff.locator('.admin-diff__changed', { hasText: 'ROLL_MESSAGE' });
    await expect(changed.locator('td').nth(1).textContent()).resolves.toBe(notice);
    await open(page, '/admin/audit?action=user.disable');
    await expect(page.locator('.ant-table-row', { hasText: 'user.disable' }).count()).resolves.toBeGreaterThan(0);

    // Filtered by action, only the user changes are left.
    await open(page, '/admin/audit?action=user.enable');
    await expect(page.locator('.ant-table-row').first().textContent()).resolves.toContain('user.enable');
    await expect(page.locator('.ant-table-row', { hasText: 'notice.update' }).count()).resolves.toBe(0);
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('is server-rendered: the users table is in the HTML without JavaScript, and usable at 390 px', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser);
    await signInAsAdmin(page);
    const cookies = await context.cookies();
    const { context: noJs, page: plain } = await openPage(browser, { javaScript: false, width: 390, height: 844 });
    await noJs.addCookies(cookies);
    // Other specs register users meanwhile, newest first: find the administrator by address, not by place.
    const res = await plain.goto(`/admin/users?keyword=${encodeURIComponent(E2E_ADMIN.email)}`);
    expect(res?.status()).toBe(200);
    await plain.locator('.ant-table-row', { hasText: E2E_ADMIN.email }).waitFor();
    const width = await plain.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await noJs.close();
    await context.close();
  });

  test(
    'in Chinese (/zh/admin) the bar, menu and pages speak Chinese and links keep to /zh, at 1440 and 390 px',
    { timeout: 120_000 },
    async () => {
      for (const width of [1440, 390]) {
        const { context, page } = await openPage(browser, { width, height: 900 });
        await signInAsAdmin(page);
        await open(page, '/zh/admin');
        await expect(page.locator('h1').textContent()).resolves.toBe('管理后台');
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-Hans');
        const nav = page.getByRole('navigation', { name: '管理菜单' });
        const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs).toHaveLength(15);
        for (const href of hrefs) expect(href).toMatch(/^\/zh\/admin\//);
        await expect(page.locator('.admin-bar').getByRole('link', { name: '返回网站' }).getAttribute('href')).resolves.toBe('/zh');

        // Client navigation stays in Chinese: the users list, found by the administrator's address.
        await nav.getByRole('link', { name: '用户' }).click();
        await page.waitForURL((url) => url.pathname === '/zh/admin/users');
        await page.getByRole('columnheader', { name: '电子邮箱' }).waitFor();
        await page.locator('#user-search_keyword').fill(E2E_ADMIN.email);
        await page.getByRole('button', { name: /^搜索$/ }).click();
        await page.waitForURL((url) => url.pathname === '/zh/admin/users' && url.searchParams.get('keyword') === E2E_ADMIN.email);
        const row = page.locator('.ant-table-row', { hasText: E2E_ADMIN.email });
        await row.getByText('本人').waitFor();
        await row.locator('.ant-tag:visible', { hasText: '管理员' }).first().waitFor();

        // The article form asks for both languages; it fits a phone.
        await open(page, '/zh/admin/knowledge/new');
        await expect(page.locator('h1').textContent()).resolves.toBe('新建知识库文章');
        await expect(page.locator('fieldset legend').allTextContents()).resolves.toEqual(['中文', '英文']);
        await page.getByRole('button', { name: '保存草稿' }).waitFor();
        await expect(page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).resolves.toBe(true);

        // The switch in the bar opens the same page in English.
        await page.locator('.admin-bar').getByRole('link', { name: 'Read this page in English' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/knowledge/new');
        await expect(page.locator('h1').textContent()).resolves.toBe('New knowledge article');
        await context.close();
      }
    },
  );
});
