import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { signedIn } from './support/posts';
import { registerUser } from './support/users';

/**
 * What a screen reader reads (issue 25): the accessibility tree of four pages, as chromium exposes it (playwright's
 * ariaSnapshot), holds the names, roles and values a listener needs; nothing is read only from its look.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PLANT = '/market/plant/detail?accessType=201&plantNo=SIF+118&countryCode=BR';

/** The accessibility tree of the page's main landmark, once the page has loaded and hydrated. */
async function treeOf(page: Page, path: string, selector = 'main'): Promise<string> {
  await page.goto(path, { waitUntil: 'networkidle' });
  return page.locator(selector).first().ariaSnapshot();
}

describe('the accessibility tree', () => {
  test('a plant page: its name as the heading, its facts as terms and definitions, its registrations as a table', async () => {
    const { context, page } = await openPage(browser);
    const tree = await treeOf(page, PLANT);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(name.length).toBeGreaterThan(3);
    expect(tree).toContain(`heading "${name}" [level=1]`);
    expect(tree).toMatch(/- text: · Brazil · Meat · (Active|Suspended|Pending)/);
    expect(tree).toMatch(/region "Plant Information":[\s\S]*term: Company[\s\S]*definition:/);
    expect(tree).toMatch(/table "Overseas registrations":[\s\S]*columnheader "Goods type"[\s\S]*columnheader "Status"/);
    expect(tree).toMatch(/cell "(Valid|Expired|Suspended|Cancelled)"/);
    expect(tree).toContain('link "Can it ship today?"');
    expect(tree).toMatch(/button "\+Subscribe"/);
    await context.close();
  });

  test('an eligibility answer: the answer names its region, each reason its state, its finding and its source', async () => {
    const { context, page } = await openPage(browser);
    const link = `/market/eligibility?countryCode=BR&plantNo=SIF+118&accessType=201&goodsType=BEEF`;
    await page.goto(link, { waitUntil: 'networkidle' });
    const answer = (await page.locator('#eligibility-answer').textContent())!.trim();
    const tree = await page.locator('section[aria-labelledby="eligibility-answer"]').ariaSnapshot();
    expect(tree.split('\n')[0]).toBe(`- region "${answer}":`);
    expect(tree).toContain(`heading "${answer}" [level=2]`);
    for (const reason of ['Plant status', 'Registration', 'Suspensions', 'Animal disease bans', 'Product access']) {
      expect(tree).toMatch(
        new RegExp(
          `- text: (OK|Blocks|Warning|Note)[^\\n]*\\n\\s*- strong: ${reason}\\n\\s*- paragraph: [^\\n]+\\n\\s*- paragraph: "Source: `,
        ),
      );
    }
    await expect(page.getByRole('combobox', { name: 'Country' }).inputValue()).resolves.toBe('BR');
    await context.close();
  });

  test('the lead form: every field named by its label, required ones said to be, the photo tile a button', async () => {
    const user = await registerUser('reader', 'Reader pass 2024');
    const { context, page } = await signedIn(browser, user.token);
    const tree = await treeOf(page, '/community/release?type=1');
    expect(tree).toContain('combobox "Product"');
    expect(tree).toContain('textbox "Content"');
    expect(tree).toMatch(/button "[^"]*[Uu]pload[^"]*"/);
    expect(tree).toContain('button "Submit"');
    // Required fields carry it for assistive technology, not only as a red star.
    await expect(page.getByLabel('Content').getAttribute('aria-required')).resolves.toBe('true');
    await context.close();
  });

  test('a chart: an image named by what it shows, with its numbers in a table a listener can walk', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/data', { waitUntil: 'networkidle' });
    const figure = page.locator('figure.ui-chart').first();
    const tree = await figure.ariaSnapshot();
    expect(tree).toMatch(/img "[^"]+: daily chart, \d+ trading days to \d{4}-\d{2}-\d{2}"/);
    expect(tree).toMatch(/table "[^"]+: daily open, high, low, close \([^)]+\)"/);
    expect(tree).toMatch(/columnheader "Date"[\s\S]*columnheader "Close"/);
    expect(tree).toMatch(/row "\d{4}-\d{2}-\d{2} [\d.]+ [\d.]+ [\d.]+ [\d.]+"/);
    await context.close();
  });
});
