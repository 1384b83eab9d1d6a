import { chooseOption } from './browser';
import type { Page } from 'playwright-core';

/** One CSV text from a header row and data rows, every cell quoted as spreadsheets export it. */
export const csvText = (header: string[], rows: (string | number)[][]) =>
  [header, ...rows].map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(',')).join('\n');

/**
 * Imports a file through the admin shell's import screen as an administrator does: the kind by its title, the file,
 * Start import; waits for the report and returns its text. The page must be signed in as an administrator.
 */
export async function importInAdmin(page: Page, kindTitle: string, name: string, text: string): Promise<string> {
  // Once the page is interactive: a choice made while it hydrates can be lost.
  await page.goto('/admin/imports', { waitUntil: 'networkidle' });
  const wizard = page.getByRole('region', { name: 'Import a file' });
  await wizard.locator('.ant-select').first().click();
  await chooseOption(page, kindTitle);
  // The choice has taken effect when the select shows it.
  await wizard.locator('.ant-select', { hasText: kindTitle }).first().waitFor();
  await wizard.locator('input[type=file]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
  await wizard.getByRole('button', { name: 'Start import' }).click();
  const report = page.getByRole('region', { name: `Report of ${name}` });
  // The import runs as a job: on a busy machine it may wait behind other specs' jobs.
  await report.getByText('Unchanged').waitFor({ timeout: 90_000 });
  return (await report.textContent()) ?? '';
}
