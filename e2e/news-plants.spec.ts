import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseURL, launchBrowser, openPage } from './support/browser';

/** Issue 26: a news item that names plants lists them as a GACC notice lists its changes, with links (docs/news.md 'Pages'). */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a market news item that names plants', () => {
  type Named = { plantNo: string; plantName: string; link: string; companyName: string; companyLink: string };
  /** A demo count story (registrations) and the plants its detail call names. */
  async function storyWithPlants(): Promise<{ id: number; plants: Named[] }> {
    const res = await fetch(`${baseURL()}/api/newsQuery/countryList/1/30`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keywords: 'registration' }),
    });
    for (const { id } of (await res.json()).data.list as { id: number }[]) {
      const detail = (await (await fetch(`${baseURL()}/api/area-news/detail?id=${id}`)).json()).data as { plants: Named[] };
      if (detail.plants.length > 0) return { id, plants: detail.plants };
    }
    throw new Error('no market news item about registrations names a plant');
  }

  test.each([
    { width: 1440, prefix: '', region: 'Plants named in this item', company: 'company: ' },
    { width: 390, prefix: '/zh', region: '本文提及的工厂', company: '企业：' },
  ])('lists them with links to each plant and its company ($width px, $region)', async ({ width, prefix, region, company }) => {
    const { id, plants } = await storyWithPlants();
    const { context, page } = await openPage(browser, { width, height: 844 });
    await page.goto(`${prefix}/news/market-news/detail?id=${id}`);
    const named = page.getByRole('region', { name: region });
    await expect(named.getByRole('listitem').count()).resolves.toBe(plants.length);
    const first = plants[0]!;
    const toPlant = named.getByRole('link', { name: `${first.plantName} (${first.plantNo})`, exact: true });
    await expect(toPlant.getAttribute('href')).resolves.toBe(`${prefix}${first.link}`);
    const toCompany = named.getByRole('link', { name: `${company}${first.companyName}`, exact: true }).first();
    await expect(toCompany.getAttribute('href')).resolves.toBe(`${prefix}${first.companyLink}`);
    await toCompany.click();
    await page.waitForURL(/\/market\/company\/detail\?/);
    // The company's page lists the plant the story named.
    await page.locator('.market-plant-card a', { hasText: first.plantNo }).first().waitFor();
    await context.close();
  });
});
