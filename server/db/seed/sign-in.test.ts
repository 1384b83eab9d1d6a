import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_LANG, HEADER_SESSION_TOKEN } from '../../../contracts/core/codes';
import { langOf, type Language } from '../../../contracts/core/languages';
import { notificationCalls } from '../../../contracts/notifications/calls';
import type { NotificationItem } from '../../../contracts/notifications/models';
import { signIn } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import type { Executor } from '../client';
import { appUser, notification } from '../schema/index';
import { DEMO_EDITOR } from './people';
import { applyDemoTraderPassword, demoTraders } from './sign-in';

/** DEMO_TRADER_PASSWORD (applied at every start of a demo dataset): the demo traders' sign-in, and nobody else's. */
let t: TestApp;
let db: Executor;
let rows: (typeof notification.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  db = t.database.db;
  rows = await db.select().from(notification).orderBy(asc(notification.id));
}, 60_000);
afterAll(() => t?.close());

describe('DEMO_TRADER_PASSWORD', () => {
  const PASSWORD = 'Demo traders 2026';
  const as = (token: string, language: Language = 'en') => ({
    headers: { [HEADER_SESSION_TOKEN]: token, [HEADER_LANG]: langOf(language) },
  });

  it('set: a demo trader signs in through the sign-in call and reads their notifications and unread count', async () => {
    const emails = await applyDemoTraderPassword(db, PASSWORD);
    expect(emails).toEqual((await demoTraders(db)).map((p) => p.email));
    const reader = rows.find((n) => !n.readAt)!;
    const [person] = await db.select().from(appUser).where(eq(appUser.id, reader.userId));
    const res = await signIn(t, person!.email, PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const token = String(res.headers[HEADER_SESSION_TOKEN]);
    const own = rows.filter((n) => n.userId === person!.id);
    const unread = okData<{ count: number }>(await call(t, notificationCalls.unreadCount, {}, as(token)));
    expect(unread.count).toBe(own.filter((n) => !n.readAt).length);
    for (const language of ['en', 'zh'] as const) {
      const page = okData<{ list: NotificationItem[]; total: number }>(
        await call(t, notificationCalls.history, { params: { page: 1, limit: 10 } }, as(token, language)),
      );
      expect(page.total).toBe(own.length);
      expect(page.list[0]?.title).toBe(
        own.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)[0]!.texts[language]!.title,
      );
    }
  });

  it('never opens the editorial desk (an administrator) or anyone outside the demo traders', async () => {
    await applyDemoTraderPassword(db, PASSWORD);
    expect((await signIn(t, DEMO_EDITOR.email, PASSWORD)).statusCode).not.toBe(200);
    expect((await signIn(t, 'carlos.mendes@cmsp-demo.example', PASSWORD)).statusCode).not.toBe(200);
  });

  it('unset: no demo trader can sign in, and a session opened with it ends', async () => {
    const [email] = await applyDemoTraderPassword(db, PASSWORD);
    const before = await signIn(t, email!, PASSWORD);
    expect(before.statusCode).toBe(200);
    expect(await applyDemoTraderPassword(db, undefined)).toEqual([]);
    expect((await signIn(t, email!, PASSWORD)).statusCode).not.toBe(200);
    const stale = await call(t, notificationCalls.unreadCount, {}, as(String(before.headers[HEADER_SESSION_TOKEN])));
    expect(stale.statusCode).toBe(401);
  });

  it('refuses a password the accounts would refuse, before changing anything', async () => {
    await expect(applyDemoTraderPassword(db, 'short')).rejects.toThrow(/DEMO_TRADER_PASSWORD must be/);
  });
});
