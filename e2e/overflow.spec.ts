import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { resize, startWalk, type Walk } from './support/walk';

const WIDTHS = [320, 390, 768, 1024, 1440, 1920];

/** How far the page reaches past the window's right edge, and the element that reaches furthest. */
async function overflow(page: Page): Promise<{ excess: number; culprit: string } | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const excess = root.scrollWidth - root.clientWidth;
    if (excess <= 0) return null;
    let culprit = '';
    let furthest = root.clientWidth;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const right = el.getBoundingClientRect().right + window.scrollX;
      if (right > furthest) {
        furthest = right;
        const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
        culprit = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls} (right edge ${Math.round(right)} px)`;
      }
    }
    return { excess, culprit };
  });
}

let browser: Browser;
let walk: Walk;
beforeAll(async () => {
  browser = await launchBrowser();
  walk = await startWalk(browser, 'overflow');
});
afterAll(async () => {
  await browser?.close();
});

describe('no page is wider than the window', () => {
  test(`every route at ${WIDTHS.join(', ')} px`, { timeout: 900_000 }, async () => {
    expect(walk.routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let checked = 0;
    await walk.each(WIDTHS[0]!, async (page, route) => {
      for (const width of WIDTHS) {
        await resize(page, width);
        const found = await overflow(page);
        if (found) problems.push(`${route.path} @${width}px: ${found.excess} px too wide; furthest: ${found.culprit}`);
        checked += 1;
      }
    });
    expect(checked).toBe(walk.routes.length * WIDTHS.length);
    expect(problems).toEqual([]);
  });
});
