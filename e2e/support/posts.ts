import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseURL, dialogSettled, openPage, type PageOptions } from './browser';

/** A fresh browser context signed in with this session token (from registerUser or adminToken). */
export async function signedIn(browser: Browser, token: string, options: PageOptions = {}) {
  const opened = await openPage(browser, options);
  await opened.context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
  return opened;
}

/** A POST to the API as the holder of a session (or a visitor). */
export async function postAs(token: string | null, path: string, body: object) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { cookie: `cmsp_session=${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
}

/** A GET of the API as the holder of a session (or a visitor). */
export async function getAs(token: string | null, path: string) {
  const res = await fetch(`${baseURL()}${path}`, { headers: token ? { cookie: `cmsp_session=${token}` } : {} });
  return { status: res.status, json: await res.json() };
}

export async function userIdOf(token: string): Promise<number> {
  return (await getAs(token, '/api/user/info')).json.data.userId;
}

/** A user's own leads in every status (up to 50), as the account lists read them. */
export const ownLeads = async (token: string, userId: number) =>
  (await postAs(token, '/api/supply-demand/page/1/50', { userId })).json.data.list as {
    id: number;
    enContent: string;
    images: string[];
    checkStatus: number;
  }[];

/** A user's own topics in every status (up to 50). */
export const ownTopics = async (token: string, userId: number) =>
  (await postAs(token, '/api/community/page/1/50', { userId })).json.data.list as {
    id: number;
    code: string;
    title: string;
    images: string[];
    checkStatus: number;
  }[];

/** Waits for a message toast with this text (antd's message). */
export const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text }).last().waitFor();

/** A post or topic card of the board, the forum or an account list, by a text it holds. */
export const card = (page: Page, text: string) => page.locator('article.community-card', { hasText: text });

export type QueueType = 'Supply and demand' | 'Topic';
const subjectTypeOf = (type: QueueType) => (type === 'Topic' ? 'COMMUNITY' : 'SUPPLY_DEMAND');

/**
 * Opens the admin moderation queue (Under Review) on the page that holds the item with this text, as the admin
 * signed in on `page`. The queue is oldest first, 20 a page, and the demo data and other specs' items wait in it too.
 */
export async function openQueueAt(page: Page, type: QueueType, text: string) {
  const item = page.locator('.moderation-item', { hasText: text });
  for (let n = 1; n <= 20; n++) {
    await page.goto(`/admin/moderation?subjectType=${subjectTypeOf(type)}&page=${n}`, { waitUntil: 'networkidle' });
    if (await item.count()) return item;
  }
  throw new Error(`no ${type} item with "${text}" in the queue`);
}

/** Approves (or refuses with a reason) the queue's card holding this text, as an administrator does. */
export async function review(page: Page, type: QueueType, text: string, refuse?: string) {
  const item = await openQueueAt(page, type, text);
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/moderation/review'));
  if (refuse) {
    await item.getByRole('button', { name: 'Refuse' }).click();
    await dialogSettled(page);
    await page.getByRole('dialog').getByLabel('Reason').fill(refuse);
    await page.getByRole('dialog').getByRole('button', { name: 'Refuse' }).click();
  } else {
    await item.getByRole('button', { name: 'Approve' }).click();
  }
  expect((await answered).status()).toBe(200);
  await item.waitFor({ state: 'detached' });
}

/** Approves an item through the queue's call, as the administrator holding `adminToken`. */
export async function approve(adminToken: string, type: QueueType, id: number) {
  const res = await postAs(adminToken, '/api/admin/moderation/review', { subjectType: subjectTypeOf(type), id, checkStatus: 2 });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

/** Answers an open antd confirmation with OK once it has settled, and waits for the call it makes and the close. */
export async function confirm(page: Page, title: string, call: RegExp) {
  await page.locator('.ant-modal-confirm-title', { hasText: title }).waitFor();
  await dialogSettled(page);
  const answered = page.waitForResponse((r) => call.test(r.url()));
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await answered;
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}
