import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signInAsAdmin } from './support/admin';
import { dialogSettled, launchBrowser, openPage } from './support/browser';
import { card, confirm, postAs, review, signedIn, toast } from './support/posts';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedInAs = (token: string) => signedIn(browser, token);

describe('the topic forum (/exchange)', () => {
  test('a refused topic shows its reason to its author; the topic is deleted after the confirmation', { timeout: 120_000 }, async () => {
    const title = `Reefer plug-in charges at Yangshan ${Date.now()}`;
    const author = await registerUser('topic', 'Topic pass 2024', 'Topic Author');
    const { context, page } = await signedInAs(author.token);
    await page.goto('/exchange', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Release a topic' }).click();
    await page.waitForURL((url) => url.pathname === '/exchange/exchangeForm');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Title').fill('Hey');
    await page.getByLabel('Content').fill('Too short');
    await page.getByRole('button', { name: 'Release' }).click();
    await page.getByText('Titile is  at least  5 characters').waitFor();
    await page.getByText('Content is  at least  50 characters').waitFor();
    await page.getByLabel('Title').fill(title);
    await page
      .getByLabel('Content')
      .fill('Our forwarder quotes double the plug-in charge of last year for reefers at Yangshan. Is that the same for everyone?');
    await page.getByRole('button', { name: 'Instruction' }).click();
    await dialogSettled(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
    await page.getByRole('button', { name: 'Release' }).click();
    await toast(page, 'release successful');
    await page.waitForURL((url) => url.pathname === '/account/myExchange');

    const admin = await openPage(browser);
    await signInAsAdmin(admin.page);
    await review(admin.page, 'Topic', title, 'Please name the terminal and the line');
    await admin.context.close();

    await page.reload({ waitUntil: 'networkidle' });
    const item = card(page, title);
    await item.locator('.ant-tag', { hasText: 'Refused' }).waitFor();
    await item.getByText('Reason: Please name the terminal and the line').waitFor();
    await item.getByRole('button', { name: 'Delete' }).click();
    await confirm(page, 'Are you sure to delete the Topic?', /\/api\/community\/delete/);
    await card(page, title).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a topic with a video plays', { timeout: 60_000 }, async () => {
    const res = await postAs(null, '/api/community/page/1/200', { checkStatus: 2 });
    const withVideo = (res.json.data.list as { code: string; video: string }[]).find((t) => t.video);
    expect(withVideo).toBeTruthy();
    const { context, page } = await openPage(browser);
    await page.goto(`/exchange/detail?code=${withVideo!.code}`, { waitUntil: 'networkidle' });
    const video = page.locator('video.community-video');
    await video.waitFor();
    await video.evaluate((v: HTMLVideoElement) => v.play());
    await page.waitForFunction(() => {
      const v = document.querySelector('video.community-video') as HTMLVideoElement | null;
      return !!v && v.currentTime > 0 && v.readyState >= 2;
    });
    await context.close();
  });
});
