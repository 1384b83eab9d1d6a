import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The widths the Chinese journeys run at: a desktop and a phone. */
export const WIDTHS = [1440, 390] as const;

/**
 * Every same-site link in the page's main area stays in Chinese (/zh...), apart from files and the language switch.
 * Answers how many links it looked at, so a journey can tell it looked at some.
 */
export async function linksStayChinese(page: Page, scope = 'main'): Promise<number> {
  const hrefs = await page.locator(`${scope} a[href^="/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => !/^\/zh(?:[/?#]|$)/.test(href) && !/^\/(?:media|api|language)(?:[/?]|$)/.test(href))).toEqual([]);
  return hrefs.length;
}

/** The page's html lang is Chinese, and its language switch leads to the English twin. */
export async function isChinesePage(page: Page): Promise<void> {
  await expect(page.locator('html').getAttribute('lang')).resolves.toBe('zh-Hans');
  await page.getByRole('link', { name: 'Read this page in English' }).waitFor();
}

/** A screenshot for a person to look at (not compared): /tmp/e2e-shots/<name>-<width>.png. */
export async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.screenshot({ path: `/tmp/e2e-shots/${name}-${width}.png`, fullPage: false });
}
