import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { dialogSettled, launchBrowser, noSidewaysScroll } from './support/browser';
import { approve, card, ownLeads, postAs, signedIn, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/** Issue 27: a lead leads to a conversation. B enquires on A's approved post; A sees it unread, opens it and replies. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('enquiries: from a post on the board to a private conversation', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: B enquires, A sees it unread, replies, and B reads the reply`, { timeout: 150_000 }, async () => {
      const words = `Frozen beef shin, 25 t a month, FOB Santos, enquiry e2e ${width} ${Date.now()}`;
      const seller = await registerUser('seller', 'Seller pass 2024', 'Santos Beef');
      const added = await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content: words });
      expect(added.status).toBe(200);
      const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === words)!;
      await approve(await adminToken({ address: '192.0.2.103' }), 'Supply and demand', lead.id);

      // B finds the post and enquires from its card.
      const buyer = await registerUser('buyer', 'Buyer pass 2024', 'Qingdao Importer');
      const b = await signedIn(browser, buyer.token, { width });
      await b.page.goto(`/community?type=1&keywords=${encodeURIComponent(words.slice(-24))}`, { waitUntil: 'networkidle' });
      await card(b.page, words).getByRole('button', { name: 'Enquire' }).click();
      await dialogSettled(b.page);
      const dialog = b.page.getByRole('dialog', { name: 'Enquire about this post' });
      const question = 'Can you ship 2 x 40ft in March? Please send the plant number.';
      await dialog.getByLabel('Your message').fill(question);
      await dialog.getByLabel('Quantity (optional)').fill('2 x 40ft');
      await dialog.getByLabel('Target price (optional)').fill('USD 5.20/kg');
      await dialog.getByRole('button', { name: 'Send' }).click();
      // The enquiry opens its conversation, where B sees what was sent.
      await b.page.waitForURL(/\/account\/messages\/\d+$/);
      await b.page.getByText(question).waitFor();
      expect(await noSidewaysScroll(b.page)).toBe(true);

      // A sees one unread conversation, opens it and replies.
      const a = await signedIn(browser, seller.token, { width });
      await a.page.goto('/account/messages', { waitUntil: 'networkidle' });
      const row = a.page.getByRole('link', { name: 'Open the conversation with Qingdao Importer' });
      await row.waitFor();
      await expect(a.page.getByText('1 unread').count()).resolves.toBeGreaterThan(0);
      expect(await noSidewaysScroll(a.page)).toBe(true);
      await row.click();
      await a.page.waitForURL(/\/account\/messages\/\d+$/);
      await a.page.getByText(question).waitFor();
      await a.page.getByText('Quantity: 2 x 40ft').waitFor();
      const reply = 'Yes: two containers can load in March from SIF 118, USD 5.45/kg FOB.';
      await a.page.getByLabel('Your reply').fill(reply);
      await a.page.getByRole('button', { name: 'Send' }).click();
      await a.page.getByText(reply).waitFor();
      expect(await noSidewaysScroll(a.page)).toBe(true);
      await a.context.close();

      // B reads the reply in the same thread, and the notification links there.
      await b.page.goto('/account/messages', { waitUntil: 'networkidle' });
      await b.page.getByRole('link', { name: 'Open the conversation with Santos Beef' }).click();
      await b.page.getByText(reply).waitFor();
      await b.page.goto('/account/notifications', { waitUntil: 'networkidle' });
      await expect(b.page.locator('a[href*="/account/messages/"]').count()).resolves.toBeGreaterThan(0);
      await b.context.close();
    });
  }
});
