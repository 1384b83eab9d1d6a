import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SUBSCRIPTION_MSG } from '../contracts/subscriptions/codes';
import { dialogSettled, launchBrowser, openPage } from './support/browser';
import { mailedCode } from './support/mails';
import { stripedPng } from './support/png';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const email = `journey-${Date.now()}@example.com`;
const FIRST = 'First pass 2024';
const SECOND = 'Second pass 2024';
const THIRD = 'Third pass 2024';

/** The toast the page shows (antd message), by its text. */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).waitFor();
/** Opens a page and waits until it is hydrated (no request for 500 ms): typing before that would be lost. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'networkidle' });
/** Waits for a button to become enabled (the forms enable it as fields fill). */
const enabled = (page: Page, name: string) => page.locator('button:enabled', { hasText: name }).first().waitFor();
/** A form field's error under it, by its text. */
const fieldError = (page: Page, text: string) => page.locator('.ant-form-item-explain-error', { hasText: text }).first().waitFor();

async function signIn(page: Page, password: string) {
  await open(page, '/login');
  const signInButton = page.getByRole('button', { name: 'Sign In' });
  await expect(signInButton.isDisabled()).resolves.toBe(true);
  await page.locator('#login_email').fill(email);
  await page.locator('#login_password').fill(password);
  await enabled(page, 'Sign In');
  // Enter submits.
  await page.locator('#login_password').press('Enter');
  await toast(page, 'login success');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'My Account' }).waitFor();
}

async function exit(page: Page) {
  // The page may have just loaded: public pages hydrate after their first frame, and 'exit' needs the script.
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'exit' }).click();
  await page.waitForURL((url) => url.pathname === '/login');
}

