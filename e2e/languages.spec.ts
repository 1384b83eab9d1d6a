import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSession } from './support/admin';
import { baseURL, launchBrowser, openPage } from './support/browser';
import { wrongLanguageText } from './support/languages';
import { everyRoute, type Audience, type RouteVisit } from './support/routes';
import { registerUser } from './support/users';

let browser: Browser;
let routes: RouteVisit[];
const cookies: Record<Audience, string | undefined> = { visitor: undefined, user: undefined, admin: undefined };
beforeAll(async () => {
  browser = await launchBrowser();
  cookies.admin = (await adminSession({ address: '203.0.113.240' })).token;
  cookies.user = (await registerUser('walk', 'Walk the pages 1')).token;
  routes = await everyRoute(`cmsp_session=${cookies.admin}`);
});
afterAll(async () => {
  await browser?.close();
});

async function contextFor(audience: Audience, javaScript: boolean): Promise<BrowserContext> {
  const { context } = await openPage(browser, { javaScript });
  const token = cookies[audience];
  if (token) await context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
  return context;
}

/** A route's Chinese address: the same path under /zh. */
const chinese = (path: string) => (path === '/' ? '/zh' : `/zh${path}`);

/** Routes whose Chinese page is checked again after its scripts have run: hydrated pages stay Chinese. */
const HYDRATED: RouteVisit[] = [
  ...['/', '/market/plant', '/data/meat-price', '/community', '/feedback', '/login'].map((path) => ({
    path,
    audience: 'visitor' as const,
  })),
  { path: '/account/personInfo', audience: 'user' },
  { path: '/admin/users', audience: 'admin' },
];

describe('every page in both languages', () => {
  test('Chinese pages show no English UI text, as the server renders them', async () => {
    const problems: string[] = [];
    for (const audience of ['visitor', 'user', 'admin'] as const) {
      const context = await contextFor(audience, false);
      const page = await context.newPage();
      for (const route of routes.filter((r) => r.audience === audience)) {
        await page.goto(chinese(route.path));
        expect(new URL(page.url()).pathname.startsWith('/zh'), `${route.path} stays in Chinese`).toBe(true);
        expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
        for (const wrong of await wrongLanguageText(page, 'zh')) problems.push(`${route.path}: "${wrong.text}" in ${wrong.where}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);

  test('Chinese pages stay Chinese once their scripts have run', async () => {
    const problems: string[] = [];
    for (const { path, audience } of HYDRATED) {
      const context = await contextFor(audience, true);
      const page = await context.newPage();
      await page.goto(chinese(path), { waitUntil: 'networkidle' });
      expect(new URL(page.url()).pathname.startsWith('/zh'), `${path} stays in Chinese`).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-Hans');
      for (const wrong of await wrongLanguageText(page, 'zh')) problems.push(`${path}: "${wrong.text}" in ${wrong.where}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 300_000);

  test('English pages show no Chinese UI text, as the server renders them', async () => {
    const problems: string[] = [];
    for (const audience of ['visitor', 'user', 'admin'] as const) {
      const context = await contextFor(audience, false);
      const page = await context.newPage();
      for (const route of routes.filter((r) => r.audience === audience)) {
        await page.goto(route.path);
        expect(await page.locator('html').getAttribute('lang')).toBe('en');
        for (const wrong of await wrongLanguageText(page, 'en')) problems.push(`${route.path}: "${wrong.text}" in ${wrong.where}`);
      }
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 600_000);
});

/** A page as a browser asks for it, redirects not followed. */
const getPage = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}${path}`, { redirect: 'manual', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip', ...headers } });

describe('how a reader gets their language', () => {
  const PLANTS = '/market/plant?countryCode=BR&accessType=201';

  test('a first visit whose browser prefers Chinese lands on the Chinese page, filters kept', async () => {
    const res = await getPage(PLANTS, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.6' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/zh${PLANTS}`);
    // An English browser, and a Chinese page asked for by an English browser, stay where they are.
    expect((await getPage(PLANTS, { 'accept-language': 'en-GB,en;q=0.9' })).status).toBe(200);
    expect((await getPage(`/zh${PLANTS}`, { 'accept-language': 'en-GB' })).status).toBe(200);
  });

  test('a cached English page never reaches a reader who wants Chinese', async () => {
    let res = await getPage('/news');
    for (let i = 0; i < 20 && res.headers.get('x-cache') !== 'hit'; i++) res = await getPage('/news');
    expect(res.headers.get('x-cache')).toBe('hit');
    const chinese = await getPage('/news', { 'accept-language': 'zh-CN' });
    expect(chinese.status).toBe(302);
    expect(chinese.headers.get('location')).toBe('/zh/news');
    const remembered = await getPage('/news', { cookie: 'lang=zh' });
    expect(remembered.headers.get('location')).toBe('/zh/news');
    // Each language is cached under its own address.
    let zh = await getPage('/zh/news');
    for (let i = 0; i < 20 && zh.headers.get('x-cache') !== 'hit'; i++) zh = await getPage('/zh/news');
    expect(await zh.text()).toContain('<html lang="zh-Hans"');
  });

  test('the switch is a link: without JavaScript it keeps the page and its filters, and the choice is remembered', async () => {
    const { context, page } = await openPage(browser, { javaScript: false, width: 390 });
    await page.goto(PLANTS);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.locator('a.language-switch').click();
    await page.waitForURL((url) => url.pathname === '/zh/market/plant');
    expect(new URL(page.url()).search).toBe('?countryCode=BR&accessType=201');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
    // Links of the Chinese page stay in Chinese.
    const hrefs = await page.locator('nav[aria-label] a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(5);
    expect(hrefs.filter((href) => !href!.startsWith('/zh'))).toEqual([]);
    // A new visit to the English address opens the Chinese page: the cookie remembers.
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/zh');
    // And back to English.
    await page.locator('a.language-switch').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/news');
    expect(new URL(page.url()).pathname).toBe('/news');
    await context.close();
  });

  test('each page names its other language for search engines', async () => {
    const html = await (await getPage('/zh/market/plant?countryCode=BR')).text();
    const origin = /<link rel="alternate" hrefLang="en" href="([^"]+)\/market\/plant\?countryCode=BR"/.exec(html)?.[1];
    expect(origin).toBeTruthy();
    expect(html).toContain(`<link rel="alternate" hrefLang="zh-Hans" href="${origin}/zh/market/plant?countryCode=BR"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${origin}/market/plant?countryCode=BR"/>`);
  });
});

