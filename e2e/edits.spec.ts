import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser, noSidewaysScroll } from './support/browser';
import { approve, card, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/**
 * Issue 27, decision 0050: an author edits a live post from their account; with review of edits on (the default) the
 * board keeps the approved text; the administrator sees the change field by field in the queue and approves it.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('edit and resubmit: an edit of a live post waits for review, then replaces it', () => {
  for (const width of [1440, 390]) {
    test(
      `at ${width} px: the author edits, the board keeps the old text, the admin sees the diff and approves`,
      { timeout: 150_000 },
      async () => {
        const run = `${width} ${Date.now()}`;
        const before = `Frozen pork bellies, 5 x 40ft a month, CIF Shanghai, edit e2e ${run}`;
        const after = `Frozen pork bellies, 8 x 40ft a month, CIF Tianjin, edit e2e ${run}`;
        const seller = await registerUser('editor', 'Editor pass 2024', 'Hamburg Pork');
        expect(
          (await postAs(seller.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'PORK', content: before })).status,
        ).toBe(200);
        const lead = (await ownLeads(seller.token, await userIdOf(seller.token))).find((l) => l.enContent === before)!;
        const admin = await adminToken({ address: '192.0.2.102' });
        await approve(admin, 'Supply and demand', lead.id);

        // The author edits the live post from My Supply Post.
        const a = await signedIn(browser, seller.token, { width });
        await a.page.goto('/account/mySupplyPost?type=1', { waitUntil: 'networkidle' });
        await card(a.page, before).getByRole('link', { name: 'Edit' }).click();
        await a.page.waitForURL(/\/community\/release\?id=\d+/);
        await a.page.getByRole('heading', { name: 'Edit your post' }).waitFor();
        const content = a.page.getByLabel('Content');
        await content.fill(after);
        await a.page.getByRole('button', { name: 'Submit' }).click();
        await toast(a.page, 'Your edit waits for review');
        await a.page.waitForURL(/\/account\/mySupplyPost/);
        await card(a.page, before).getByText('Edit under review').waitFor();
        expect(await noSidewaysScroll(a.page)).toBe(true);

        // The board still shows the approved text.
        await a.page.goto(`/community?type=1&keywords=${encodeURIComponent(run)}`, { waitUntil: 'networkidle' });
        await card(a.page, before).waitFor();
        expect(await card(a.page, after).count()).toBe(0);

        // The administrator sees what changed, field by field, and approves the edit.
        const m = await signedIn(browser, admin, { width });
        await m.page.goto('/admin/moderation?edits=1', { waitUntil: 'networkidle' });
        const item = m.page.locator('.moderation-item', { hasText: before });
        const diff = item.locator('.admin-diff tr', { hasText: 'content' });
        await diff.waitFor();
        expect(await diff.locator('td').first().textContent()).toBe(before);
        expect(await diff.locator('td').last().textContent()).toBe(after);
        expect(await noSidewaysScroll(m.page)).toBe(true);
        await item.getByRole('button', { name: 'Approve edit' }).click();
        await toast(m.page, 'Edit approved and published');
        await m.context.close();

        // The board shows the new text; the author's notification says so.
        await a.page.goto(`/community?type=1&keywords=${encodeURIComponent(run)}`, { waitUntil: 'networkidle' });
        await card(a.page, after).waitFor();
        await a.page.goto('/account/notifications', { waitUntil: 'networkidle' });
        await a.page
          .getByText(/Your edit was approved/)
          .first()
          .waitFor();
        await a.context.close();
      },
    );
  }
});
