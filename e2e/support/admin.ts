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

/** A session token of the e2e administrator, through the sign-in call, for API calls and context cookies. */
export async function adminToken(): Promise<string> {
  // Loaded here, not at the top: global-setup imports this file and runs outside a test file, where inject() is not.
  const { baseURL } = await import('./browser');
  const login = await fetch(`${baseURL()}/api/user/emailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  const token = /cmsp_session=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
  if (!token) throw new Error(`the e2e administrator could not sign in: ${login.status}`);
  return token;
}
