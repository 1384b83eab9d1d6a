import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { resize, startWalk, type Walk } from './support/walk';

/** axe-core's own bundle, evaluated in the page through the DevTools protocol (the page's CSP does not apply there). */
const AXE_SOURCE = (() => {
  const require = createRequire(import.meta.url);
  return require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string;
})();

const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

type AxeWindow = { axe: { run: (ctx: unknown, opts: object) => Promise<{ violations: unknown[] }> } };
type AxeViolation = { id: string; impact: string | null; nodes: { target: string[] }[] };

/** axe's violations for `context` (the document, or the elements named) under the given rules or tags. */
async function run(page: Page, context: string[][] | null, only: { type: 'tag' | 'rule'; values: string[] }): Promise<AxeViolation[]> {
  return page.evaluate(
    async ([context, only]) => {
      const { axe } = window as unknown as AxeWindow;
      const { violations } = await axe.run(context ? { include: context } : document, { runOnly: only, resultTypes: ['violations'] });
      return violations as AxeViolation[];
    },
    [context, only] as const,
  );
}

/**
 * Runs axe on the page as it stands; answers every violation with the elements it names. axe scrolls each text
 * into view and measures it in the same instant, before the page has had a frame to react to the scroll (the home
 * page's header turns solid once the reader is 40 px down): a contrast finding is measured again with the text
 * scrolled into view as a reader would have it, after two frames, and stands if it still fails.
 */
async function axe(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const findings: Finding[] = [];
  for (const violation of await run(page, null, { type: 'tag', values: RULE_SETS })) {
    let targets = violation.nodes.map((n) => n.target);
    if (violation.id === 'color-contrast') {
      const standing: string[][] = [];
      for (const target of targets) {
        await page.evaluate((selector) => document.querySelector(selector)?.scrollIntoView({ block: 'center' }), target.at(-1)!);
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        if ((await run(page, [target], { type: 'rule', values: ['color-contrast'] })).length > 0) standing.push(target);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      targets = standing;
    }
    if (targets.length > 0) findings.push({ id: violation.id, impact: violation.impact, targets: targets.map((t) => t.join(' ')) });
  }
  return findings;
}

let browser: Browser;
let walk: Walk;
beforeAll(async () => {
  browser = await launchBrowser();
  walk = await startWalk(browser, 'axe');
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility: axe on every route of the specification and the admin shell', () => {
  test('no violation of WCAG 2.1 A and AA or best practice at 1440 and 390 px', { timeout: 900_000 }, async () => {
    expect(walk.routes.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let checked = 0;
    await walk.each(1440, async (page, route) => {
      for (const width of [1440, 390]) {
        if (width !== 1440) await resize(page, width);
        for (const finding of await axe(page)) {
          problems.push(`${route.path} @${width}px: ${finding.id} (${finding.impact}) at ${finding.targets.slice(0, 5).join(' | ')}`);
        }
        checked += 1;
      }
    });
    expect(checked).toBe(walk.routes.length * 2);
    expect(problems).toEqual([]);
  });
});
