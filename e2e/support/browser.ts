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

export interface PageOptions {
  javaScript?: boolean;
  width?: number;
  height?: number;
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
  });
  const page = await context.newPage();
  const cspViolations: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) cspViolations.push(msg.text());
  });
  return { context, page, cspViolations };
}

/** Waits until antd's dialog has finished opening: a click during its zoom animation can be lost on a busy machine. */
export async function dialogSettled(page: Page): Promise<void> {
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await page.locator('.ant-modal[class*="ant-zoom-appear"], .ant-modal[class*="ant-zoom-enter"]').waitFor({ state: 'detached' });
}
