import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser, openPage, noSidewaysScroll } from './support/browser';
import { signedIn } from './support/posts';
import { registerUser } from './support/users';

/** Issue 28, the supplier check: a user reports a bank account, the administrator confirms it, the check flags it. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('supplier check: report, confirm, flag', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px`, { timeout: 150_000 }, async () => {
      // A documentation-style number unique to the run, typed by the reporter with spaces.
      const digits = String(Date.now()).slice(-10);
      const account = `CH56 0483 5${digits.slice(0, 5)} ${digits.slice(5)}`;
      const holder = `Phantom Beef Trading ${width}`;

      const reporter = await registerUser('reporter', 'Reporter pass 2024', 'Careful Importer');
      const r = await signedIn(browser, reporter.token, { width });
      await r.page.goto('/market/check/report', { waitUntil: 'networkidle' });
      await r.page.getByLabel('Account number').fill(account);
      await r.page.getByLabel('Account holder').fill(holder);
      await r.page.getByLabel('Bank', { exact: true }).fill('Example Private Bank');
      // The searchable select: type the name, take the first match with Enter.
      await r.page.getByLabel('Bank country').fill('Switzerland');
      await r.page.locator('.ant-select-item-option-active').waitFor();
      await r.page.getByLabel('Bank country').press('Enter');
      await r.page.getByLabel('What happened').fill('The seller copied a real plant and asked for a deposit into this account.');
      await r.page.getByRole('button', { name: 'Send report' }).click();
      await r.page.getByText('Waiting for review').first().waitFor();
      expect(await noSidewaysScroll(r.page)).toBe(true);

      // Not flagged while it waits.
      const visitor = await openPage(browser, { width });
      const typed = account.toLowerCase().replace(/ /g, '-');
      await visitor.page.goto(`/market/check?bankAccount=${encodeURIComponent(typed)}`, { waitUntil: 'networkidle' });
      await visitor.page.getByText("No record of this account on the portal's list (this does not mean it is safe)").waitFor();

      // The administrator confirms it in the queue.
      const a = await signedIn(browser, await adminToken({ address: '192.0.2.106' }), { width });
      await a.page.goto('/admin/bank-accounts?status=pending', { waitUntil: 'networkidle' });
      await a.page.getByRole('button', { name: `Confirm ${account}` }).click();
      await a.page.getByText('Saved').first().waitFor();
      expect(await noSidewaysScroll(a.page)).toBe(true);

      // Now the check flags it, typed in lower case with dashes.
      await visitor.page.goto(`/market/check?bankAccount=${encodeURIComponent(typed)}`, { waitUntil: 'networkidle' });
      const section = visitor.page.locator('[data-topic=bankAccounts]');
      await section.getByText('Take care').waitFor();
      await section.getByText(holder, { exact: false }).waitFor();
      expect(await noSidewaysScroll(visitor.page)).toBe(true);
      await Promise.all([r.context.close(), a.context.close(), visitor.context.close()]);
    });
  }
});
