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

export interface AdminSessionOptions {
  /** The portal to sign in to: the e2e portal unless given (the scale-out cluster has its own processes). */
  origin?: string;
  /**
   * The client address, sent as X-Forwarded-For (the e2e portals trust the proxy header): sign-in allows 10 calls a
   * minute per address, so a spec that signs in several times speaks from an address of its own.
   */
  address?: string;
}

/**
 * The e2e administrator's session through the sign-in call, for API calls (`x-session-token: token`) and requests
 * or browser contexts that carry the cookie (`cookie`). Every spec signs the administrator in here.
 */
export async function adminSession(options: AdminSessionOptions = {}): Promise<{ token: string; cookie: string }> {
  // Loaded here, not at the top: global-setup imports this file and runs outside a test file, where inject() is not.
  const origin = options.origin ?? (await import('./browser')).baseURL();
  const login = await fetch(`${origin}/api/user/emailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(options.address ? { 'x-forwarded-for': options.address } : {}) },
    body: JSON.stringify({ email: E2E_ADMIN.email, password: E2E_ADMIN.password }),
  });
  // fetch announces itself as a browser (sec-fetch-mode), so the session comes back as the cookie only.
  const token = /cmsp_session=([^;]+)/.exec(login.headers.getSetCookie().join('; '))?.[1] ?? '';
  if (login.status !== 200 || !token) throw new Error(`the e2e administrator could not sign in: ${login.status}`);
  return { token, cookie: `cmsp_session=${token}` };
}

/** The administrator's session token alone (see adminSession). */
export async function adminToken(options: AdminSessionOptions = {}): Promise<string> {
  return (await adminSession(options)).token;
}
