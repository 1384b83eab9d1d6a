/** The administrator the e2e portal creates at start (ADMIN_EMAIL and ADMIN_PASSWORD, as in production). */
export const E2E_ADMIN = { email: 'admin@cmsp.test', password: 'E2e admin pass 1' } as const;

/** Signs the page's context in as the e2e administrator through the sign-in page. */
export async function signInAsAdmin(page: import('playwright-core').Page) {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.locator('#login_email').fill(E2E_ADMIN.email);
  await page.locator('#login_password').fill(E2E_ADMIN.password);
  await page.locator('#login_password').press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
}
