import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own bundle, evaluated in the page through the DevTools protocol (the page's CSP does not apply there). */
export const AXE_SOURCE = (() => {
  const require = createRequire(import.meta.url);
  return require('node:fs').readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8') as string;
})();

/** axe's serious and critical WCAG 2.1 A/AA findings on the page as it stands: a journey's check of the form it fills. */
export async function seriousFindings(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (ctx: unknown, o: object) => Promise<{ violations: { id: string; impact: string | null }[] }> };
    };
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}
