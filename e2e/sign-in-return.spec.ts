import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { isChinesePage, linksStayChinese, shoot, WIDTHS } from './support/chinese-pages';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASSWORD = 'Return pass 2024';
const PLANT = '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR';

async function signIn(page: Page, email: string) {
  await page.waitForLoadState('networkidle');
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(PASSWORD);
  await page.locator('button:enabled', { hasText: 'Sign In' }).waitFor();
  await page.locator('#login_password').press('Enter');
  await page.locator('.ant-message-notice', { hasText: 'login success' }).waitFor();
}

describe('sign-in returns to the page that asked for it', () => {
  test("a visitor stopped by a plant's Subscribe comes back to that plant, signed in", { timeout: 60_000 }, async () => {
    const { email } = await registerUser('return', PASSWORD);
    const { context, page } = await openPage(browser, { address: '198.51.100.63' });
    await page.goto(PLANT, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '+Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(PLANT);
    // Registering instead keeps the way back.
    await expect(page.getByRole('link', { name: 'Register Now' }).getAttribute('href')).resolves.toBe(
      `/register?redirect=${encodeURIComponent(PLANT)}`,
    );
    await signIn(page, email);
    await page.waitForURL((url) => `${url.pathname}${url.search}` === PLANT);
    await page.getByRole('link', { name: 'My Account' }).waitFor();
    await page.getByRole('button', { name: '+Subscribe' }).waitFor();
    await context.close();
  });

  test('the account area, when signed out, returns there after sign-in; without JavaScript the redirect is in the link', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/account/mySubscriptions?type=COMPANY');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/mySubscriptions?type=COMPANY');
    await page.goto('/market/company');
    await expect(page.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login?redirect=%2Fmarket%2Fcompany');
    await context.close();
  });

  test(
    "a visitor's 'Release a topic' and 'Post products for sale' come back to their forms after sign-in",
    { timeout: 90_000 },
    async () => {
      const { email } = await registerUser('return-forms', PASSWORD);
      const { context, page } = await openPage(browser, { address: '198.51.100.62' });
      await page.goto('/exchange', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Release a topic' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/exchange/exchangeForm');
      await signIn(page, email);
      await page.waitForURL((url) => url.pathname === '/exchange/exchangeForm');
      await page.getByRole('button', { name: 'Release', exact: true }).waitFor();
      // Signed in, the board's button opens the form at once.
      await page.goto('/community?type=1', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Post products for sale' }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === '/community/release?type=1');
      await context.close();
      // A visitor on the board goes through sign-in to the supply form too.
      const visitor = await openPage(browser, { width: 390, height: 844 });
      await visitor.page.goto('/community?type=1', { waitUntil: 'networkidle' });
      await visitor.page.getByRole('button', { name: 'Post products for sale' }).click();
      await visitor.page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(visitor.page.url()).searchParams.get('redirect')).toBe('/community/release?type=1');
      await visitor.context.close();
    },
  );

  test('a redirect to another site is ignored: sign-in goes home', { timeout: 60_000 }, async () => {
    const { email } = await registerUser('return-evil', PASSWORD);
    const { context, page } = await openPage(browser, { address: '198.51.100.64' });
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish', { waitUntil: 'networkidle' });
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).not.toBe('evil.example');
    await context.close();
  });

  for (const width of WIDTHS) {
    test(
      `a Chinese reader signs in in Chinese, returns to the Chinese page and finds the account area in Chinese (${width} px)`,
      {
        timeout: 90_000,
      },
      async () => {
        const { email } = await registerUser(`zh-return-${width}`, PASSWORD);
        const { context, page } = await openPage(browser, { width, address: `198.51.100.${70 + (width % 100)}` });
        await page.goto('/zh/account/myFavorites?tab=topics', { waitUntil: 'networkidle' });
        await page.waitForURL((url) => url.pathname === '/zh/login');
        // The way back is stored without the language; the login layout has the language switch too.
        expect(new URL(page.url()).searchParams.get('redirect')).toBe('/account/myFavorites?tab=topics');
        await isChinesePage(page);
        await page.getByRole('heading', { name: '登录' }).waitFor();
        await page.getByLabel('邮箱').waitFor();
        await expect(page.getByRole('link', { name: '立即注册' }).getAttribute('href')).resolves.toBe(
          `/zh/register?redirect=${encodeURIComponent('/account/myFavorites?tab=topics')}`,
        );
        await shoot(page, 'login-zh', width);
        await page.locator('#login_email').fill(email);
        await page.locator('#login_password').fill(PASSWORD);
        await page.locator('#login_password').press('Enter');
        await page.waitForURL((url) => `${url.pathname}${url.search}` === '/zh/account/myFavorites?tab=topics');

        const menu = page.getByRole('navigation', { name: '我的账户' });
        await menu.getByRole('link', { name: '我的收藏' }).waitFor();
        await page.getByRole('heading', { name: '我的收藏' }).waitFor();
        await page.getByRole('link', { name: '话题', exact: true }).waitFor();
        expect(await linksStayChinese(page)).toBeGreaterThan(6);
        await shoot(page, 'favourites-zh', width);

        await menu.getByRole('link', { name: '个人信息' }).click();
        await page.waitForURL((url) => url.pathname === '/zh/account/personInfo');
        for (const label of ['邮箱', '昵称', '联系电话', '企业名称', '业务类别']) await page.getByLabel(label).waitFor();
        await menu.getByRole('link', { name: '我的订阅' }).click();
        await page.waitForURL((url) => url.pathname === '/zh/account/mySubscriptions');
        for (const header of ['工厂', '国家/地区', '产品类型', '操作'])
          // A phone hides some columns (accounts.css): they are there, out of sight.
          await page.locator('.ant-table-thead th', { hasText: header }).first().waitFor({ state: 'attached' });
        await page.getByRole('tab', { name: '企业' }).waitFor();
        await menu.getByRole('link', { name: '通知' }).click();
        await page.waitForURL((url) => url.pathname === '/zh/account/notifications');
        await page.getByRole('heading', { name: '通知' }).waitFor();
        await page.getByText('关注对象发生变化时给我发送邮件').waitFor();
        await page.getByRole('radio', { name: '即时发送，每次变化一封邮件' }).waitFor({ state: 'attached' });
        expect(await linksStayChinese(page)).toBeGreaterThan(6);
        await shoot(page, 'notifications-zh', width);
        await context.close();
      },
    );
  }
});
