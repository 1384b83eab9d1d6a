import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken as signInAdmin } from './support/admin';
import { baseURL, dialogSettled, launchBrowser, openPage } from './support/browser';
import { registerUser } from './support/users';

let browser: Browser;
let articlePath: string;
let articleId: number;

/** A POST to the API as the holder of a session token (or a visitor), answering the envelope. */
async function postAs(token: string | null, path: string, body: object) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { cookie: `cmsp_session=${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json(), cookies: res.headers.getSetCookie() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  // The last published article of the list: the other specs open the first ones.
  const res = await postAs(null, '/api/newsQuery/pageKnowledge/1/100', { contentType: 'KNOWLEDGE', contentDisplay: 'DISPLAY' });
  const list = res.json.data.list as { id: number }[];
  articleId = list.at(-1)!.id;
  articlePath = `/knowledgeBase/${articleId}`;
});
afterAll(async () => {
  await browser?.close();
});

const section = (page: Page) => page.locator('section.ui-comments');
const thread = (page: Page, text: string) => section(page).locator('li.ui-comment', { hasText: text });
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).last().waitFor();

async function signedIn(token: string) {
  const { context, page } = await openPage(browser);
  await context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
  return { context, page };
}

describe('comments on a knowledge article', () => {
  test('a visitor reads the comments and is sent to sign in to write, coming back after', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(articlePath);
    await section(page)
      .getByRole('heading', { name: /^Comments/ })
      .waitFor();
    await section(page).getByRole('link', { name: 'Sign in to comment' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === articlePath);
    await context.close();
  });

  test('a user comments, replies, and deletes their own comment with its replies after the confirmation', { timeout: 60_000 }, async () => {
    const { token } = await registerUser('commenter', 'Comment pass 2024', 'Ana');
    const { context, page } = await signedIn(token);
    await page.goto(articlePath, { waitUntil: 'networkidle' });
    const release = section(page).getByRole('button', { name: 'Release' });
    expect(await release.isDisabled()).toBe(true);
    const words = `Does this hold for frozen shrimp? ${Date.now()}`;
    await section(page).getByLabel('Your comment').fill('   ');
    expect(await release.isDisabled()).toBe(true);
    await section(page).getByLabel('Your comment').fill(words);
    await release.click();
    await toast(page, 'Successfully!');
    await thread(page, words).waitFor();
    expect(await section(page).getByLabel('Your comment').inputValue()).toBe('');

    await thread(page, words).getByRole('button', { name: 'Reply' }).first().click();
    const replyBox = thread(page, words).getByLabel('Reply to Ana');
    const replyButton = thread(page, words).locator('form').getByRole('button', { name: 'Reply' });
    expect(await replyButton.isDisabled()).toBe(true);
    await replyBox.fill('Answering myself: yes, frozen too.');
    await replyButton.click();
    await thread(page, words).locator('.ui-comment__replies', { hasText: 'Answering myself' }).waitFor();
    await expect(thread(page, words).locator('.ui-comment__replies .ui-comment__to').textContent()).resolves.toContain('replied to Ana');

    await thread(page, words).locator('.ui-comment__entry').first().getByRole('button', { name: 'Delete' }).click();
    // As a person would: the choice is made once the dialog has opened, and the page is read once it has closed.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    await dialog.locator('.ant-modal-confirm-title', { hasText: 'Are you sure to delete the comment？' }).waitFor();
    await dialogSettled(page);
    const deleted = page.waitForResponse((res) => res.url().endsWith('/api/comments/delete'));
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect((await deleted).status()).toBe(200);
    await dialog.waitFor({ state: 'hidden' });
    await thread(page, words).waitFor({ state: 'detached' });
    expect(await section(page).getByText('Answering myself').count()).toBe(0);
    await context.close();
  });

  test("a user cannot delete another's comment; an administrator's reply shows Admin with its badge", { timeout: 60_000 }, async () => {
    const author = await registerUser('author', 'Author pass 2024', 'Bruno');
    const reader = await registerUser('reader', 'Reader pass 2024', 'Chen');
    const words = `Clearance took five days at Qingdao ${Date.now()}`;
    const added = await postAs(author.token, '/api/comments/addComments', {
      commentsType: 'KNOWLEDGE_BASE',
      ownerId: articleId,
      messageContent: words,
    });
    expect(added.json.msg).toBe('Successfully!');
    const adminToken = await signInAdmin();
    const replied = await postAs(adminToken, '/api/comments/addRely', {
      commentsType: 'KNOWLEDGE_BASE',
      ownerId: articleId,
      pid: added.json.data,
      messageContent: 'Thanks: we added Qingdao to the article.',
    });
    expect(replied.json.msg).toBe('Successfully!');

    const { context, page } = await signedIn(reader.token);
    await page.goto(articlePath, { waitUntil: 'networkidle' });
    await thread(page, words).waitFor();
    expect(await thread(page, words).getByRole('button', { name: 'Delete' }).count()).toBe(0);
    const adminReply = thread(page, words).locator('.ui-comment__replies li', { hasText: 'we added Qingdao' });
    await expect(adminReply.locator('.ui-comment__author').first().innerText()).resolves.toMatch(/^Admin\s+Admin$/);
    await adminReply.locator('.ant-tag', { hasText: 'Admin' }).waitFor();
    // The server refuses too: someone else's comment answers as if it did not exist.
    const refused = await postAs(reader.token, '/api/comments/delete', { commentsType: 'KNOWLEDGE_BASE', id: added.json.data });
    expect(refused.status).toBe(404);
    await context.close();
  });

  test('markup in a comment is shown as text and runs nothing; its links are nofollow ugc', { timeout: 60_000 }, async () => {
    const { token } = await registerUser('xss', 'Xss pass 2024', 'Dana');
    const corpus = [
      '<img src=x onerror="window.__xss=1">',
      '<script>window.__xss=2</script>',
      '"><svg onload="window.__xss=3">',
      'javascript:window.__xss=4',
      'see https://example.com/cert?x=1&y=2.',
    ];
    for (const messageContent of corpus) {
      const res = await postAs(token, '/api/comments/addComments', { commentsType: 'KNOWLEDGE_BASE', ownerId: articleId, messageContent });
      expect(res.json.msg, messageContent).toBe('Successfully!');
    }
    const { context, page } = await signedIn(token);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(articlePath, { waitUntil: 'networkidle' });
    for (const text of corpus.slice(0, 3)) await section(page).getByText(text, { exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(await section(page).locator('img[src="x"], svg[onload], script').count()).toBe(0);
    const link = section(page).locator('a[href="https://example.com/cert?x=1&y=2"]');
    await expect(link.getAttribute('rel')).resolves.toBe('nofollow ugc noopener noreferrer');
    expect(await section(page).locator('a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
