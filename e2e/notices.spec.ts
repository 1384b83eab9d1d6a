import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminSession, signInAsAdmin } from './support/admin';
import { baseURL, chooseOption, launchBrowser, noSidewaysScroll, openPage, selectsClosed } from './support/browser';
import { seriousFindings } from './support/axe';
import { open, stateIs, writeBody } from './support/content';

/**
 * Notices as events (docs/news.md): an administrator writes a GACC update that suspends a plant, publishes it, and
 * the plant's page shows it Suspended with the history row linking to the notice, whose page lists the change.
 */

const ADDRESS = '192.0.2.150';
const API_ADDRESS = '192.0.2.151';

const post = async (path: string, body: unknown, cookie = '') => {
  const res = await fetch(`${baseURL()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': API_ADDRESS, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { rspCode: string; msg: string; data: any };
};

/** An Active Chilean seafood plant from the end of the list, which the other specs do not read. */
async function activePlant(): Promise<{ plantNo: string; plantName: string }> {
  const page = await post('/api/pcCompanyFactory/queryFactory', { accessType: '202', countryCode: 'CL', status: 1, page: 1, limit: 100 });
  const list = page.data.list as { plantNo: string; plantName: string }[];
  expect(list.length).toBeGreaterThan(0);
  return list[list.length - 1]!;
}

const today = () => new Date().toISOString().slice(0, 10);
const plantPath = (plantNo: string) => `/market/plant/detail?accessType=202&plantNo=${encodeURIComponent(plantNo)}&countryCode=CL`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a GACC notice that suspends a plant', () => {
  test(
    'is written and published in the admin shell; the plant and the notice pages say so, at 1440 and 390 px',
    { timeout: 240_000 },
    async () => {
      const plant = await activePlant();
      const infoCode = `E2E-N-${Date.now()}`;
      const { context, page } = await openPage(browser, { address: ADDRESS });
      await signInAsAdmin(page);
      await open(page, '/admin/news/customs-updates/new');
      await page.locator('#customs_enTitle').fill(`Imports from ${plant.plantNo} suspended ${infoCode}`);
      await page.locator('#customs_infoCode').fill(infoCode);
      // Dated early, so it sits at the end of the lists other specs read from the top.
      await page.locator('#customs_enInfoTime').fill('2024-01-04');
      await page.locator('#customs_countryCodes').click();
      await page.keyboard.type('Chile');
      await chooseOption(page, /^Chile$/);
      await page.keyboard.press('Escape');
      await page.getByRole('radio', { name: 'Seafood (202)' }).check();
      await writeBody(page, 'Suspension', 'GACC suspends imports from one Chilean plant.', 'notice-event');

      // The structured part: one plant change, chosen by country and Reg.No.
      await page.getByRole('button', { name: 'Add a plant change' }).click();
      const change = page.getByRole('group', { name: 'Change 1: a plant' });
      await change.waitFor();
      await page.locator('#customs_changes_0_countryCode').click();
      await page.keyboard.type('Chile');
      await chooseOption(page, /^Chile$/);
      await page.locator('#customs_changes_0_accessType').click();
      await chooseOption(page, /\(202\)$/);
      await selectsClosed(page);
      await page.locator('#customs_changes_0_plantNo').fill(plant.plantNo);
      await page.locator('#customs_changes_0_date').fill(today());
      expect(await seriousFindings(page)).toEqual([]);

      await page.getByRole('button', { name: 'Publish' }).click();
      await page.waitForURL(/\/admin\/news\/customs-updates\/\d+$/, { timeout: 30_000 });
      await stateIs(page, 'Published');
      const id = Number(/\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
      // Applied: the change is fixed now.
      await page.getByText(/^Applied on \d{4}-\d{2}-\d{2}/).waitFor();
      await context.close();

      for (const width of [1440, 390]) {
        const { context: visitor, page: view } = await openPage(browser, { width, address: ADDRESS });
        await open(view, plantPath(plant.plantNo));
        await view.locator('.market-detail').getByText('Suspended').first().waitFor();
        const back = view.getByRole('link', { name: `GACC notice ${infoCode}` }).first();
        await expect(back.getAttribute('href')).resolves.toBe(`/news/supervision/detail?id=${id}`);
        expect(await noSidewaysScroll(view)).toBe(true);
        expect(await seriousFindings(view)).toEqual([]);

        await back.click();
        await view.waitForURL(`**/news/supervision/detail?id=${id}`);
        const changes = view.getByRole('region', { name: 'What this notice changed' });
        await changes.waitFor();
        await expect(changes.getByText('Imports suspended').count()).resolves.toBe(1);
        const toPlant = changes.getByRole('link', { name: `${plant.plantName} (${plant.plantNo})` });
        await expect(toPlant.getAttribute('href')).resolves.toBe(plantPath(plant.plantNo).replace(/%20/g, '+'));
        expect(await noSidewaysScroll(view)).toBe(true);
        expect(await seriousFindings(view)).toEqual([]);
        await visitor.close();
      }

      // The plant is given back to the other specs by a second notice that lifts the suspension.
      const { cookie } = await adminSession({ address: API_ADDRESS });
      const lift = await post(
        '/api/admin/news/customs-updates/create',
        {
          infoCode: `${infoCode}-L`,
          enTitle: `Imports from ${plant.plantNo} resumed`,
          contentEng: '<p>Imports resume.</p>',
          countryCodes: ['CL'],
          accessType: '202',
          enInfoTime: '2024-01-05',
          changes: [{ kind: 'plant', action: 'lifted', countryCode: 'CL', accessType: '202', plantNo: plant.plantNo, date: today() }],
        },
        cookie,
      );
      expect(lift.rspCode, lift.msg).toBe('200');
      const published = await post(`/api/admin/news/customs-updates/${lift.data.id}/publish`, {}, cookie);
      expect(published.rspCode, published.msg).toBe('200');
    },
  );
});