describe('accounts: register, sign in, change and reset the password', () => {
  test('the whole journey, with codes mailed over SMTP', { timeout: 120_000 }, async () => {
    const { context, page, cspViolations } = await openPage(browser);

    // Register with the mailed code.
    await open(page, '/login');
    await page.getByRole('link', { name: 'Register Now' }).click();
    await page.waitForURL(/\/register$/);
    await page.waitForLoadState('networkidle');
    const registerButton = page.getByRole('button', { name: 'Register', exact: true });
    const sendButton = page.getByRole('button', { name: 'Send code' });
    await expect(sendButton.isDisabled()).resolves.toBe(true);
    await page.locator('#register_email').fill(email);
    await sendButton.click();
    await toast(page, 'The verification code has been sent');
    // The button counts down from 30 s before another code can be asked.
    await expect(page.locator('.send-code-button').textContent()).resolves.toMatch(/^(30|29|28)s$/);
    await page.locator('#register_code').fill(await mailedCode(email));
    await page.locator('#register_password').fill(FIRST);
    await page.locator('#register_confirmPassword').fill('Something else 1');
    await page.locator('#register_nickName').fill('Journey');
    await page.locator('#register_companyName').fill('Journey Foods Ltd');
    await fieldError(page, 'The two input passwords were inconsistent!');
    await page.locator('#register_confirmPassword').fill(FIRST);
    await expect(registerButton.isDisabled()).resolves.toBe(true);
    // The agreement: Cancel leaves it unticked, Agree ticks it.
    // As a person would, each choice is made once the dialog has opened, and the next step waits for it to close.
    const agreementDialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'User registration agreement' }).click();
    await dialogSettled(page);
    await agreementDialog.getByRole('button', { name: 'Cancel' }).click();
    await agreementDialog.waitFor({ state: 'hidden' });
    await expect(page.locator('#register_agreed').isChecked()).resolves.toBe(false);
    await page.getByRole('button', { name: 'User registration agreement' }).click();
    await dialogSettled(page);
    await agreementDialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await agreementDialog.waitFor({ state: 'hidden' });
    await expect(page.locator('#register_agreed').isChecked()).resolves.toBe(true);
    const registration = page.waitForResponse((res) => res.url().endsWith('/api/email/registration'));
    await registerButton.click();
    // The browser gets the session only as the HttpOnly cookie, never as a header a script could read.
    const registered = await registration;
    expect(registered.status()).toBe(200);
    expect(await registered.headerValue('x-session-token')).toBeNull();
    expect(await registered.headerValue('set-cookie')).toMatch(/^cmsp_session=[A-Za-z0-9_-]{43};.*HttpOnly.*SameSite=Lax/i);
    await toast(page, 'register success');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'My Account' }).getAttribute('href')).resolves.toBe('/account/mySupplyPost?type=1');
    // The session cookie is out of the page's reach.
    await expect(page.evaluate(() => document.cookie)).resolves.not.toContain('cmsp_session');

    await exit(page);
    await signIn(page, FIRST);

    // Change the password: §5's messages first, then success, which ends the session.
    await open(page, '/account/changePsd');
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await fieldError(page, 'Enter your password');
    await fieldError(page, 'Enter new password');
    await fieldError(page, 'Confirm new Password');
    await page.locator('#change-password_currentPassword').fill(FIRST);
    await page.locator('#change-password_password').fill(SECOND);
    await page.locator('#change-password_confirmPassword').fill('Not the same 1');
    await fieldError(page, 'The passwords are inconsistent');
    await page.locator('#change-password_confirmPassword').fill(SECOND);
    await confirm.click();
    await toast(page, 'modify successfully');
    await page.waitForURL((url) => url.pathname === '/login');
    // The old session is gone: the account area sends the visitor to sign in.
    await page.goto('/account/personInfo');
    await page.waitForURL((url) => url.pathname === '/login');

    await signIn(page, SECOND);

    // The profile: the e-mail is read-only, an empty nickname is refused, a new one is kept.
    await open(page, '/account/personInfo');
    await expect(page.locator('#person-info_email').inputValue()).resolves.toBe(email);
    await expect(page.locator('#person-info_email').isEditable()).resolves.toBe(false);
    await page.locator('#person-info_nickName').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldError(page, 'Cannot be empty');
    await page.locator('#person-info_nickName').fill('Journey Renamed');
    // An avatar picked from the disk is uploaded, then kept with the profile.
    await page.locator('.uploader input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: stripedPng(48, 48) });
    await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'edit success');
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('#person-info_nickName').inputValue()).resolves.toBe('Journey Renamed');
    const avatar = await page.locator('.ant-upload-list-item-done img').getAttribute('src');
    expect(avatar).toMatch(/^\/media\/uploads\/.+\.png$/);
    expect((await page.request.get(avatar!)).status()).toBe(200);

    // Reset the password by a mailed code from the sign-in page's dialog.
    await exit(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#reset-password_email').fill(email);
    const resetButton = dialog.getByRole('button', { name: 'Reset' });
    await expect(resetButton.isDisabled()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await toast(page, 'The verification code has been sent');
    await dialog.locator('#reset-password_emailCode').fill(await mailedCode(email, 2));
    await dialog.locator('#reset-password_password').fill(THIRD);
    await dialog.locator('#reset-password_confirmPassword').fill(THIRD);
    await resetButton.click();
    await toast(page, 'modify successfully');

    await signIn(page, THIRD);

    // A session that ends elsewhere: the next call answers 401 'invalid token', and the page logs out to /login.
    await open(page, '/account/personInfo');
    const ended = await context.request.post('/api/user/logout', { data: {} });
    expect(ended.status()).toBe(200);
    await page.locator('#person-info_nickName').fill('After the session ended');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('a wrong password says only that the e-mail or password is wrong', async () => {
    const { context, page } = await openPage(browser);
    await open(page, '/login');
    await page.locator('#login_email').fill('nobody-here@example.com');
    await page.locator('#login_password').fill('Whatever 123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'The email or password is wrong');
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('My Subscriptions', () => {
  test('lists a subscribed plant with its filters and unsubscribes it after confirmation', async () => {
    const { context, page } = await openPage(browser);
    // A user registered through the calls the register page makes, with the code from the mail sink.
    const member = `subscriber-${Date.now()}@example.com`;
    const call = async (path: string, data: object) => {
      const res = await context.request.post(path, { data });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()).data;
    };
    await call('/api/email/send', { to: member, type: 'REGISTER' });
    const code = await mailedCode(member);
    await call('/api/email/registration', { email: member, code, password: FIRST, confirmPassword: FIRST, nickName: 'Subscriber' });
    const [plant] = (await call('/api/pcCompanyFactory/queryFactory', {})).list;
    await call('/api/base/subscribe/add', {
      accessType: plant.factoryAccessType,
      countryCode: plant.factoryCountryCode,
      subObject: plant.plantNo,
      subType: 'FACTORY',
      subStatus: 1,
      subTerminal: 'PC',
    });

    await open(page, '/account/mySubscriptions');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.count()).resolves.toBe(1);
    await expect(rows.first().textContent()).resolves.toContain(plant.plantName);
    // The filters live in the address: another tab or a word that matches nothing shows 'No Data'.
    await page.getByRole('tab', { name: 'Company' }).click();
    await page.waitForURL(/type=COMPANY/);
    await page.locator('.ant-table-placeholder', { hasText: 'No Data' }).waitFor();
    await open(page, '/account/mySubscriptions?type=FACTORY&queryWord=no-such-plant-anywhere');
    await page.locator('.ant-table-placeholder', { hasText: 'No Data' }).waitFor();
    // 'No Data' spans the table, as loaded and hydrated (it once kept a two-column width).
    const width = (selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().width);
    expect(Math.abs((await width('.ant-table-placeholder td')) - (await width('.ant-table table')))).toBeLessThan(2);

    await open(page, '/account/mySubscriptions');
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure to unsubscribe?' }).waitFor();
    await dialogSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    // §4: the page shows the unsubscribe call's own message, not a generic 'success'.
    await toast(page, SUBSCRIPTION_MSG.unsubscribed);
    await page.locator('.ant-table-placeholder', { hasText: 'No Data' }).waitFor();
    await context.close();
  });
});

describe('visitors', () => {
  test('opening the account area sends a visitor to sign in, without JavaScript too', async () => {
    for (const javaScript of [true, false]) {
      const { context, page } = await openPage(browser, { javaScript });
      await page.goto('/account/mySubscriptions');
      expect(new URL(page.url()).pathname).toBe('/login');
      await expect(page.getByRole('heading', { name: 'Sign In' }).count()).resolves.toBe(1);
      await context.close();
    }
  });

  test('the sign-in and registration pages are server-rendered in the login layout', async () => {
    const { context, page } = await openPage(browser, { javaScript: false, width: 390, height: 844 });
    for (const path of ['/login', '/register']) {
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0);
      await expect(page.locator('footer').count()).resolves.toBe(0);
    }
    await context.close();
  });
});
