import { and, count, desc, eq, gt, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { appUser, notification, notificationSetting } from '../../db/schema/index';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../contracts/core/languages';
import type { EmailMode } from '../../../contracts/notifications/codes';
import type { EventKey } from './kinds';

export type NotificationRow = typeof notification.$inferSelect;

/** What a notification says, in one language. */
export interface NotificationText {
  title: string;
  body: string;
  /** Why the user gets it (the subscription it came through). */
  reason: string;
}

/** A change to tell one user about, written in every language; eventKey names the change, so it reaches each user once. */
export interface NewNotification {
  userId: number;
  eventKey: EventKey;
  subscriptionId?: number | null;
  /** The page it is about: a site path without a language prefix. */
  link: string;
  texts: Record<Language, NotificationText>;
  /** False: recorded and listed, but no mail of its own (a producer limiting its mails, e.g. one per conversation an hour). */
  mail?: boolean;
}

/** A notification in a language: its texts in that language, or the English columns for a row older than the texts. */
export function textIn(row: NotificationRow, language: Language): NotificationText {
  return row.texts[language] ?? { title: row.title, body: row.body, reason: row.reason };
}

/** Adds the notifications a user has not had yet (one per user and event key); answers the new ones. */
export async function insertNew(db: Executor, items: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (!items.length) return [];
  return db
    .insert(notification)
    .values(items.map(({ texts, mail: _mail, ...item }) => ({ ...item, ...texts.en, texts })))
    .onConflictDoNothing()
    .returning();
}

/** A notification of an event that happened before it was written: when it was made and, once read, when it was read. */
export type PastNotification = NewNotification & { createdAt: Date; readAt: Date | null };

/**
 * Writes notifications of past events as the producers would have written them at the time, without mail (the demo
 * dataset's; server/db/seed/notifications.ts). One per user and event key, like insertNew.
 */
export async function recordPastNotices(db: Executor, items: readonly PastNotification[]): Promise<number> {
  if (!items.length) return 0;
  const rows = await db
    .insert(notification)
    .values(items.map(({ texts, mail: _mail, ...item }) => ({ ...item, ...texts.en, texts })))
    .onConflictDoNothing()
    .returning({ id: notification.id });
  return rows.length;
}

/** Who a notification's mail goes to: their address, mail choice ('immediate' for a user who never chose) and language. */
export interface Recipient {
  email: string;
  emailMode: EmailMode;
  language: Language;
}

/** Each user's address, mail choice and language. */
export async function recipients(db: Executor, userIds: readonly number[]): Promise<Map<number, Recipient>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      emailMode: notificationSetting.emailMode,
      language: appUser.language,
      disabledAt: appUser.disabledAt,
    })
    .from(appUser)
    .leftJoin(notificationSetting, eq(notificationSetting.userId, appUser.id))
    .where(inArray(appUser.id, [...userIds]));
  // A disabled account gets no mail.
  return new Map(
    rows
      .filter((r) => !r.disabledAt)
      .map((r) => [
        r.id,
        {
          email: r.email,
          emailMode: (r.emailMode ?? 'immediate') as EmailMode,
          language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
        },
      ]),
  );
}

export async function pageOfUser(db: Executor, userId: number, page: number, limit: number) {
  const where = eq(notification.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notification)
      .where(where)
      .orderBy(desc(notification.createdAt), desc(notification.id))
      .offset((page - 1) * limit)
      .limit(limit),
    db.select({ total: count() }).from(notification).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), isNull(notification.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read (others' ids are ignored); all of them without ids. */
export async function markRead(db: Executor, userId: number, ids: readonly number[] | undefined) {
  await db
    .update(notification)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notification.userId, userId),
        isNull(notification.readAt),
        ids ? inArray(notification.id, ids.length ? [...ids] : [0]) : undefined,
      ),
    );
}

export async function emailModeOf(db: Executor, userId: number): Promise<EmailMode> {
  const [row] = await db
    .select({ mode: notificationSetting.emailMode })
    .from(notificationSetting)
    .where(eq(notificationSetting.userId, userId));
  return (row?.mode ?? 'immediate') as EmailMode;
}

/** Saves the choice; a digest starts after what the user already has, so nothing is mailed twice. */
export async function saveEmailMode(db: Executor, userId: number, mode: EmailMode) {
  const [latest] = await db
    .select({ id: max(notification.id) })
    .from(notification)
    .where(eq(notification.userId, userId));
  const through = latest?.id ?? 0;
  await db
    .insert(notificationSetting)
    .values({ userId, emailMode: mode, digestThroughId: through })
    .onConflictDoUpdate({
      target: notificationSetting.userId,
      set: {
        emailMode: mode,
        updatedAt: new Date(),
        // Switching to the digest starts it from now; staying on it keeps its place.
        digestThroughId: sql`case when ${notificationSetting.emailMode} = 'daily' then ${notificationSetting.digestThroughId} else ${through} end`,
      },
    });
}

/** Users on the daily digest with notifications newer than their last digest. */
export async function digestDue(db: Executor) {
  return db
    .select({ userId: notificationSetting.userId, through: notificationSetting.digestThroughId })
    .from(notificationSetting)
    .where(
      and(
        eq(notificationSetting.emailMode, 'daily'),
        sql`exists (select 1 from ${notification} n where n.user_id = ${notificationSetting.userId} and n.id > ${notificationSetting.digestThroughId})`,
      ),
    );
}

export async function newerThan(db: Executor, userId: number, afterId: number) {
  return db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), gt(notification.id, afterId)))
    .orderBy(notification.id)
    .limit(200);
}

/** Some of a user's notifications by their event keys, oldest first. */
export async function byEventKeys(db: Executor, userId: number, eventKeys: readonly string[]) {
  if (!eventKeys.length) return [];
  return db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), inArray(notification.eventKey, [...eventKeys])))
    .orderBy(notification.id);
}

export async function advanceDigest(db: Executor, userId: number, throughId: number) {
  await db.update(notificationSetting).set({ digestThroughId: throughId }).where(eq(notificationSetting.userId, userId));
}
