import type { Page } from '../../../contracts/core/envelope';
import type { Language } from '../../../contracts/core/languages';
import { fill } from '../../../contracts/core/messages';
import { NOTIFICATION_MSG, notificationMessages, type EmailMode } from '../../../contracts/notifications/codes';
import type { NotificationItem } from '../../../contracts/notifications/models';
import type { Db, Executor } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import { badRequest } from '../../platform/envelope';
import type { JobQueue } from '../jobs/index';
import { insertMail, type MailOutbox } from '../mail/index';
import type { SubscriptionService } from '../subscriptions/index';
import { digestMail, notificationMail, type DigestKind, type MailLinks } from './mails';
import * as queries from './queries';
import type { UnsubscribeTokens } from './tokens';
import { authorize } from '../../platform/policy';
import { notificationPolicy } from './policies';

export const DIGEST_JOB = 'notification-digest';

export type { NewNotification, NotificationText } from './queries';

/** A notification as the centre lists it, in the reader's language. */
const itemOf = (row: queries.NotificationRow, language: Language): NotificationItem => ({
  id: row.id,
  ...queries.textIn(row, language),
  link: row.link,
  createDate: row.createdAt.toISOString(),
  read: row.readAt !== null,
});

export function createNotificationService(
  db: Db,
  deps: { queue: JobQueue; mail: MailOutbox; subscriptions: SubscriptionService; tokens: UnsubscribeTokens; links: MailLinks },
) {
  const { links } = deps;

  /** Mails each user on the daily digest what is new for them since their last one. */
  deps.queue.define(DIGEST_JOB, async () => {
    for (const due of await queries.digestDue(db)) {
      const mailId = await db.transaction(async (tx) => {
        const rows = await queries.newerThan(tx, due.userId, due.through);
        const to = (await queries.recipients(tx, [due.userId])).get(due.userId);
        const last = rows.at(-1);
        if (!last) return null;
        await queries.advanceDigest(tx, due.userId, last.id);
        return to ? insertMail(tx, digestMail(due.userId, rows, to.email, to.language, links)) : null;
      });
      if (mailId !== null) await deps.mail.dispatch([mailId]);
    }
  });

  return {
    /**
     * Records the notifications no user has had yet and, in the same transaction, the mails of users who want
     * them at once; answers how many were new. Pass the producer's transaction (tx) to commit with its watermark.
     */
    async deliver(tx: Executor, items: readonly queries.NewNotification[]): Promise<{ created: number; mailIds: number[] }> {
      const created = await queries.insertNew(tx, items);
      const quiet = new Set(items.filter((i) => i.mail === false).map((i) => `${i.userId}:${i.eventKey}`));
      const people = await queries.recipients(tx, [...new Set(created.map((n) => n.userId))]);
      const mailIds: number[] = [];
      for (const row of created) {
        const person = people.get(row.userId);
        if (person?.emailMode !== 'immediate' || quiet.has(`${row.userId}:${row.eventKey}`)) continue;
        const id = await insertMail(tx, notificationMail(row, person.email, person.language, links));
        if (id !== null) mailIds.push(id);
      }
      return { created: created.length, mailIds };
    },
    /**
     * One mail listing some of a user's notifications (a producer's own daily mail: the saved searches'), written in the
     * producer's transaction. Only a user who takes mail at once gets it: the daily digest already lists everything for
     * a user on it, and a user who turned mail off gets none. Answers the mail to dispatch after commit, or null.
     */
    async mailSome(tx: Executor, userId: number, eventKeys: readonly string[], kind: DigestKind): Promise<number | null> {
      const person = (await queries.recipients(tx, [userId])).get(userId);
      if (person?.emailMode !== 'immediate') return null;
      const rows = await queries.byEventKeys(tx, userId, eventKeys);
      if (!rows.length) return null;
      return insertMail(tx, digestMail(userId, rows, person.email, person.language, links, kind));
    },
    /** Sends the mails deliver() wrote, once its transaction has committed. */
    dispatch: (mailIds: readonly number[]) => deps.mail.dispatch(mailIds),

    async unreadCount(user: SessionUser) {
      authorize(user, 'read', notificationPolicy.of(null));
      return { count: await queries.unreadCount(db, user.userId) };
    },
    async history(user: SessionUser, page: number, limit: number, language: Language): Promise<Page<NotificationItem>> {
      authorize(user, 'read', notificationPolicy.of(null));
      const { rows, total } = await queries.pageOfUser(db, user.userId, page, limit);
      return { list: rows.map((row) => itemOf(row, language)), total };
    },
    async markRead(user: SessionUser, ids: readonly number[] | undefined) {
      authorize(user, 'markRead', notificationPolicy.of(null));
      await queries.markRead(db, user.userId, ids);
      return { count: await queries.unreadCount(db, user.userId) };
    },
    async settings(user: SessionUser) {
      authorize(user, 'read', notificationPolicy.of(null));
      return { emailMode: await queries.emailModeOf(db, user.userId) };
    },
    async saveSettings(user: SessionUser, emailMode: EmailMode) {
      authorize(user, 'configure', notificationPolicy.of(null));
      await queries.saveEmailMode(db, user.userId, emailMode);
      return { emailMode };
    },

    /** What the unsubscribe page offers, said in the reader's language. */
    async unsubscribeInfo(token: string, language: Language) {
      const words = notificationMessages.texts[language];
      const claim = deps.tokens.read(token);
      if (!claim) throw badRequest(NOTIFICATION_MSG.unsubscribeInvalid, [{ field: 'token', message: NOTIFICATION_MSG.unsubscribeInvalid }]);
      if (claim.scope.kind === 'email') {
        const mode = await queries.emailModeOf(db, claim.userId);
        return { scope: 'email' as const, description: words.stopEmail, done: mode === 'off' };
      }
      const row = await deps.subscriptions.findOwn(claim.userId, claim.scope.subscriptionId);
      return {
        scope: 'subscription' as const,
        description: row ? fill(words.stopWatching, { name: row.subObjectName }) : words.alreadyEnded,
        done: !row,
      };
    },
    async unsubscribe(token: string) {
      const claim = deps.tokens.read(token);
      if (!claim) throw badRequest(NOTIFICATION_MSG.unsubscribeInvalid, [{ field: 'token', message: NOTIFICATION_MSG.unsubscribeInvalid }]);
      if (claim.scope.kind === 'email') await queries.saveEmailMode(db, claim.userId, 'off');
      // Doing it twice is fine: a link clicked again answers the same.
      else await deps.subscriptions.removeOwn(claim.userId, claim.scope.subscriptionId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
