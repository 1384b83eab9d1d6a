import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { E2E_ADMIN } from './support/admin';
import { baseURL, launchBrowser, openPage } from './support/browser';

/** Markup an attacker (or a careless paste) could put in an article body; none of it may run on the public page. */
const CORPUS = [
  '<script>window.__xss = "script"</script>',
  '<img src="x" onerror="window.__xss = \'onerror\'">',
  '<svg><script>window.__xss = "svg"</script></svg>',
  '<svg onload="window.__xss = \'svg-onload\'"></svg>',
  '<a href="javascript:window.__xss = \'href\'">click me</a>',
  '<a href="JaVaScRiPt:window.__xss = \'mixed\'">mixed case</a>',
  '<iframe src="javascript:window.top.__xss = \'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
  '<p style="background:url(javascript:window.__xss = \'css\')">styled</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'">',
  '<form action="javascript:window.__xss = \'form\'"><button>go</button></form>',
  '<object data="javascript:window.__xss = \'object\'"></object>',
  '<details open ontoggle="window.__xss = \'toggle\'">x</details>',
  '<body onload="window.__xss = \'body\'">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = \'meta\'">',
];
const SAFE = '<h2>Safe heading kept</h2><p>A paragraph with a <a href="https://www.customs.gov.cn/">link</a>.</p>';
const BODY = SAFE + CORPUS.join('\n');

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
  const login = await fetch(`${baseURL()}/api/user/emailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  token = /cmsp_session=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
  expect(token).not.toBe('');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a public page and answers whether anything of the corpus ran or survived as live markup. */
async function inspect(path: string) {
  const { context, page } = await openPage(browser);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const res = await page.goto(path, { waitUntil: 'networkidle' });
  expect(res?.status()).toBe(200);
  await page.getByRole('heading', { name: 'Safe heading kept' }).waitFor();
  const found = await page.evaluate(() => ({
    xss: (window as { __xss?: string }).__xss ?? null,
    handlers: [...document.querySelectorAll('main *')].filter((el) => [...el.attributes].some((a) => /^on/i.test(a.name))).length,
    scriptLinks: [...document.querySelectorAll('a[href], iframe, object, form')].filter((el) =>
      /javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? el.getAttribute('data') ?? el.getAttribute('action') ?? ''),
    ).length,
    frames: document.querySelectorAll('main iframe, main object, main embed').length,
    styled: document.querySelectorAll('main [style*="javascript" i]').length,
    safeLink: document.querySelector('main a[href="https://www.customs.gov.cn/"]')?.getAttribute('rel') ?? null,
  }));
  await context.close();
  return { ...found, dialogs };
}

const CLEAN = { xss: null, handlers: 0, scriptLinks: 0, frames: 0, styled: 0, dialogs: [] };

describe('an XSS corpus in article bodies runs nothing on the public pages', () => {
  test('a knowledge article', { timeout: 60_000 }, async () => {
    const categories = await fetch(`${baseURL()}/api/admin/knowledge/categories`, { headers: { cookie: `cmsp_session=${token}` } });
    const categoryId = Number((await categories.json()).data.list[0].uuid);
    // Dated early, so it sits at the end of the lists the other specs read from the top; deleted after.
    const article = await adminPost('/api/admin/knowledge/articles/add', {
      contentTitle: `XSS corpus ${Date.now()}`,
      content: BODY,
      categoryId,
      createDate: '2024-01-02T00:00:00.000Z',
    });
    await adminPost(`/api/admin/knowledge/articles/${article.id}/publish`, {});
    expect(await inspect(`/knowledgeBase/${article.id}`)).toEqual({ ...CLEAN, safeLink: 'noopener noreferrer' });
    await adminPost(`/api/admin/knowledge/articles/${article.id}/delete`, {});
  });

  test('a market news item', { timeout: 60_000 }, async () => {
    const item = await adminPost('/api/admin/news/market-news/create', {
      enContentTitle: `XSS corpus ${Date.now()}`,
      content: BODY,
      countryCode: 'BR',
      accessType: '201',
      sourceDate: '2024-01-02',
    });
    await adminPost(`/api/admin/news/market-news/${item.id}/publish`, {});
    expect(await inspect(`/news/market-news/detail?id=${item.id}`)).toEqual({ ...CLEAN, safeLink: 'noopener noreferrer' });
    await adminPost(`/api/admin/news/market-news/${item.id}/delete`, {});
  });
});
