import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { NOTIFICATION_MSG } from '../contracts/notifications/codes';
import { plantPagePath } from '../contracts/market/pages';
import { adminSession } from './support/admin';
import { baseURL, launchBrowser, openPage } from './support/browser';
import { mailsTo } from './support/mails';
import { notificationCentre } from './support/notifications';
import { registerUser } from './support/users';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function call(path: string, body: object | undefined, cookie = ''): Promise<any> {
  const res = await fetch(`${baseURL()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  expect(answer.rspCode, JSON.stringify(answer)).toBe('200');
  return answer.data;
}

/** The administrator's session cookie, from the sign-in call (as the admin shell's page gets it). */
const adminCookie = async () => (await adminSession({ address: '192.0.2.77' })).cookie;

describe('watchlist alerts', () => {
  test(
    'a subscriber hears of a status change in the centre and by mail, and unsubscribes from the mail without signing in',
    { timeout: 120_000 },
    async () => {
      // An active meat plant of a country the other specs leave alone.
      const plants = await call('/api/pcCompanyFactory/queryFactory', {
        accessType: '201',
        countryCode: 'UY',
        status: 1,
        page: 2,
        limit: 10,
      });
      const row = plants.list[0];
      const plant = { accessType: '201', countryCode: 'UY', plantNo: row.plantNo as string };

      const { email, token } = await registerUser('watcher', 'Watch pass 2024', 'Wendy');
      const { context, page } = await openPage(browser);
      await context.addCookies([{ name: 'cmsp_session', value: token, url: baseURL() }]);
      await page.goto(plantPagePath(plant), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: '+Subscribe' }).click();
      await page.getByRole('button', { name: 'Subscribed' }).waitFor();

      const admin = await adminCookie();
      const change = (status: 0 | 1, reason: string) =>
        call('/api/admin/market/plant-status', { ...plant, status, sourceDate: '2026-11-20', reason }, admin);
      await change(0, 'Listeria monocytogenes found in a consignment at Qingdao');
      try {
        // The centre: the header counts it, the list says what changed, why, and links to the plant.
        await notificationCentre(page, (entries) => entries.some((e) => e.title.endsWith('Export suspended')));
        const item = page.locator('li.notification', { hasText: 'Export suspended' });
        expect(await item.textContent()).toContain('Listeria');
        expect(await item.textContent()).toContain('Why you got this: you subscribe to the plant');
        expect(await item.getByRole('link').getAttribute('href')).toBe(plantPagePath(plant));
        await page.getByRole('banner').getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
        await page.getByRole('button', { name: 'Mark all read' }).click();
        // The header's bell (the account menu beside the centre has a link of that name too).
        await page.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }).waitFor();
        await page.locator('li.notification--unread').waitFor({ state: 'detached' });

        // The mail: what changed, why, the link, and one-click unsubscribe.
        const alerts = await mailsTo(email, 1, { matching: /Export suspended/ });
        expect(alerts).toHaveLength(1);
        const mail = alerts[0]!;
        expect(mail).toMatch(/^List-Unsubscribe: <http:\/\/127\.0\.0\.1:\d+\/api\/querytool\/notification\/unsubscribe\?token=[^>]+>$/m);
        expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
        expect(mail).toContain('Why you got this: you subscribe to the plant');

        // The link in the mail, opened where nobody is signed in.
        const link = /Unsubscribe: (http\S+)/.exec(mail)?.[1];
        expect(link).toBeTruthy();
        const visitor = await openPage(browser);
        await visitor.page.goto(link!, { waitUntil: 'networkidle' });
        await visitor.page.getByText(/Stop watching/).waitFor();
        await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
        await visitor.page.getByText(NOTIFICATION_MSG.unsubscribed).waitFor();
        await visitor.context.close();
        const subscriptions = await call('/api/base/subscribe/list/1/10', {}, `cmsp_session=${token}`);
        expect(subscriptions.total).toBe(0);
      } finally {
        await change(1, 'Corrective actions accepted');
        await context.close();
      }
    },
  );
});
