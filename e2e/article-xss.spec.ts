import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { baseURL, launchBrowser, openPage } from './support/browser';
import { HTML_PAYLOADS, injected, TEXT_PAYLOADS, watchDialogs, XSS_CLEAN } from './support/xss-corpus';

const SAFE = '<h2>Safe heading kept</h2><p>A paragraph with a <a href="https://www.customs.gov.cn/">link</a>.</p>';
// The plain-text corpus too: in an HTML body its tags are markup for the sanitiser to take apart.
const BODY = SAFE + [...HTML_PAYLOADS, ...TEXT_PAYLOADS].join('\n');
/** Titles are text: in the heading, the document title and the structured data (JSON-LD) of the page. */
const titled = () => `XSS corpus ${Date.now()} ${TEXT_PAYLOADS[9]} ${TEXT_PAYLOADS[3]}`;

let browser: Browser;
let token: string;

async function adminPost(path: string, body: object) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `cmsp_session=${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  expect(res.status, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json.data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a public page and answers whether anything of the corpus ran or survived as live markup. */
async function inspect(path: string, title: string) {
  const { context, page, cspViolations } = await openPage(browser);
  const dialogs = watchDialogs(page);
  const res = await page.goto(path, { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Safe heading kept' }).waitFor();
  const found = await injected(page);
  const body = await page.evaluate(() => ({
    frames: document.querySelectorAll('main iframe, main object, main embed').length,
    styled: document.querySelectorAll('main [style*="javascript" i]').length,
    safeLink: document.querySelector('main a[href="https://www.customs.gov.cn/"]')?.getAttribute('rel') ?? null,
    headings: [...document.querySelectorAll('h1')].map((h) => h.textContent),
    documentTitle: document.title,
  }));
  expect(body.headings).toContain(title);
  expect(body.documentTitle).toContain(title);
  await context.close();
  return { ...found, frames: body.frames, styled: body.styled, safeLink: body.safeLink, dialogs, cspViolations };
}

const CLEAN = { ...XSS_CLEAN, frames: 0, styled: 0, dialogs: [], cspViolations: [] };

describe('an XSS corpus in article bodies and titles runs nothing on the public pages', () => {
  test('a knowledge article', { timeout: 60_000 }, async () => {
    const categories = await fetch(`${baseURL()}/api/admin/knowledge/categories`, { headers: { cookie: `cmsp_session=${token}` } });
    const categoryId = Number((await categories.json()).data.list[0].uuid);
    // Dated early, so it sits at the end of the lists the other specs read from the top; deleted after.
    const title = titled();
    const article = await adminPost('/api/admin/knowledge/articles/add', {
      contentTitle: title,
      content: BODY,
      categoryId,
      createDate: '2024-01-02T00:00:00.000Z',
    });
    await adminPost(`/api/admin/knowledge/articles/${article.id}/publish`, {});
    expect(await inspect(`/knowledgeBase/${article.id}`, title)).toEqual({ ...CLEAN, safeLink: 'noopener noreferrer' });
    await adminPost(`/api/admin/knowledge/articles/${article.id}/delete`, {});
  });

  test('a market news item', { timeout: 60_000 }, async () => {
    const title = titled();
    const item = await adminPost('/api/admin/news/market-news/create', {
      enContentTitle: title,
      content: BODY,
      countryCode: 'BR',
      accessType: '201',
      sourceDate: '2024-01-02',
    });
    await adminPost(`/api/admin/news/market-news/${item.id}/publish`, {});
    expect(await inspect(`/news/market-news/detail?id=${item.id}`, title)).toEqual({ ...CLEAN, safeLink: 'noopener noreferrer' });
    await adminPost(`/api/admin/news/market-news/${item.id}/delete`, {});
  });
});
