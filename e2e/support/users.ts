import { expect } from 'vitest';
import { baseURL } from './browser';
import { mailedCode } from './mails';

/** A documentation-range address (198.51.100.0/24, 203.0.113.0/24) unique within this test process. */
let clients = 0;
function clientAddress(): string {
  clients += 1;
  return `${clients % 2 ? '198.51.100' : '203.0.113'}.${((process.pid + clients) % 254) + 1}`;
}

/**
 * A user registered through the product's own calls, with the code from the mail sink. The session token
 * comes back as the browser gets it, the HttpOnly cookie (fetch sends sec-fetch-mode), for context.addCookies.
 */
export async function registerUser(prefix: string, password: string, nickName = 'Buyer'): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  // Each user registers from an address of their own, as real users do: the per-address limits on codes and
  // sign-ins then count each one apart (the portal under test trusts the proxy header, e2e/support/global-setup.ts).
  const address = clientAddress();
  const post = (path: string, body: object) =>
    fetch(`${baseURL()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(body),
    });
  const send = await post('/api/email/send', { to: email, type: 'REGISTER' });
  expect(send.status).toBe(200);
  const registered = await post('/api/email/registration', {
    email,
    code: await mailedCode(email),
    password,
    confirmPassword: password,
    nickName,
  });
  expect(registered.status).toBe(200);
  const token = /cmsp_session=([^;]+)/.exec(registered.headers.getSetCookie().join('; '))?.[1];
  expect(token).toBeTruthy();
  return { email, token: token! };
}
