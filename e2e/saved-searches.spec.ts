import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser, noSidewaysScroll, openPage } from './support/browser';
import { notificationCentre } from './support/notifications';
import { approve, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/** Issue 27: a trader saves the board's filters and hears of a newly approved post that matches them. */
let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken({ address: '192.0.2.140' });
});
afterAll(async () => {
  await browser?.close();
});

describe('saved searches', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: save the board's filters, hear of a matching post, rename, mute and delete`, { timeout: 180_000 }, async () => {
      const word = `Wagyu${width}x${Date.now() % 100_000}`;
      const buyer = await registerUser(`search-buyer-${width}`, 'Buyer pass 2024', 'Qingdao Cold Chain');
      const seller = await registerUser(`search-seller-${width}`, 'Seller pass 2024', 'Darling Downs Beef');
      const { page, context } = await signedIn(browser, buyer.token, { width });

      // The board with the words typed in: Save this search keeps them.
      await page.goto(`/community?type=1&keywords=${word}`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Save this search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByLabel('Name of the search').fill(`Wagyu offers ${width}`);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Search saved');
      expect(await noSidewaysScroll(page)).toBe(true);

      // A matching post is approved, and one of the other words is too: only the match is told.
      for (const content of [`Frozen ${word} striploins, MB 6-7, 2 x 40ft`, `Frozen beef cheeks ${width}, nothing else`]) {
        expect(
          (await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content })).status,
        ).toBe(200);
        const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === content)!;
        await approve(admin, 'Supply and demand', lead.id);
      }
      expect((await postAs(admin, '/api/admin/jobs/run', { name: 'saved-search-match' })).status).toBe(200);
      const entries = await notificationCentre(page, (list) => list.some((e) => e.title.includes(`Wagyu offers ${width}`)));
      const told = entries.filter((e) => e.title.includes(`Wagyu offers ${width}`));
      expect(told).toHaveLength(1);
      expect(told[0]!.text).toContain(`Frozen ${word} striploins`);
      expect(told[0]!.link).toBe(`/community?keywords=${word}`);

      // The account list shows it with its match; rename, mute and delete it.
      await page.goto('/account/searches', { waitUntil: 'networkidle' });
      const item = page.getByRole('listitem', { name: `Wagyu offers ${width}` });
      await item.getByText('1 post matched since it was saved').waitFor();
      expect(await item.getByRole('link', { name: 'Show matching posts' }).getAttribute('href')).toBe(`/community?keywords=${word}`);
      expect(await noSidewaysScroll(page)).toBe(true);

      await item.getByRole('button', { name: `Rename “Wagyu offers ${width}”` }).click();
      const rename = page.getByRole('dialog', { name: 'Rename the saved search' });
      await rename.getByLabel('Name of the search').fill(`Wagyu ${width}`);
      await rename.getByRole('button', { name: 'Rename' }).click();
      await toast(page, 'Saved search updated');
      const renamed = page.getByRole('listitem', { name: `Wagyu ${width}` });
      const mail = renamed.getByRole('switch', { name: `E-mail me once a day about “Wagyu ${width}”` });
      expect(await mail.getAttribute('aria-checked')).toBe('true');
      await mail.click();
      await toast(page, 'Saved search updated');
      await page.waitForFunction(
        (name) => document.querySelector(`[aria-label="${name}"]`)?.getAttribute('aria-checked') === 'false',
        `E-mail me once a day about “Wagyu ${width}”`,
      );

      await renamed.getByRole('button', { name: `Delete “Wagyu ${width}”` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Saved search deleted');
      await page.getByText('You have no saved searches yet.', { exact: false }).waitFor();
      await context.close();
    });
  }

  test('a visitor who chooses Save this search is sent to sign in and back to the board', { timeout: 60_000 }, async () => {
    const { page, context } = await openPage(browser, { width: 1440 });
    await page.goto('/community?type=2&keywords=hake', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Save this search' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(decodeURIComponent(page.url())).toContain('/community?type=2&keywords=hake');
    await context.close();
  });
});
