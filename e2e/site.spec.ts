import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launchBrowser, openPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const MENU = ['Our Service', 'Plant', 'News', 'Data', 'B2B', 'Think-tank', 'Community', 'Feedback'];

describe('site chrome', () => {
  test('the home page is server-rendered and fully styled with JavaScript disabled', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    await expect(page.title()).resolves.toMatch(/ - CMSP$/);
    // Page CSS and the UI kit's extracted styles are both applied before any script runs.
    const header = await page.locator('header.site-header').evaluate((el) => getComputedStyle(el).position);
    expect(header).toBe('sticky');
    const buttonBg = await page.getByRole('button', { name: 'Search' }).evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(buttonBg).toBe('rgb(15, 92, 140)');
    for (const label of MENU) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    await expect(page.getByRole('complementary', { name: 'Demo data' }).textContent()).resolves.toContain('Demo data');
    await context.close();
  });

  test('the footer lists the links, the company and the contact e-mail', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'General Administration of Customs of China' }).count()).resolves.toBe(1);
    await expect(footer.locator('a[href^="mailto:"]').count()).resolves.toBe(1);
    await expect(footer.textContent()).resolves.toContain('Demo data');
    await context.close();
  });

  test('the home search sends each scope to its list, without and with JavaScript', async () => {
    for (const javaScript of [false, true]) {
      const { context, page, cspViolations } = await openPage(browser, { javaScript });
      await page.goto('/');
      await page.locator('#search-scope').selectOption('regNo');
      await page.locator('#search-keywords').fill('3300/02011');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/\/market\/plant\?/);
      expect(new URL(page.url()).searchParams.get('keywords')).toBe('3300/02011');
      expect(cspViolations).toEqual([]);
      await context.close();
    }
  });

  test('the home search finds seafood too: it lands on the access type that has matches', async () => {
    // DL 685 is a Vietnamese seafood plant of the demo data; the lists open on Meat by default.
    const searches: [string, string, string][] = [
      ['regNo', 'DL 685', '/market/plant'],
      ['company', 'dl-685', '/market/company'],
      ['product', 'whiteleg shrimp', '/market/product'],
    ];
    for (const javaScript of [false, true]) {
      const { context, page } = await openPage(browser, { javaScript });
      for (const [scope, keywords, path] of searches) {
        await page.goto('/');
        await page.locator('#search-scope').selectOption(scope);
        await page.locator('#search-keywords').fill(keywords);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.waitForURL((url) => url.pathname === path);
        // With JavaScript the address changes before the list replaces the home page, whose own tables would match below.
        await page.locator('.home-hero').waitFor({ state: 'detached' });
        const url = new URL(page.url());
        expect(url.searchParams.get('accessType'), scope).toBe('202');
        expect(url.searchParams.get('keywords')).toBe(keywords);
        // Results are shown (table rows, or company cards) and the empty state is not.
        const results = page.locator(scope === 'company' ? '.market-card' : '.ui-table tbody tr');
        await results.first().waitFor();
        await expect(page.locator('.ui-empty').count()).resolves.toBe(0);
        if (scope === 'regNo') await expect(page.locator('.ui-table tbody').textContent()).resolves.toContain('DL 685');
      }
      await context.close();
    }
  });

  test('a NUL character in an address answers 400 with the error page, on every market list and the plant detail', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    for (const path of [
      '/market/plant?keywords=ab%00c',
      '/market/company?keywords=ab%00c',
      '/market/product?keywords=ab%00c',
      '/market/consigneeList?keywords=ab%00c',
      '/market/plant/detail?accessType=201&plantNo=ab%00c&countryCode=BR',
    ]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(400);
      await expect(page.locator('.error-page__code').textContent()).resolves.toBe('400');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/NUL character/);
    }
    await context.close();
  });

  test('an unknown path answers 404 with the not-found page and a way home', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page Not Found');
    await expect(page.title()).resolves.toBe('Page Not Found - CMSP');
    await page.getByRole('link', { name: 'back to home' }).click();
    await page.waitForURL(`${baseURL()}/`);
    await context.close();
  });

  test('a path of 4,000 segments answers 404 with a page under 50 KB (a trail would repeat the path per segment)', async () => {
    const res = await fetch(baseURL() + '/a'.repeat(4_000));
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain('Page Not Found');
    expect(Buffer.byteLength(page)).toBeLessThan(50_000);
    // A missing page has no twin in the other language to point search engines at.
    expect(page).not.toMatch(/rel="alternate" hrefLang/i);
  });

  test('the breadcrumb follows the path and hides at one item or fewer', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).count()).resolves.toBe(0);
    await page.goto('/news');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).count()).resolves.toBe(0);
    await page.goto('/news/market-news');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.textContent()).resolves.toBe('Home/News/Market News'.replaceAll('/', ''));
    await expect(crumbs.getByRole('link', { name: 'News' }).getAttribute('href')).resolves.toBe('/news');
    await context.close();
  });

  test('the home header is transparent until the page scrolls 40 px, and nothing moves when it turns opaque', async () => {
    const { context, page, cspViolations } = await openPage(browser, { height: 500 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getAttribute('class')).resolves.toContain('site-header--transparent');
    const heroTop = () => page.evaluate(() => document.querySelector('.home-hero')!.getBoundingClientRect().top + window.scrollY);
    const top = await heroTop();
    await page.evaluate(() => window.scrollTo(0, 200));
    await page.waitForFunction(() => !document.querySelector('header')?.classList.contains('site-header--transparent'));
    await expect(heroTop()).resolves.toBe(top);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('header')?.classList.contains('site-header--transparent'));
    await page.goto('/404');
    await expect(header.getAttribute('class')).resolves.not.toContain('site-header--transparent');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('on a phone the menu opens from its toggle, without JavaScript', async () => {
    const { context, page } = await openPage(browser, { javaScript: false, width: 390, height: 844 });
    await page.goto('/');
    const plantLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plant', exact: true });
    await expect(plantLink.isVisible()).resolves.toBe(false);
    // Screen readers meet the checkbox by its name; a finger taps the box drawn beside it.
    await expect(page.getByRole('checkbox', { name: 'Menu' }).count()).resolves.toBe(1);
    await page.locator('.site-nav__toggle').click();
    await expect(plantLink.isVisible()).resolves.toBe(true);
    await context.close();
  });

  test('the API reference page renders under the CSP', async () => {
    const { context, page, cspViolations } = await openPage(browser);
    await page.goto('/api/docs');
    await page.waitForSelector('.swagger-ui .info .title');
    await expect(page.locator('.swagger-ui.swagger-container').textContent()).resolves.toContain('/api/site-info/detail');
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('built assets are sent pre-compressed and cached for a year; pages are compressed too', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/');
    const script = await page.locator('script[type="module"]').first().textContent();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(script ?? '')?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(`${baseURL()}${asset}`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const home = await fetch(`${baseURL()}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers.get('content-encoding')).toBe('gzip');
    await context.close();
  });
});
