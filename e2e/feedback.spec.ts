import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fill } from '../contracts/core/messages';
import { feedbackMessages } from '../contracts/feedback/codes';
import { UPLOAD_RULES, uploadMessages } from '../contracts/uploads/codes';
import formEn from '../web/features/feedback/messages/en.json';
import formZh from '../web/features/feedback/messages/zh.json';
import { signInAsAdmin } from './support/admin';
import { baseURL, chooseOption, dialogSettled, launchBrowser, openPage } from './support/browser';
import { mailTo } from './support/mails';
import { stripedPng } from './support/png';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const run = Date.now();
const visitorText = `Visitor ${run}: plant 3300/02 shows suspended but the GACC list says active.`;
const userText = `User ${run}: please add chilled beef prices from Argentina.`;
const consultingText = `Consulting ${run}: we need help registering our pork plant in Spain.`;
const visitorContact = `visitor-${run}@example.com`;

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: stripedPng(40, 30) });
const uploader = (page: Page) => page.locator('.uploader input[type=file]');
const alertText = (page: Page) => page.locator('.uploader__error');

async function chooseType(page: Page, label: string) {
  await page.locator('#feedback_type').click();
  await chooseOption(page, label);
}

/** Fills and sends the form with photos, then closes the success dialog and sees the form empty again. */
async function sendFeedback(page: Page, text: string, contact: string, photos: number) {
  await page.goto('/feedback', { waitUntil: 'networkidle' });
  await chooseType(page, 'Data error');
  await page.locator('#feedback_content').fill(`  ${text}  `);
  await page.locator('#feedback_content').blur();
  expect(await page.locator('#feedback_content').inputValue()).toBe(text);
  await page.getByText(`${text.length}/300`).waitFor();
  await page.locator('#feedback_contact').fill(contact);
  await uploader(page).setInputFiles(Array.from({ length: photos }, (_, i) => png(`carton-${i}.png`)));
  await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(photos);
  const sent = page.waitForResponse((r) => r.url().includes('/api/feedback/addFeedback'));
  await page.getByRole('button', { name: 'Submit' }).click();
  await sent;
  await page.getByText('Thank you for your feedback').waitFor();
  await dialogSettled(page);
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  expect(await page.locator('#feedback_content').inputValue()).toBe('');
  expect(await page.locator('.ant-upload-list-item-done').count()).toBe(0);
}

/**
 * What /feedback says in each language, read from the catalogues: §5's feedback upload messages are the spec's
 * Chinese words on the Chinese page and their English twins on the English one, from the browser's checks and the
 * server's alike.
 */
const WORDS = {
  en: { path: '/feedback', form: formEn.form, feedback: feedbackMessages.texts.en, uploads: uploadMessages.texts.en, kit: enUS },
  zh: { path: '/zh/feedback', form: formZh.form, feedback: feedbackMessages.texts.zh, uploads: uploadMessages.texts.zh, kit: zhCN },
};

