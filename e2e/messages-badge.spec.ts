import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser } from './support/browser';
import { approve, ownLeads, postAs, signedIn, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/** Issue 27: the header's messages badge, named for screen readers, follows new messages and reading them. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const badge = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true });

describe('the unread messages badge in the header', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: counts a new message, clears once it is read, counts the next one`, { timeout: 120_000 }, async () => {
      const words = `Chilled lamb racks, air freight, badge e2e ${width} ${Date.now()}`;
      const seller = await registerUser('badge-seller', 'Seller pass 2024', 'Otago Lamb');
      expect(
        (await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'MUTTON', content: words })).status,
      ).toBe(200);
      const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === words)!;
      await approve(await adminToken({ address: '192.0.2.104' }), 'Supply and demand', lead.id);
      const buyer = await registerUser('badge-buyer', 'Buyer pass 2024', 'Shenzhen Foods');

      const a = await signedIn(browser, seller.token, { width });
      await a.page.goto('/account/personInfo', { waitUntil: 'networkidle' });
      await badge(a.page, 'Messages').waitFor();

      const sent = await postAs(buyer.token, '/api/supply-demand/message/add', {
        supplyDemandId: lead.id,
        content: 'Can you ship 500 kg weekly?',
      });
      expect(sent.status, JSON.stringify(sent.json)).toBe(200);
      const conversationId = sent.json.data.conversationId as number;
      // The next page the seller opens shows one unread message.
      await a.page.goto('/account/personInfo', { waitUntil: 'networkidle' });
      await badge(a.page, 'Messages, 1 unread').waitFor();
      expect(await badge(a.page, 'Messages, 1 unread').textContent()).toBe('1');

      // Reading the conversation clears it.
      await a.page.goto(`/account/messages/${conversationId}`, { waitUntil: 'networkidle' });
      await badge(a.page, 'Messages').waitFor();

      await postAs(buyer.token, '/api/supply-demand/message/add', { conversationId, content: 'And 1 t in May?' });
      await a.page.goto('/zh/account/personInfo', { waitUntil: 'networkidle' });
      await badge(a.page, '消息，1 条未读').waitFor();
      await a.context.close();
    });
  }
});
