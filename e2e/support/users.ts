import { expect } from 'vitest';
import { baseURL } from './browser';
import { mailedCode } from './mails';

/**
 * A user registered through the product's own calls, with the code from the mail sink. The session token
 * comes back as the browser gets it, the HttpOnly cookie (fetch sends sec-fetch-mode), for context.addCookies.
 */
export async function registerUser(prefix: string, password: string, nickName = 'Buyer'): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const post = (path: string, body: object) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
