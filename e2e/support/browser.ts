import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's chromium; flags keep it from reaching out to a network this machine does not have. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

export const baseURL = () => inject('baseURL');

/** An antd popup still running its opening motion: a click then can land where the popup is not yet (busy machines). */
const OPENING = '[class*="-appear"], [class*="-enter"]';

export interface PageOptions {
  javaScript?: boolean;
  width?: number;
  height?: number;
  /**
   * The client address the page speaks from (X-Forwarded-For; the e2e portal trusts the proxy header). Sign-in allows
   * 10 tries a minute per address: a spec that signs in through the form speaks from an address of its own.
   */
  address?: string;
}

/** A fresh context per test: its own cookies, optional JavaScript, a desktop or phone-sized viewport. */
export async function openPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; cspViolations: string[] }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    javaScriptEnabled: options.javaScript ?? true,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    ...(options.address ? { extraHTTPHeaders: { 'x-forwarded-for': options.address } } : {}),
  });
  if (options.javaScript ?? true) await context.addInitScript(recordToasts);
  const page = await context.newPage();
  if (options.javaScript ?? true) waitForHydrationOnIdle(page);
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  return { context, page, cspViolations };
}

/**
 * Runs in every page of a context: notes the text of each antd message toast as it appears. A toast closes itself
 * after three seconds, and a browser starved of CPU can show and remove it between two looks of a locator; the
 * record lets a test ask "was this said?" without racing the toast's timer.
 */
function recordToasts(): void {
  const said: string[] = [];
  const seen = new WeakMap<Element, string>();
  Object.defineProperty(window, '__toasts', { value: said });
  const look = () => {
    for (const notice of document.querySelectorAll('.ant-message-notice')) {
      const text = notice.textContent ?? '';
      if (text && seen.get(notice) !== text) {
        seen.set(notice, text);
        said.push(text);
      }
    }
  };
  new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * A test that loads a page with `waitUntil: 'networkidle'` means to use it once it is interactive. Public pages start
 * their scripts after the first frame (decision 0030); on a busy machine that frame can come more than the 500 ms of
 * network quiet after the HTML, and a choice made before React listens is lost. So such a `goto` also waits until
 * React has taken the document (`hydrateRoot` marks its container): from then on React handles every event, hydrating
 * first where it must.
 */
function waitForHydrationOnIdle(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
    if (options?.waitUntil === 'networkidle' && html) {
      await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer$')));
    }
    return response;
  };
}

/** Waits until antd's dialog has finished opening: a click during its zoom animation can be lost on a busy machine. */
export async function dialogSettled(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await page.locator(`.ant-modal:is(${OPENING})`).waitFor({ state: 'detached' });
}

/**
 * Clicks an option of the select the caller just opened (by a click or by typing into it), once its list has
 * finished opening, as a person would: a click during the list's slide-in can be lost on a busy machine.
 */
export async function chooseOption(page: Page, option: string | RegExp): Promise<void> {
  const list = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await list.first().waitFor({ state: 'visible' });
  await page.locator(`.ant-select-dropdown:is(${OPENING})`).waitFor({ state: 'detached' });
  await list.locator('.ant-select-item-option', { hasText: option }).first().click();
}

/** Waits until no select's list is open or still sliding out, so a page check sees the form as it rests. */
export async function selectsClosed(page: Page): Promise<void> {
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').first().waitFor({ state: 'hidden' });
}

/** Nothing sticks out sideways: the page is no wider than its window. */
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
