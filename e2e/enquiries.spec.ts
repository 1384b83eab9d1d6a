import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { dialogSettled, launchBrowser, noSidewaysScroll } from './support/browser';
import { notificationCentre } from './support/notifications';
import { approve, card, getAs, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/**
 * Issue 27, the deal: A's post is approved and A is told; B finds it on the board and enquires; A sees it unread and
 * replies; B is told; a third user C reaches nothing of the conversation; B blocks A, and A can no longer write to B.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('enquiries: from a post on the board to a private conversation', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px: approved and told, B enquires, A replies, C sees nothing, B blocks A`, { timeout: 180_000 }, async () => {
      const words = `Frozen beef shin, 25 t a month, FOB Santos, enquiry e2e ${width} ${Date.now()}`;
      const seller = await registerUser('seller', 'Seller pass 2024', 'Santos Beef');
      const added = await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content: words });
      expect(added.status).toBe(200);
      const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === words)!;
      await approve(await adminToken({ address: '192.0.2.103' }), 'Supply and demand', lead.id);
      // A is told of the approval, with a link to the board.
      const told = await signedIn(browser, seller.token, { width });
      const approved = await notificationCentre(told.page, (list) => list.some((e) => e.title.startsWith('Your post was approved')));
      expect(approved.find((e) => e.title.startsWith('Your post was approved'))!.link).toBe('/community?type=1');
      await told.context.close();

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
      // The list shows the last message too: the thread is open once the address names it.
      await b.page.waitForURL(/\/account\/messages\/\d+$/);
      await b.page.getByText(reply).waitFor();
      const threadPath = new URL(b.page.url()).pathname;
      const conversationId = Number(threadPath.split('/').at(-1));
      await b.page.goto('/account/notifications', { waitUntil: 'networkidle' });
      await expect(b.page.locator(`a[href="${threadPath}"]`).count()).resolves.toBeGreaterThan(0);

      // C, a third user, reaches nothing of the conversation: not its page, not one of its calls.
      const third = await registerUser('third', 'Third pass 2024', 'Curious Trader');
      const c = await signedIn(browser, third.token, { width });
      const response = await c.page.goto(threadPath);
      expect(response?.status()).toBe(404);
      await expect(c.page.getByText(reply).count()).resolves.toBe(0);
      await c.context.close();
      expect((await getAs(third.token, `/api/supply-demand/message/messages?conversationId=${conversationId}`)).status).toBe(404);
      for (const [path, body] of [
        ['/api/supply-demand/message/add', { conversationId, content: 'Let me in' }],
        ['/api/supply-demand/message/read', { conversationId }],
        ['/api/supply-demand/message/cleanup', { conversationId }],
      ] as const) {
        expect((await postAs(third.token, path, body)).status, path).toBe(404);
      }

      // B blocks A in the thread; A's next reply is refused with the reason, and nothing reaches B.
      await b.page.goto(threadPath, { waitUntil: 'networkidle' });
      await b.page.getByRole('button', { name: 'Block Santos Beef' }).click();
      await b.page.getByText('You blocked this user: neither of you can write until you unblock.').waitFor();
      await b.context.close();
      const a2 = await signedIn(browser, seller.token, { width });
      await a2.page.goto(threadPath, { waitUntil: 'networkidle' });
      await a2.page.getByLabel('Your reply').fill('Are you still there?');
      await a2.page.getByRole('button', { name: 'Send' }).click();
      await toast(a2.page, 'You cannot write to this user');
      await a2.context.close();
      const thread = await getAs(buyer.token, `/api/supply-demand/message/messages?conversationId=${conversationId}`);
      expect(JSON.stringify(thread.json.data)).not.toContain('Are you still there?');
    });
  }
});
