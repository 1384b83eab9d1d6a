import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { seriousFindings } from './support/axe';
import { baseURL, launchBrowser, noSidewaysScroll, openPage } from './support/browser';
import { mailsTo } from './support/mails';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The toast the page shows (antd message), by its text. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).waitFor();

/**
 * Issue 30, 'nobody locks out anyone': failures from elsewhere lock the account for browsers it does not know, and
 * its owner in such a browser signs in with the password and the code mailed to the account (docs/accounts.md).
 */
describe('sign-in code: the owner of an account others locked', () => {
  // The guesser's and the owner's addresses, one pair per width (sign-in allows 10 tries a minute per address).
  const addresses = { 1440: ['192.0.2.213', '192.0.2.214'], 390: ['192.0.2.215', '192.0.2.216'] } as const;
  for (const width of [1440, 390] as const) {
    test(
      `at ${width} px: a fresh browser gets the labelled code field, reached by Tab, and signs in with the mailed code`,
      { timeout: 90_000 },
      async () => {
        const password = 'Owner pass 2024';
        const owner = await registerUser('locked', password, 'Locked Owner');
        const [guesser, own] = addresses[width];
        for (let i = 0; i < 5; i++) {
          const res = await fetch(`${baseURL()}/api/user/emailLogin`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': guesser },
            body: JSON.stringify({ email: owner.email, password: `Wrong guess ${i}` }),
          });
          expect(res.status).toBe(400);
        }

        const { context, page } = await openPage(browser, { width, address: own });
        await page.goto('/login', { waitUntil: 'networkidle' });
        await page.locator('#login_email').fill(owner.email);
        await page.locator('#login_password').fill(password);
        await page.locator('#login_password').press('Enter');
        await toast(page, 'a code has been mailed');
        const code = page.getByLabel('Verification code');
        await code.waitFor();
        expect(new URL(page.url()).pathname).toBe('/login');
        expect(await seriousFindings(page)).toEqual([]);
        expect(await noSidewaysScroll(page)).toBe(true);

        // From the password, Tab reaches the code field (the password's show toggle may come between).
        await page.locator('#login_password').focus();
        for (let i = 0; i < 3 && !(await code.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
        expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);

        // The second mail to the account (the first was the registration code) carries the sign-in code.
        const mails = await mailsTo(owner.email, 2, { matching: /verification code is \d{6}/ });
        const mailed = /verification code is (\d{6})/.exec(mails[1]!)![1]!;
        await page.keyboard.type(mailed);
        await page.keyboard.press('Enter');
        await toast(page, 'login success');
        await page.waitForURL((url) => url.pathname === '/');
        // Signed in: the browser's session is the owner's (the account link sits in the phone menu at 390 px).
        const me = await page.request.get('/api/user/info');
        expect(((await me.json()) as { data: { email: string } }).data.email).toBe(owner.email);
        await context.close();
      },
    );
  }
});
