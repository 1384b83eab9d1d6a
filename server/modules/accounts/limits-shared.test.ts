import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountsCalls } from '../../../contracts/accounts/calls';
import { ACCOUNT_MSG, DEVICE_COOKIE } from '../../../contracts/accounts/codes';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { prepareDatabase } from '../../db/setup';
import { nextAddress, registerUser, type SignedInUser } from '../../test-support/accounts';
import { openTemplateCopy, type TestApp, type TestDatabase } from '../../test-support/app';
import { call } from '../../test-support/calls';

/**
 * Two portal processes over one database, as behind a load balancer (each app has its own memory; only the
 * database is shared), then a restart of the database and a third app on it.
 */
let testDatabase: TestDatabase;
let database: Database;
let one: TestApp;
let two: TestApp;
let user: SignedInUser;
/** The user's own browser: signed in once, it holds the device cookie. */
let deviceCookie: string;
const HOME = '198.51.100.10';

const appOn = async (db: Database): Promise<TestApp> => {
  const app = await buildApp(testDatabase.config, db, { pages: false });
  await app.ready();
  return { app, database: db, config: testDatabase.config, engine: testDatabase.engine, close: () => app.close() };
};

const login = (app: FastifyInstance, password: string, remoteAddress: string, cookie?: string) =>
  call(
    { app },
    accountsCalls.login,
    { body: { email: user.email, password } },
    { headers: cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}, remoteAddress },
  );

/** The answer of a locked account to a browser it does not know: a sign-in code is needed (sign-in.ts). */
const askedForCode = (res: { statusCode: number; body: string }) =>
  res.statusCode === 400 && (JSON.parse(res.body) as { msg: string }).msg === ACCOUNT_MSG.loginCodeMailed;

beforeAll(async () => {
  ({ testDatabase, database } = await openTemplateCopy({ seed: 'none', persistent: true }));
  [one, two] = await Promise.all([appOn(database), appOn(database)]);
  user = await registerUser(one);
  const home = await login(one.app, user.password, HOME);
  expect(home.statusCode).toBe(200);
  const cookie = home.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/user/emailLogin', sameSite: 'Strict' });
  deviceCookie = cookie!.value;
});
afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await database?.close();
  await testDatabase?.dispose();
});

describe('sign-in limits across processes and restarts', () => {
  test('two processes share one count: 3 failures on one and 2 on the other lock the address on both', async () => {
    const attacker = nextAddress();
    for (const app of [one.app, one.app, one.app, two.app, two.app])
      expect((await login(app, 'wrong password 1', attacker)).statusCode).toBe(400);
    for (const app of [one.app, two.app]) {
      const res = await login(app, user.password, attacker);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('the limit survives a restart', async () => {
    await Promise.all([one.close(), two.close()]);
    await database.close();
    ({ database } = await prepareDatabase(testDatabase.config));
    one = await appOn(database);
    two = one;
    // The account took five failures from untrusted clients: a new address with the right password needs a mailed code.
    expect(askedForCode(await login(one.app, user.password, nextAddress()))).toBe(true);
  });

  test("the user's own browser keeps signing in while other addresses are locked out (device cookie)", async () => {
    for (let i = 0; i < 5; i++) await login(one.app, `guess ${i}`, nextAddress());
    expect(askedForCode(await login(one.app, user.password, nextAddress()))).toBe(true);
    const mine = await login(one.app, user.password, HOME, deviceCookie);
    expect(mine.statusCode, mine.body).toBe(200);
    // A device cookie is bound to its account and the server's secret: a forged or altered one is untrusted.
    expect(askedForCode(await login(one.app, user.password, nextAddress(), `${deviceCookie}x`))).toBe(true);
  });
});
