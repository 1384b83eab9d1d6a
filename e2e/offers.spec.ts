import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { chooseOption, launchBrowser, noSidewaysScroll, openPage, selectsClosed } from './support/browser';
import { seriousFindings } from './support/axe';
import { approve, card, ownLeads, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/** Structured offers (docs/community.md): posted through the form, approved, found by the board's filters, shown on the card. */

const ADDRESS = '192.0.2.107';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('structured offers on the board (/community)', () => {
  test(
    'a seller posts an offer with its details, the admin approves it, a buyer finds it by the filters at 1440 and 390 px',
    { timeout: 180_000 },
    async () => {
      const mark = `e2e offer ${Date.now()}`;
      const seller = await registerUser('offer', 'Offer pass 2024', 'Santos Beef');
      const { context, page } = await signedIn(browser, seller.token);
      await page.goto('/community/release?type=1', { waitUntil: 'networkidle' });
      await page.getByLabel('Product', { exact: true }).click();
      await chooseOption(page, 'Beef');
      await page.getByLabel('Content').fill(`Frozen boneless beef forequarter, ${mark}`);
      const offer = page.getByRole('group', { name: 'Offer details (optional)' });
      await offer.getByLabel('Origin country').click();
      await page.keyboard.type('Brazil');
      await chooseOption(page, 'Brazil');
      await offer.getByLabel('Quantity').fill('3');
      await offer.getByLabel('Unit').click();
      await chooseOption(page, '40ft container');
      await offer.getByLabel('Packing').fill('Cartons of 25 kg');
      await offer.getByLabel('Incoterm').click();
      await chooseOption(page, 'CIF');
      await offer.getByLabel('Port or place').fill('Shanghai');
      await offer.getByLabel('Price', { exact: true }).fill('5150');
      await offer.getByLabel('Currency').click();
      await chooseOption(page, 'USD');
      await offer.getByLabel('Per', { exact: true }).click();
      await chooseOption(page, 'per t');
      await selectsClosed(page);
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Submit' }).click();
      await toast(page, 'release successful');
      await context.close();

      const [posted] = (await ownLeads(seller.token, await userIdOf(seller.token))).filter((l: { enContent: string }) =>
        l.enContent.includes(mark),
      );
      expect(posted).toMatchObject({
        originCountry: 'BR',
        quantity: '3',
        quantityUnit: '40ft',
        incoterm: 'CIF',
        port: 'Shanghai',
        price: '5150',
      });
      await approve(await adminToken({ address: ADDRESS }), 'Supply and demand', posted!.id);

      for (const width of [1440, 390]) {
        const buyer = await openPage(browser, { width, height: 900 });
        await buyer.page.goto('/community', { waitUntil: 'networkidle' });
        const bar = buyer.page.locator('form.ui-filter__form');
        // The filter bar: each choice submits the form and lands in the address.
        await bar.getByLabel('Product').selectOption('BEEF');
        await buyer.page.waitForURL((url) => url.searchParams.get('product') === 'BEEF');
        await bar.getByLabel('Origin').selectOption('BR');
        await buyer.page.waitForURL((url) => url.searchParams.get('origin') === 'BR');
        await bar.getByLabel('Incoterm').selectOption('CIF');
        await buyer.page.waitForURL((url) => url.searchParams.get('incoterm') === 'CIF');
        await bar.getByLabel('Price from, per t').fill('5000');
        await bar.getByLabel('Price to, per t').fill('5200');
        await bar.getByLabel('Search posts').fill(mark);
        await bar.getByRole('button', { name: 'Search', exact: true }).click();
        await buyer.page.waitForURL((url) => url.searchParams.get('priceMax') === '5200');
        await buyer.page.waitForLoadState('networkidle');
        const found = card(buyer.page, mark);
        const details = found.getByLabel('Offer details');
        for (const text of ['3 × 40ft container', 'Cartons of 25 kg', 'CIF Shanghai', 'USD 5,150 per t']) {
          await details.getByText(text, { exact: true }).waitFor();
        }
        await details.getByText('Brazil', { exact: true }).waitFor();
        expect(await noSidewaysScroll(buyer.page)).toBe(true);
        expect(await seriousFindings(buyer.page)).toEqual([]);
        // The address is the whole search: opened afresh, it shows the same post; a price range that misses it does not.
        const address = new URL(buyer.page.url());
        expect(Object.fromEntries(address.searchParams)).toMatchObject({
          product: 'BEEF',
          origin: 'BR',
          incoterm: 'CIF',
          priceMin: '5000',
        });
        await buyer.page.goto(`${address.pathname}${address.search.replace('priceMin=5000', 'priceMin=5151')}`, {
          waitUntil: 'networkidle',
        });
        expect(await card(buyer.page, mark).count()).toBe(0);
        await buyer.context.close();
      }

      // The home page's B2B block lists it among the newest offers, with its terms.
      const home = await openPage(browser);
      await home.page.goto('/', { waitUntil: 'networkidle' });
      const block = home.page.getByRole('region', { name: 'B2B: newest offers and requests' });
      await block.getByText('CIF Shanghai · USD 5,150 per t', { exact: false }).first().waitFor();
      expect(await seriousFindings(home.page)).toEqual([]);
      await home.context.close();
    },
  );
});
