import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindOf, NOTIFICATION_KINDS } from '../../shared/notifications/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { noticeChecks } from '../../test-support/demo-notices';
import type { Executor } from '../client';
import { notification } from '../schema/index';
import { demoTraders } from './sign-in';

/** The demo's notifications (issue 27): every kind, each following from an event of the demo that concerns its reader. */
let t: TestApp;
let db: Executor;
let rows: (typeof notification.$inferSelect)[];
let checks: ReturnType<typeof noticeChecks>;

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  db = t.database.db;
  rows = await db.select().from(notification).orderBy(asc(notification.id));
  checks = noticeChecks(db);
}, 60_000);
afterAll(() => t?.close());

describe('the demo notifications', () => {
  it('has every kind the code defines, each for demo traders, some read and some unread', async () => {
    const traders = new Set((await demoTraders(db)).map((p) => p.id));
    const kinds = new Set(rows.map((n) => kindOf(n.eventKey)));
    for (const kind of NOTIFICATION_KINDS) expect(kinds.has(kind), `a demo notification of kind ${kind}`).toBe(true);
    expect(kinds.has(null)).toBe(false);
    for (const n of rows) expect(traders.has(n.userId), `${n.eventKey} goes to a demo trader`).toBe(true);
    expect(rows.some((n) => n.readAt)).toBe(true);
    expect(rows.some((n) => !n.readAt)).toBe(true);
  });

  it('follows each notification from an event of the demo that concerns its reader, dated after it and not in the future', async () => {
    for (const n of rows) {
      await checks[kindOf(n.eventKey)!](n);
      expect(n.createdAt.getTime(), n.eventKey).toBeLessThanOrEqual(Date.now());
      if (n.readAt) expect(n.readAt.getTime(), n.eventKey).toBeGreaterThanOrEqual(n.createdAt.getTime());
    }
  });

  it("tells a watcher that a ban on a plant it watches was lifted, from the ban's lift row", () => {
    // Each lift notice's row, ban, watcher and date are checked with the others above (demo-notices.ts).
    const lifts = rows.filter((n) => /^animal-disease:\d+:lift:\d+$/.test(n.eventKey));
    expect(lifts.length).toBeGreaterThan(0);
    for (const n of lifts) expect(n.texts.en?.title, n.eventKey).toMatch(/^Import ban lifted for /);
  });

  it('says each one in English and Chinese, in plain text', () => {
    for (const n of rows) {
      expect(n.texts.en?.title, n.eventKey).toBeTruthy();
      expect(n.texts.zh?.title, n.eventKey).toBeTruthy();
      expect(n.texts.zh?.title, n.eventKey).not.toBe(n.texts.en?.title);
    }
  });
});