describe('feedback', () => {
  test.each(['en', 'zh'] as const)(
    'bad input gets §5 messages in the page language (%s): empty description, not a picture, bytes not an image, 10 MB, more than 6',
    { timeout: 60_000 },
    async (language) => {
      const words = WORDS[language];
      const maxCount = UPLOAD_RULES['feedback-image'].maxCount;
      const { context, page } = await openPage(browser);
      await page.goto(words.path, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: words.form.submit, exact: true }).click();
      await page.getByText(words.feedback.required).first().waitFor();

      await uploader(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
      await alertText(page).filter({ hasText: words.uploads.onlyPictures }).waitFor();
      // Named and typed as a PNG, but the bytes are text: the server refuses it, in the page's language.
      await uploader(page).setInputFiles({
        name: 'fake.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not a picture at all'.repeat(20)),
      });
      await alertText(page).filter({ hasText: words.uploads.commonImageTypes }).waitFor();
      await uploader(page).setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024) });
      await alertText(page).filter({ hasText: words.uploads.notOver10M }).waitFor();
      await uploader(page).setInputFiles(Array.from({ length: maxCount + 1 }, (_, i) => png(`p${i}.png`)));
      await alertText(page)
        .filter({ hasText: fill(words.uploads.tooManyImages, { n: maxCount }) })
        .waitFor();
      await expect.poll(() => page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(maxCount);
      // A full form offers no more uploads; a photo can be removed.
      expect(await page.locator('.uploader__add').count()).toBe(0);
      await page.locator('.ant-upload-list-item-done').first().hover();
      await page.locator('.ant-upload-list-item-done').first().locator(`button[title="${words.kit.Upload!.removeFile}"]`).click();
      await expect.poll(() => page.locator('.ant-upload-list-item-done').count()).toBe(maxCount - 1);
      await context.close();
    },
  );

  test(
    'a visitor and a signed-in user send feedback with photos; the admin sees both and replies by mail',
    { timeout: 120_000 },
    async () => {
      const visitor = await openPage(browser);
      await sendFeedback(visitor.page, visitorText, visitorContact, 2);
      await visitor.context.close();

      const { email, token } = await registerUser('feedback', 'Feedback pass 2024', 'Lina');
      const user = await openPage(browser);
      await user.context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
      await sendFeedback(user.page, userText, '+86 138 0000 0000', 1);
      await user.context.close();

      const admin = await openPage(browser);
      const page = admin.page;
      await signInAsAdmin(page);
      await page.goto('/admin/feedback?type=DATA_ERROR', { waitUntil: 'networkidle' });
      const row = (text: string) => page.locator('tr', { hasText: text.slice(0, 30) });
      await row(userText).getByRole('button', { name: 'Open' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByTestId('feedback-sender').filter({ hasText: email }).waitFor();
      expect(await drawer.getByTestId('feedback-sender').textContent()).toContain('Lina');
      expect(await drawer.locator('img[src^="/media/uploads/"]').count()).toBe(1);
      await drawer.getByText('The contact is not an e-mail address').waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await row(visitorText).getByRole('button', { name: 'Open' }).click();
      await drawer.getByText('Visitor', { exact: true }).waitFor();
      expect(await drawer.locator('img[src^="/media/uploads/"]').count()).toBe(2);
      await drawer.getByRole('combobox', { name: 'Status' }).click();
      await chooseOption(page, 'In progress');
      await page.locator('.ant-message-notice', { hasText: 'Status changed' }).waitFor();
      const reply = `Thanks, we checked plant 3300/02 (${run}).`;
      await drawer.locator('#feedback-reply_message').fill(reply);
      await drawer.getByRole('button', { name: 'Send reply' }).click();
      await drawer.getByText(reply).waitFor();
      expect(await mailTo(visitorContact, new RegExp(`we checked plant 3300/02 \\(${run}\\)`))).toMatch(/Subject: Re: your feedback/);
      await admin.context.close();
    },
  );

  test('/ourService shows the services and the 18 categories, and its contact form reaches the inbox', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/ourService', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Port inspection support' }).waitFor();
    expect(await page.getByRole('list', { name: 'Product categories' }).locator('li').count()).toBe(18);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#consulting_content').fill(consultingText);
    await page.locator('#consulting_contact').fill('export@example.es');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you for your feedback').waitFor();
    await context.close();

    const admin = await openPage(browser);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/admin/feedback?type=CONSULTING', { waitUntil: 'networkidle' });
    await admin.page.locator('tr', { hasText: consultingText.slice(0, 30) }).waitFor();
    await admin.context.close();
  });
});

describe('feedback in Chinese', () => {
  test('/zh/feedback asks in Chinese, offers the types by their Chinese names and sends', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/zh/feedback', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: '提交意见反馈' }).waitFor();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await page.getByText(WORDS.zh.feedback.required).first().waitFor();
    await chooseType(page, '数据错误');
    await page.locator('#feedback_content').fill(`中文反馈 ${run}：巴西工厂的注册编号有误。`);
    await page.locator('#feedback_contact').fill(`zh-${run}@example.com`);
    await page.getByText('最多 6 张图片（png、jpg、gif），每张小于 10 MB').waitFor();
    const sent = page.waitForResponse((r) => r.url().includes('/api/feedback/addFeedback'));
    await page.getByRole('button', { name: /提交/ }).click();
    expect((await sent).status()).toBe(200);
    await page.getByRole('dialog').waitFor();
    await dialogSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: /确定/ }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  test('/zh/ourService on a phone: the services and the 18 GACC categories in Chinese, links under /zh', async () => {
    const { context, page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/zh/ourService', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: '我们的服务' }).waitFor();
    await page.getByRole('heading', { name: '口岸查验支持' }).waitFor();
    const categories = await page.getByRole('list', { name: '产品类别' }).locator('li').allTextContents();
    expect(categories).toHaveLength(18);
    expect(categories).toContain('肉与肉制品');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByLabel('留言内容').count()).resolves.toBe(1);
    await expect(page.getByRole('button', { name: /发送/ }).count()).resolves.toBe(1);
    const links = await page.locator('main a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(links.filter((href) => !href.startsWith('/zh'))).toEqual([]);
    await context.close();
  });
});
