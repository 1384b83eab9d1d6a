import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { HEADER_SESSION_TOKEN, MSG } from '../../../contracts/core/codes';
import { ACCOUNT_MSG } from '../../../contracts/accounts/codes';
import { nextAddress, registerUser, signIn, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { expectFailure, okData } from '../../test-support/envelope';

let t: TestApp;
let user: SignedInUser;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  user = await registerUser(t);
});
afterAll(async () => {
  await t?.close();
});

const info = (headers: Record<string, string>) => call(t, accountsCalls.info, {}, { headers });
const cookieHeader = (res: { cookies: { name: string; value: string }[] }) => res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('POST /api/user/emailLogin', () => {
  test('signs in: an HttpOnly, SameSite=Lax cookie for browsers and the token header for API clients', async () => {
    const res = await signIn(t, user.email, user.password);
    expect(okData(res)).toMatchObject({ userId: user.userId, email: user.email });
    const [cookie] = res.cookies;
    expect(cookie).toMatchObject({ name: 'cmsp_session', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie!.secure).toBeUndefined();
    expect(cookie!.maxAge).toBe(7 * 24 * 3600);
    expect(res.headers[HEADER_SESSION_TOKEN]).toBe(cookie!.value);
    // Both ways of sending the token back work.
    expect(okData(await info({ cookie: cookieHeader(res) })).userId).toBe(user.userId);
    expect(okData(await info({ [HEADER_SESSION_TOKEN]: cookie!.value })).userId).toBe(user.userId);
  });

  test('a browser gets the cookie only: the token header is for API clients', async () => {
    const res = await call(
      t,
      accountsCalls.login,
      { body: { email: user.email, password: user.password } },
      { headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }, remoteAddress: nextAddress() },
    );
    okData(res);
    expect(res.headers[HEADER_SESSION_TOKEN]).toBeUndefined();
    expect(res.cookies[0]).toMatchObject({ name: 'cmsp_session', httpOnly: true });
  });

  test('every sign-in gets a new token and ends the session it replaces', async () => {
    const first = await signIn(t, user.email, user.password);
    const firstToken = String(first.headers[HEADER_SESSION_TOKEN]);
    const second = await call(
      t,
      accountsCalls.login,
      { body: { email: user.email, password: user.password } },
      { headers: { [HEADER_SESSION_TOKEN]: firstToken }, remoteAddress: nextAddress() },
    );
    const secondToken = String(second.headers[HEADER_SESSION_TOKEN]);
    expect(secondToken).not.toBe(firstToken);
    expectFailure(await info({ [HEADER_SESSION_TOKEN]: firstToken }), 401);
    okData(await info({ [HEADER_SESSION_TOKEN]: secondToken }));
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    const wrong = expectFailure(await signIn(t, user.email, 'Not the password'), 400);
    const unknown = expectFailure(await signIn(t, 'ghost@example.com', user.password), 400);
    expect(wrong.msg).toBe(ACCOUNT_MSG.loginFailed);
    expect(unknown).toEqual(wrong);
  });

  test('the sixth attempt in a minute from one address gets 429', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expectFailure(await signIn(t, `guess${i}@example.com`, 'wrong password', ip), 400);
    const sixth = await signIn(t, user.email, user.password, ip);
    expect(expectFailure(sixth, 429).msg).toBe(ACCOUNT_MSG.loginTooMany);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('five failures on one account make any address without its device cookie need a mailed code', async () => {
    const victim = await registerUser(t);
    for (let i = 0; i < 5; i++) expectFailure(await signIn(t, victim.email, 'wrong password'), 400);
    expect(expectFailure(await signIn(t, victim.email, victim.password), 400).msg).toBe(ACCOUNT_MSG.loginCodeMailed);
  });
});

describe('GET /api/user/info', () => {
  test("without a session, or with a made-up one, answers 401 'invalid token'", async () => {
    expect(expectFailure(await info({}), 401).msg).toBe(MSG.invalidToken);
    expect(expectFailure(await info({ [HEADER_SESSION_TOKEN]: 'A'.repeat(43) }), 401).msg).toBe(MSG.invalidToken);
    expectFailure(await info({ cookie: 'cmsp_session=forged' }), 401);
  });

  test('a session idle past the timeout, or past its lifetime, is dead', async () => {
    const idle = await registerUser(t);
    await t.database.db.execute(sql`update user_session set last_seen_at = now() - interval '13 hours' where user_id = ${idle.userId}`);
    expectFailure(await info(idle.headers), 401);
    const old = await registerUser(t);
    await t.database.db.execute(sql`update user_session set expires_at = now() - interval '1 second' where user_id = ${old.userId}`);
    expectFailure(await info(old.headers), 401);
  });

  test('use keeps a session alive: last_seen_at moves on, at most once a minute', async () => {
    const active = await registerUser(t);
    await t.database.db.execute(sql`update user_session set last_seen_at = now() - interval '11 hours' where user_id = ${active.userId}`);
    okData(await info(active.headers));
    const { rows } = (await t.database.db.execute(
      sql`select extract(epoch from now() - last_seen_at) as age from user_session where user_id = ${active.userId}`,
    )) as unknown as { rows: { age: string }[] };
    expect(Number(rows[0]!.age)).toBeLessThan(60);
  });
});

describe('POST /api/user/logout', () => {
  test('ends the session and clears the cookie; the token no longer works', async () => {
    const res = await signIn(t, user.email, user.password);
    const token = String(res.headers[HEADER_SESSION_TOKEN]);
    const out = await call(t, accountsCalls.logout, {}, { headers: { cookie: cookieHeader(res) } });
    okData(out);
    expect(out.cookies[0]).toMatchObject({ name: 'cmsp_session', value: '' });
    expect(expectFailure(await info({ [HEADER_SESSION_TOKEN]: token }), 401).msg).toBe(MSG.invalidToken);
    // Logging out without a session is harmless.
    okData(await call(t, accountsCalls.logout));
  });
});

describe('cross-site requests', () => {
  test('a state-changing call from another origin is refused; same origin and non-browser clients pass', async () => {
    const payload = { email: user.email, password: user.password };
    const login = (headers: Record<string, string>) =>
      call(t, accountsCalls.login, { body: payload }, { headers, remoteAddress: nextAddress() });
    expect(expectFailure(await login({ origin: 'https://evil.example' }), 403).msg).toBe(MSG.crossSite);
    expectFailure(await login({ 'sec-fetch-site': 'cross-site' }), 403);
    okData(await login({ origin: t.config.publicUrl }));
    okData(await login({ origin: 'http://portal.test', host: 'portal.test' }));
    okData(await login({}));
  });
});

describe('over https', () => {
  test('the cookie is Secure and __Host- prefixed', async () => {
    const secure = await createTestApp({ seed: 'none', config: { publicUrl: 'https://portal.example' } });
    try {
      const member = await registerUser(secure);
      const res = await signIn(secure, member.email, member.password);
      expect(res.cookies[0]).toMatchObject({ name: '__Host-cmsp_session', secure: true, httpOnly: true, path: '/', sameSite: 'Lax' });
      expect(res.cookies[0]!.domain).toBeUndefined();
      okData(await call(secure, accountsCalls.info, {}, { headers: { cookie: cookieHeader(res) } }));
    } finally {
      await secure.close();
    }
  });
});