describe('Chinese as the browser draws it', () => {
  test('Chinese characters are drawn as glyphs, not as the boxes of a missing font, at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      const { context, page } = await openPage(browser, { width });
      await page.goto('/zh/market/plant', { waitUntil: 'networkidle' });
      // Two different characters drawn in the page's font: a missing font draws both as the same box.
      const differ = await page.evaluate(() => {
        const font = getComputedStyle(document.querySelector('h1') ?? document.body).font;
        const draw = (text: string) => {
          const canvas = document.createElement('canvas');
          canvas.width = 64;
          canvas.height = 64;
          const ctx = canvas.getContext('2d')!;
          ctx.font = font.replace(/\d+px/, '40px');
          ctx.fillText(text, 4, 48);
          return Array.from(ctx.getImageData(0, 0, 64, 64).data).join(',');
        };
        return draw('工') !== draw('厂');
      });
      expect(differ, `${width} px`).toBe(true);
      const shot = await page.screenshot();
      expect(shot.byteLength).toBeGreaterThan(10_000);
      await context.close();
    }
  });
});

describe('the choice follows the user', () => {
  test('Chinese chosen while signed in comes back at sign-in on another device, and on its next visit', { timeout: 90_000 }, async () => {
    const password = 'Language pass 2024';
    const { email, token } = await registerUser('lang-choice', password);
    // On the first device the user, signed in, reads the plants in English and switches to Chinese.
    const first = await openPage(browser);
    await first.context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
    const plants = '/market/plant?countryCode=BR&accessType=201';
    await first.page.goto(plants, { waitUntil: 'networkidle' });
    await first.page.locator('a.language-switch').click();
    await first.page.waitForURL((url) => url.pathname === '/zh/market/plant');
    await first.context.close();

    // Another device: no cookie, a browser that prefers English. Before sign-in the portal is English. Its own
    // address, so other files' sign-ins from the default one never count against its allowance (10 a minute).
    const second = await openPage(browser, { address: '192.0.2.217' });
    const { page } = second;
    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await page.locator('#login_email').fill(email);
    await page.locator('#login_password').fill(password);
    await page.locator('#login_password').press('Enter');
    await page.locator('.ant-message-notice').first().waitFor();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    // Signed in, an English address opens its Chinese page: the profile's choice came back as the cookie.
    await page.goto(plants);
    expect(new URL(page.url()).pathname).toBe('/zh/market/plant');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
    // A later visit, even signed out, keeps it.
    await second.context.clearCookies({ name: 'cmsp_session' });
    const later = await second.context.newPage();
    await later.goto('/news');
    expect(new URL(later.url()).pathname).toBe('/zh/news');
    await second.context.close();
  });
});
