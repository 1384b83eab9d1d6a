import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { demoPlant, licencePdf } from './support/companies';
import { launchBrowser, openPage, noSidewaysScroll } from './support/browser';
import { mailedCode } from './support/mails';
import { approve, card, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/**
 * Issue 28, company verification: a user applies for a demo plant's company with a document, confirms the work e-mail
 * with the mailed code, the administrator approves it in the admin queue, and the user's next post shows the Verified
 * badge with the company; the administrator revokes it and the badge is gone, for the visitor's (cached) board too.
 */
let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken({ address: '192.0.2.101' });
});
afterAll(async () => {
  await browser?.close();
});

describe('company verification: apply, confirm, review, badge, revoke', () => {
  for (const [index, width] of [1440, 390].entries()) {
    test(`at ${width} px`, { timeout: 180_000 }, async () => {
      const plant = await demoPlant(index);
      const user = await registerUser('verify', 'Verify pass 2024', `Exporter ${width}`);
      const workEmail = `export.${width}.${Date.now()}@plant-works.example`;

      // The application, with a document written here.
      const u = await signedIn(browser, user.token, { width });
      await u.page.goto('/account/verification', { waitUntil: 'networkidle' });
      await u.page.getByLabel('Country of plant 1').fill('au');
      // Typed loosely, as search matches it.
      await u.page.getByLabel('Reg.No. of plant 1').fill(plant.plantNo.toLowerCase());
      await u.page.getByLabel('Work e-mail').fill(workEmail);
      await u.page
        .locator('.uploader input[type=file]')
        .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf() });
      // Uploaded (not merely picked) before the form is sent.
      await expect.poll(() => u.page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1);
      await u.page.getByLabel('Note to the reviewer (optional)').fill('Export manager; the licence is attached.');
      expect(await noSidewaysScroll(u.page)).toBe(true);
      await u.page.getByRole('button', { name: 'Apply', exact: true }).click();
      await u.page.getByText(`Application sent. We mailed a code to ${workEmail}.`).waitFor();

      // The work e-mail's code, from the mail.
      const item = u.page.getByRole('listitem').filter({ hasText: `Code mailed to ${workEmail}` });
      await item.getByLabel(`Code mailed to ${workEmail}`).fill(await mailedCode(workEmail));
      await item.getByRole('button', { name: 'Confirm e-mail' }).click();
      await u.page.getByText('Work e-mail confirmed').first().waitFor();
      await u.page.getByText('Waiting for review').first().waitFor();
      expect(await noSidewaysScroll(u.page)).toBe(true);

      // The administrator approves it in the queue.
      const a = await signedIn(browser, admin, { width });
      await a.page.goto('/admin/verification', { waitUntil: 'networkidle' });
      const entry = a.page.getByRole('listitem').filter({ hasText: workEmail });
      await entry.getByText('licence.pdf').waitFor();
      expect(await noSidewaysScroll(a.page)).toBe(true);
      await entry.getByRole('button', { name: 'Approve' }).click();
      await toast(a.page, 'Saved');

      // The user's next post shows the badge with the company, for a visitor too.
      const words = `Chilled grass-fed beef, 40 t a month, CIF Shanghai, verification e2e ${width} ${Date.now()}`;
      const added = await postAs(user.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content: words });
      expect(added.status).toBe(200);
      const lead = (await ownLeads(user.token, await userIdOf(user.token))).find((l) => l.enContent === words)!;
      await approve(admin, 'Supply and demand', lead.id);
      const board = `/community?type=1&keywords=${encodeURIComponent(words.slice(-24))}`;
      const visitor = await openPage(browser, { width });
      const badgeOn = (page: Page) => card(page, words).locator('a.verified-badge');
      await visitor.page.goto(board, { waitUntil: 'networkidle' });
      await badgeOn(visitor.page).waitFor();
      const badgeText = await badgeOn(visitor.page).innerText();
      expect(badgeText).toContain('Verified');
      expect(badgeText).toContain(plant.plantNo);
      expect(await noSidewaysScroll(visitor.page)).toBe(true);
      // Again, so the visitor's board is the cached one.
      await visitor.page.goto(board, { waitUntil: 'networkidle' });
      await badgeOn(visitor.page).waitFor();
      // The badge leads to what was verified and when.
      await badgeOn(visitor.page).click();
      await visitor.page.waitForURL(/\/verified\/\d+$/);
      await visitor.page.getByText(plant.plantNo).first().waitFor();
      expect(await noSidewaysScroll(visitor.page)).toBe(true);

      // The administrator revokes it: the badge is gone at once, for the visitor and the author.
      await a.page.goto('/admin/verification?state=VERIFIED', { waitUntil: 'networkidle' });
      const verified = a.page.getByRole('listitem').filter({ hasText: workEmail });
      await verified.getByRole('textbox').fill('The letter on company paper was withdrawn.');
      await verified.getByRole('button', { name: 'Revoke' }).click();
      await toast(a.page, 'Saved');
      await a.context.close();

      await visitor.page.goto(board, { waitUntil: 'networkidle' });
      await card(visitor.page, words).waitFor();
      expect(await badgeOn(visitor.page).count()).toBe(0);
      await visitor.context.close();
      await u.page.goto(board, { waitUntil: 'networkidle' });
      await card(u.page, words).waitFor();
      expect(await badgeOn(u.page).count()).toBe(0);
      await u.page.goto('/account/verification', { waitUntil: 'networkidle' });
      await u.page.getByText('Revoked').first().waitFor();
      await u.context.close();
    });
  }
});
