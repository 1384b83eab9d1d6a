import { parse } from 'csv-parse/sync';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiData } from './support/api';
import { baseURL, dialogSettled, launchBrowser, openPage } from './support/browser';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const api = apiData;

const rows = (page: Page) => page.locator('.ui-table tbody tr');
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

async function expectPlantDetail(page: Page) {
  await page.waitForURL(/\/market\/plant\/detail\?/);
  await page.getByRole('heading', { name: 'Overseas registrations', exact: true }).waitFor();
  await expect(page.getByRole('heading', { name: 'Approval history', exact: true }).count()).resolves.toBe(1);
  await expect(page.locator('.market-timeline li').count()).resolves.toBeGreaterThan(0);
  await expect(page.getByText(/Data last updated \d{4}-\d{2}-\d{2}/).count()).resolves.toBe(1);
}

describe('market pages without JavaScript', () => {
  test('/market redirects to the company list, and every tab renders its list on the server', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market');
    expect(new URL(page.url()).pathname).toBe('/market/company');
    await expect(page.locator('.market-card').count()).resolves.toBe(15);
    await expect(page.locator('.market-tag--recommended').first().textContent()).resolves.toBe('Recommended');
    const tabs: [string, string, string][] = [
      ['Reg.No.', '/market/plant', 'Registered plants'],
      ['Product', '/market/product', 'Access products'],
      ['Suspension', '/market/suspended', 'Suspended plants'],
      ['Animal Disease', '/market/animalDisease', 'Animal disease bans'],
      ['Consignee List', '/market/consigneeList', 'Consignee list'],
    ];
    for (const [tab, path, title] of tabs) {
      await page.getByRole('navigation', { name: 'Market' }).getByRole('link', { name: tab, exact: true }).click();
      await page.waitForURL(`${baseURL()}${path}`);
      await expect(heading(page)).resolves.toBe(title);
      await expect(rows(page).count()).resolves.toBe(10);
    }
    await context.close();
  });

  test('filters live in the URL: a shared link reopens the same view, and unknown terms show the empty states', async () => {
    const { context, page } = await openPage(browser, { javaScript: false });
    await page.goto('/market/plant?accessType=202&countryCode=NO&status=1');
    await expect(page.locator('select[name=countryCode]').inputValue()).resolves.toBe('NO');
    await expect(page.locator('select[name=status]').inputValue()).resolves.toBe('1');
    const countries = await page.locator('.ui-table tbody td:nth-child(3)').allTextContents();
    expect(new Set(countries)).toEqual(new Set(['Norway']));
    const statuses = await page.locator('.ui-table tbody .market-status').allTextContents();
    expect(new Set(statuses)).toEqual(new Set(['Active']));
    await page.goto('/market/plant?keywords=zzqqxx');
    await expect(page.getByText('No Data', { exact: true }).count()).resolves.toBe(1);
    await page.goto('/market/company?keywords=zzqqxx');
    await expect(page.getByText('No information temporarily', { exact: true }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe('market pages with JavaScript', () => {
  test('choosing filters and pages changes the URL and the rows', async () => {
    const { context, page, cspViolations } = await openPage(browser);
    await page.goto('/market/plant', { waitUntil: 'networkidle' });
    const firstRow = await rows(page).first().textContent();
    await page.locator('select[name=countryCode]').selectOption('BR');
    await page.waitForURL(/countryCode=BR/);
    await expect.poll(() => page.locator('.ui-table tbody td:nth-child(3)').first().textContent()).toBe('Brazil');
    await page.locator('select[name=status]').selectOption('0');
    await page.waitForURL(/status=0/);
    await expect.poll(() => page.locator('.ui-table tbody .market-status').first().textContent()).toBe('Suspended');
    await page.goto('/market/plant', { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: '2', exact: true }).click();
    await page.waitForURL(/page=2/);
    // The URL changes as the navigation starts; the rows follow when its data has arrived.
    await expect.poll(() => rows(page).first().textContent()).not.toBe(firstRow);
    await page.getByRole('navigation', { name: 'Product type' }).getByRole('link', { name: 'Seafood' }).click();
    await page.waitForURL(/accessType=202/);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(cspViolations).toEqual([]);
    await context.close();
  });

  test('company list -> company detail -> plant detail by Reg.No.', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/company?accessType=202', { waitUntil: 'networkidle' });
    await page.locator('.market-card').first().click();
    await page.waitForURL(/\/market\/company\/detail\?countryCode=[A-Z]{2}&accessType=202&plantName=.+&companyCode=/);
    await page.getByRole('heading', { name: 'Company Information' }).waitFor();
    const pictures = await page.locator('.market-gallery img').count();
    expect(pictures).toBeGreaterThan(0);
    expect(pictures).toBeLessThanOrEqual(6);
    await expect(page.getByRole('button', { name: '+Subscribe' }).count()).resolves.toBe(1);
    await page.locator('.market-plant-card a').first().click();
    await expectPlantDetail(page);
    await context.close();
  });

  test('plant list and suspended list -> plant detail by Reg.No.', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/plant', { waitUntil: 'networkidle' });
    await rows(page).first().locator('a').click();
    await expectPlantDetail(page);
    await page.goto('/market/suspended', { waitUntil: 'networkidle' });
    await rows(page).first().locator('a').click();
    await expectPlantDetail(page);
    await expect(page.locator('.ui-detail-head__title .market-status').textContent()).resolves.toBe('Suspended');
    await context.close();
  });

  test('product list -> product detail -> plant detail by Reg.No.; long names collapse', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/product?accessType=202&keywords=for+further+processing', { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: 'More' }).first();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Less' }).count()).resolves.toBeGreaterThan(0);
    await rows(page).first().locator('td').first().locator('a').click();
    await page.waitForURL(/\/market\/product\/detail\?accessType=202&countryCode=[A-Z]{2}&plantNo=.+&goodsCode=/);
    await page.getByRole('heading', { name: 'Product Information' }).waitFor();
    await expect(page.getByRole('heading', { name: 'Plant Information' }).count()).resolves.toBe(1);
    await page.locator('.market-plant-card a').first().click();
    await expectPlantDetail(page);
    await context.close();
  });

  test('animal disease -> access products -> product detail -> plant detail; a country without products warns', async () => {
    const { context, page } = await openPage(browser);
    const bans = (await api('/api/animal/plague/list/page', { page: 1, limit: 1000 })).list as {
      countryCode: string;
      accessType: string;
    }[];
    let withProducts: { countryCode: string; accessType: string } | undefined;
    let without: { countryCode: string; accessType: string } | undefined;
    for (const ban of bans) {
      const answer = await api(`/api/animal/plague/accessGoods?accessType=${ban.accessType}&countryCode=${ban.countryCode}`);
      if (answer === '200') withProducts ??= ban;
      else without ??= ban;
      if (withProducts && without) break;
    }
    expect(withProducts && without).toBeTruthy();

    await page.goto(`/market/animalDisease?countryCode=${without!.countryCode}`, { waitUntil: 'networkidle' });
    const rowsOfCountry = await api('/api/animal/plague/list/page', { countryCodeList: [without!.countryCode], limit: 100 });
    const index = rowsOfCountry.list.findIndex((r: any) => r.accessType === without!.accessType);
    await rows(page).nth(index).getByRole('link', { name: 'Products' }).click();
    await expect(page.getByText('There are no access products in this country').waitFor()).resolves.toBeUndefined();
    expect(new URL(page.url()).pathname).toBe('/market/animalDisease');

    await page.goto(`/market/animalDisease?countryCode=${withProducts!.countryCode}`, { waitUntil: 'networkidle' });
    const list = await api('/api/animal/plague/list/page', { countryCodeList: [withProducts!.countryCode], limit: 100 });
    const at = list.list.findIndex((r: any) => r.accessType === withProducts!.accessType);
    await rows(page).nth(at).getByRole('link', { name: 'Products' }).click();
    await page.waitForURL(new RegExp(`/market/product\\?accessType=${withProducts!.accessType}&countryCode=${withProducts!.countryCode}`));
    await rows(page).first().locator('td').first().locator('a').click();
    await page.waitForURL(/\/market\/product\/detail\?/);
    await page.locator('.market-plant-card a').first().click();
    await expectPlantDetail(page);
    await context.close();
  });

  test('consignee list filters by port and keyword', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/consigneeList', { waitUntil: 'networkidle' });
    await page.locator('select[name=customCode]').selectOption('4200');
    await page.waitForURL(/customCode=4200/);
    // The rows follow the URL once the new page data has rendered: wait for them rather than read at once.
    await expect
      .poll(async () => new Set(await page.locator('.ui-table tbody td:nth-child(3)').allTextContents()))
      .toEqual(new Set(['Qingdao Customs (4200)']));
    await page.locator('input[name=keywords]').fill('Cold Chain');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/keywords=Cold\+Chain/);
    await expect
      .poll(async () => {
        const names = await page.locator('.ui-table tbody td:nth-child(1)').allTextContents();
        return names.length > 0 && names.every((n) => n.includes('Cold Chain'));
      })
      .toBe(true);
    await context.close();
  });

  test('subscribe and like send a visitor to sign in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/plant', { waitUntil: 'networkidle' });
    await rows(page).first().locator('a').click();
    await expectPlantDetail(page);
    await page.getByRole('button', { name: '+Subscribe' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goBack();
    await page.locator('.market-like').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  test('the CSV and Excel downloads hold the rows the filters select', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/market/suspended?countryCode=BR', { waitUntil: 'networkidle' });
    const downloads = page.getByRole('group', { name: 'Download this list' });
    const href = await downloads.getByRole('link', { name: 'CSV' }).getAttribute('href');
    expect(href).toBe('/api/market/export/suspended?accessType=201&countryCode=BR');
    const xlsx = await downloads.getByRole('link', { name: 'Excel' }).getAttribute('href');
    expect(xlsx).toBe('/api/market/export/suspended?accessType=201&countryCode=BR&format=xlsx');
    const book = await fetch(`${baseURL()}${xlsx}`);
    expect(book.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const res = await fetch(`${baseURL()}${href}`);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Read as a data tool reads it: the comment lines (source, as-of date) skipped, the header first.
    const [header, ...rows]: string[][] = parse(await res.text(), { bom: true, comment: '#', comment_no_infix: true });
    expect(header).toEqual(['Reg. No.', 'Plant', 'Country/region', 'Goods type', 'Suspended since', 'Reason']);
    expect(rows.length).toBe(Number(res.headers.get('x-total-rows')));
    expect(rows.every((r) => r[2] === 'Brazil')).toBe(true);
    // The first page on screen is the file's first rows.
    const regNos = await page.locator('td[data-label="Reg.No."]').allTextContents();
    expect(regNos.length).toBeGreaterThan(0);
    expect(rows.slice(0, regNos.length).map((r) => r[0])).toEqual(regNos);
    await context.close();
  });

  test('a signed-in user subscribes, unsubscribes after the confirmation, likes and unlikes a plant', { timeout: 60_000 }, async () => {
    // The browser holds the session cookie of a freshly registered user.
    const { token } = await registerUser('market', 'Market pass 2024');
    const { context, page } = await openPage(browser);
    await context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);

    await page.goto('/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '+Subscribe' }).click();
    await page.getByRole('button', { name: 'Subscribed' }).waitFor();
    await page.getByRole('button', { name: 'Subscribed' }).click();
    await page.locator('.ant-modal-confirm-title', { hasText: 'Are you sure to unsubscribe?' }).waitFor();
    await dialogSettled(page);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.locator('.ant-message-notice', { hasText: 'Unsubscribed successfully' }).waitFor();
    await page.getByRole('button', { name: '+Subscribe' }).waitFor();

    const like = page.locator('.market-like');
    const before = await like.getAttribute('aria-pressed');
    expect(before).toBe('false');
    const count = Number((await like.locator('[aria-label$="likes"]').getAttribute('aria-label'))!.split(' ')[0]);
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect(like.locator('[aria-label$="likes"]').getAttribute('aria-label')).resolves.toBe(`${count + 1} likes`);
    // The server counted it: a reload shows the same state.
    await page.reload({ waitUntil: 'networkidle' });
    await expect(page.locator('.market-like').getAttribute('aria-pressed')).resolves.toBe('true');
    await page.locator('.market-like').click();
    await expect.poll(() => page.locator('.market-like').getAttribute('aria-pressed')).toBe('false');
    await expect(page.locator('.market-like [aria-label$="likes"]').getAttribute('aria-label')).resolves.toBe(`${count} likes`);
    await context.close();
  });
});
