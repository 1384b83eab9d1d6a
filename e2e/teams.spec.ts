import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminToken } from './support/admin';
import { launchBrowser, noSidewaysScroll } from './support/browser';
import { demoPlant, licencePdf } from './support/companies';
import { mailedCode, mailTo } from './support/mails';
import { approve, getAs, ownLeads, postAs, signedIn, toast, userIdOf } from './support/posts';
import { registerUser } from './support/users';

/**
 * Issue 28, teams: the owner of a verified company invites a colleague by e-mail from the team page, the colleague
 * accepts through the mailed link and sees the company's post; the owner removes them and they see it no more.
 */
let browser: Browser;
let admin: string;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminToken({ address: '192.0.2.107' });
});
afterAll(async () => {
  await browser?.close();
});

/** A user who owns a verified company: applied through the page, the work e-mail confirmed, approved by the administrator. */
async function verifiedOwner(index: number, width: number) {
  const plant = await demoPlant(index);
  const owner = await registerUser('teamowner', 'Team owner pass 1', `Owner ${width}`);
  const workEmail = `owner.${width}.${Date.now()}@team-works.example`;
  const o = await signedIn(browser, owner.token, { width });
  await o.page.goto('/account/verification', { waitUntil: 'networkidle' });
  await o.page.getByLabel('Country of plant 1').fill('AU');
  await o.page.getByLabel('Reg.No. of plant 1').fill(plant.plantNo);
  await o.page.getByLabel('Work e-mail').fill(workEmail);
  await o.page
    .locator('.uploader input[type=file]')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: licencePdf() });
  await expect.poll(() => o.page.locator('.ant-upload-list-item-done').count(), { timeout: 20_000 }).toBe(1);
  await o.page.getByRole('button', { name: 'Apply', exact: true }).click();
  await o.page.getByText(`Application sent. We mailed a code to ${workEmail}.`).waitFor();
  const mine = await getAs(owner.token, '/api/auth/authentications');
  const id = (mine.json.data.list as { id: number }[])[0]!.id;
  expect(
    (await postAs(owner.token, '/api/auth/enterpriseAuthentication/confirmEmail', { id, code: await mailedCode(workEmail) })).status,
  ).toBe(200);
  expect((await postAs(admin, '/api/admin/authentications/decide', { id, approve: true, reason: '' })).status).toBe(200);
  return { owner, o };
}

describe('teams: invite, accept, see the company, remove', () => {
  // Plants 2 and 3 of the list companies.spec picks from (it takes 0 and 1), so the two specs never apply for one company.
  for (const [index, width] of [1440, 390].entries()) {
    test(`at ${width} px`, { timeout: 180_000 }, async () => {
      const { owner, o } = await verifiedOwner(index + 2, width);
      const words = `Frozen beef shin, 3 containers a month, team e2e ${width} ${Date.now()}`;
      const added = await postAs(owner.token, '/api/supply-demand/add', { type: 1, accessType: '201', goodsType: 'BEEF', content: words });
      expect(added.status).toBe(200);
      // Approved, and a buyer asks about it: the conversation the team will read.
      const leadId = (await ownLeads(owner.token, await userIdOf(owner.token))).find((l) => l.enContent === words)!.id;
      await approve(admin, 'Supply and demand', leadId);
      const buyer = await registerUser('teambuyer', 'Team buyer pass 1', `Buyer ${width}`);
      expect(
        (await postAs(buyer.token, '/api/supply-demand/message/add', { supplyDemandId: leadId, content: 'Price for 2 x 40ft?' })).status,
      ).toBe(200);
      const colleague = await registerUser('colleague', 'Colleague pass 1', `Colleague ${width}`);

      // The owner invites the colleague from the team page.
      await o.page.goto('/account/team', { waitUntil: 'networkidle' });
      await o.page.getByLabel("Colleague's e-mail").fill(colleague.email);
      await o.page.getByRole('button', { name: 'Send the invitation' }).click();
      await toast(o.page, `Invitation mailed to ${colleague.email.toLowerCase()}`);
      await o.page.getByText(colleague.email.toLowerCase()).first().waitFor();
      expect(await noSidewaysScroll(o.page)).toBe(true);

      // The colleague follows the mailed link and joins.
      const mail = await mailTo(colleague.email, /team\/accept\?token=/);
      const link = /(\/account\/team\/accept\?token=[A-Za-z0-9_-]+)/.exec(mail)![1]!;
      const c = await signedIn(browser, colleague.token, { width });
      await c.page.goto(link, { waitUntil: 'networkidle' });
      expect(await noSidewaysScroll(c.page)).toBe(true);
      await c.page.getByRole('button', { name: 'Join the team' }).click();
      await c.page.getByRole('status').getByText('You joined').waitFor();

      // The company's post, in the team page (under review: members see every status).
      await c.page.goto('/account/team', { waitUntil: 'networkidle' });
      await c.page.locator('.team__posts').getByText(words.slice(0, 40)).waitFor();
      await c.page.getByText(`Owner ${width}`).first().waitFor();
      expect(await noSidewaysScroll(c.page)).toBe(true);

      // The company's conversation: the member reads it, and is told they do not write in it.
      await c.page
        .locator('.team__conversations')
        .getByRole('link', { name: `with Buyer ${width}` })
        .click();
      await c.page.getByText('Price for 2 x 40ft?').waitFor();
      await c.page.getByText("You are reading this conversation as a member of your company's team").waitFor();
      expect(await c.page.getByLabel('Your reply').count()).toBe(0);
      expect(await c.page.getByRole('button', { name: /^Block / }).count()).toBe(0);
      expect(await noSidewaysScroll(c.page)).toBe(true);

      // The member's own post carries the company's badge, as a team member's, on the public board.
      const theirs = `Frozen beef cheek from the team, e2e ${width} ${Date.now()}`;
      const mineAdded = await postAs(colleague.token, '/api/supply-demand/add', {
        type: 1,
        accessType: '201',
        goodsType: 'BEEF',
        content: theirs,
      });
      expect(mineAdded.status).toBe(200);
      const [their] = await ownLeads(colleague.token, await userIdOf(colleague.token));
      await approve(admin, 'Supply and demand', their!.id);
      await c.page.goto(`/community?keywords=${encodeURIComponent(theirs.slice(0, 30))}`, { waitUntil: 'networkidle' });
      const badge = c.page.locator('.verified-badge', { hasText: 'team member' }).first();
      await badge.waitFor();
      expect(await badge.textContent()).toMatch(/· team member, verified since \d{4}-\d{2}-\d{2}$/);

      // The owner removes them.
      await o.page.goto('/account/team', { waitUntil: 'networkidle' });
      await o.page.getByRole('button', { name: `Remove Colleague ${width}` }).click();
      await o.page.locator('.ant-modal-confirm').getByRole('button', { name: 'OK' }).click();
      await toast(o.page, 'Done');
      await o.context.close();

      // Nothing of the company's any more.
      await c.page.goto('/account/team', { waitUntil: 'networkidle' });
      await c.page.getByText("You are not in a company's team").waitFor();
      expect(await c.page.getByText(words.slice(0, 40)).count()).toBe(0);
      const posts = await getAs(colleague.token, '/api/employee/posts');
      expect(posts.json.data).toEqual({ list: [], total: 0 });
      await c.context.close();
    });
  }
});
