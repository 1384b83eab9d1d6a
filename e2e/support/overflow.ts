import type { Page } from 'playwright-core';

/** How far the page reaches past the window's right edge, and the element that reaches furthest. */
export async function overflow(page: Page): Promise<{ excess: number; culprit: string } | null> {
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
