import type { Page } from 'playwright-core';

/** One entry of the notification centre as the signed-in user reads it. */
export interface CentreEntry {
  title: string;
  /** The whole entry's text: title, time, what changed, why the user got it. */
  text: string;
  link: string | null;
  unread: boolean;
}

/**
 * Opens the notification centre (/account/notifications) on the page's signed-in user, again while its entries do
 * not yet satisfy `until` (alerts arrive through jobs), and returns them as shown, newest first.
 */
export async function notificationCentre(
  page: Page,
  until: (entries: CentreEntry[]) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<CentreEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await page.goto('/account/notifications', { waitUntil: 'networkidle' });
    await page.locator('.notifications__list, .notifications__empty').first().waitFor();
    const entries = await page.locator('li.notification').evaluateAll((items) =>
      items.map((li) => ({
        title: li.querySelector('.notification__title')?.textContent ?? '',
        text: li.textContent ?? '',
        link: li.querySelector('a.notification__title')?.getAttribute('href') ?? null,
        unread: li.classList.contains('notification--unread'),
      })),
    );
    if (until(entries)) return entries;
    if (Date.now() > deadline) throw new Error(`the notification centre still shows ${JSON.stringify(entries.map((e) => e.title))}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
