import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser } from './support/browser';
import { AXE_SOURCE } from './support/axe';
import { overflow } from './support/overflow';
import { resize, startWalk, type Walk } from './support/walk';

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

/** The widths no page may scroll sideways at; axe reads the page at the first two. */
const AXE_WIDTHS = [1440, 390];
const WIDTHS = [1440, 1920, 1024, 768, 390, 320];

/**
 * One walk serves both checks (each page is loaded once, at 1440 px, then resized through the widths): axe at 1440 and
 * 390 px, and the page no wider than the window at every width.
 */
describe('accessibility and width: every route of the specification and the admin shell', () => {
  test(
    `no axe violation (WCAG 2.1 A and AA, best practice) at ${AXE_WIDTHS.join(' and ')} px; no sideways scroll at ${WIDTHS.join(', ')} px`,
    { timeout: 900_000 },
    async () => {
      expect(walk.routes.length).toBeGreaterThan(50);
      const problems: string[] = [];
      const tooWide: string[] = [];
      let checked = 0;
      let measured = 0;
      await walk.each(WIDTHS[0]!, async (page, route) => {
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await resize(page, width);
          if (AXE_WIDTHS.includes(width)) {
            for (const finding of await axe(page)) {
              problems.push(`${route.path} @${width}px: ${finding.id} (${finding.impact}) at ${finding.targets.slice(0, 5).join(' | ')}`);
            }
            checked += 1;
          }
          const found = await overflow(page);
          if (found) tooWide.push(`${route.path} @${width}px: ${found.excess} px too wide; furthest: ${found.culprit}`);
          measured += 1;
        }
      });
      expect(checked).toBe(walk.routes.length * AXE_WIDTHS.length);
      expect(measured).toBe(walk.routes.length * WIDTHS.length);
      expect(problems).toEqual([]);
      expect(tooWide).toEqual([]);
    },
  );
});
