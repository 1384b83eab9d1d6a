import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser, noSidewaysScroll } from './support/browser';
import { approve, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/** Decision 0052: a reported conversation in the moderation queue; the administrator removes a message and blocks the sender. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('reported conversations', () => {
  for (const width of [1440, 390]) {
    test(
      `at ${width} px: the administrator finds the report, removes the message and blocks its sender`,
      { timeout: 150_000 },
      async () => {
        const words = `Chilled beef cheeks, 5 t, CIF Tianjin, report e2e ${width} ${Date.now()}`;
        const seller = await registerUser('rseller', 'Seller pass 2024', 'Canterbury Lamb');
        expect(
          (await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content: words })).status,
        ).toBe(200);
        const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === words)!;
        const admin = await adminToken({ address: '192.0.2.105' });
        await approve(admin, 'Supply and demand', lead.id);
        const buyer = await registerUser('rbuyer', 'Buyer pass 2024', 'Dalian Trader');
        const spam = `Pay the deposit to my private account ${width}`;
        const sent = await postAs(buyer.token, '/api/supply-demand/message/add', { supplyDemandId: lead.id, content: spam });
        const { conversationId } = sent.json.data as { conversationId: number };
        expect((await postAs(seller.token, '/api/supply-demand/message/report', { conversationId, reason: `Fraud ${width}` })).status).toBe(
          200,
        );

        const a = await signedIn(browser, admin, { width });
        await a.page.goto('/admin/moderation', { waitUntil: 'networkidle' });
        await a.page.getByRole('link', { name: 'Reported conversations' }).click();
        await a.page.waitForURL(/\/admin\/moderation\/conversations$/);
        await a.page.getByText(`Fraud ${width}`).waitFor();
        expect(await noSidewaysScroll(a.page)).toBe(true);
        await a.page.goto(`/admin/moderation/conversations/${conversationId}`, { waitUntil: 'networkidle' });
        await a.page.getByText(spam).waitFor();
        expect(await noSidewaysScroll(a.page)).toBe(true);
        await a.page.getByRole('button', { name: 'Remove this message' }).click();
        await toast(a.page, 'Message removed');
        await a.page.getByText('Removed by a moderator').waitFor();
        await a.page.getByRole('button', { name: 'Block Enquirer from writing' }).click();
        await toast(a.page, 'The sender can no longer write to the other party');

        // Both parties see the message as removed; the buyer can no longer write; the seller was told.
        const s = await signedIn(browser, seller.token, { width });
        await s.page.goto(`/account/messages/${conversationId}`, { waitUntil: 'networkidle' });
        await s.page.getByText('This message was removed by a moderator').waitFor();
        expect(await noSidewaysScroll(s.page)).toBe(true);
        const again = await postAs(buyer.token, '/api/supply-demand/message/add', { conversationId, content: 'Hello?' });
        expect(again.status).toBe(403);
        const notes = await postAs(seller.token, '/api/querytool/notification/history/1/20', {});
        expect(JSON.stringify(notes.json)).toContain('The moderators reviewed the conversation you reported');
        await Promise.all([a.context.close(), s.context.close()]);
      },
    );
  }
});
