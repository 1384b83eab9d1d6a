import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
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
    const { context, page } = await openPage(browser);
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

  test('a redirect to another site is ignored: sign-in goes home', { timeout: 60_000 }, async () => {
    const { email } = await registerUser('return-evil', PASSWORD);
    const { context, page } = await openPage(browser);
    await page.goto('/login?redirect=%2F%2Fevil.example%2Fphish', { waitUntil: 'networkidle' });
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).not.toBe('evil.example');
    await context.close();
  });
});
