import { ownLeadsPath } from '../../../contracts/leads/pages';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../shared/jobs/index';
import { authorNotice, type NewNotification, type NotificationService } from '../../shared/notifications/index';
import * as leads from './queries/leads';

export const LEAD_EXPIRY_JOB = 'lead-expiry';
const DAY_MS = 86_400_000;
/** Authors hear of an approved post this many days before it leaves the board. */
export const EXPIRY_NOTICE_DAYS = 7;
/** A post that expired this long ago or less still gets its 'expired' notice (a job that missed a day catches up). */
const EXPIRED_LOOKBACK_DAYS = 7;

/** The author's notice of their approved post nearing its expiry date ('expiring', told at `at`) or past it. */
export function leadExpiryNotice(
  row: { id: number; userId: number; type: number; content: string; expiresAt: Date },
  what: 'expiring' | 'expired',
  at: number,
): NewNotification {
  return authorNotice({
    userId: row.userId,
    eventKey: `lead-${what}:${row.id}:${row.expiresAt.toISOString()}`,
    link: ownLeadsPath(row.type),
    title: row.content,
    event:
      what === 'expired'
        ? { kind: 'expired' }
        : {
            kind: 'expiring',
            days: Math.max(1, Math.ceil((row.expiresAt.getTime() - at) / DAY_MS)),
            date: row.expiresAt.toISOString().slice(0, 10),
          },
  });
}

/**
 * Once a day: the author of every approved post that expires within 7 days is told so, and of every one that has
 * expired since (at most a week ago) is told it left the board. Each notice is keyed by the post and its expiry
 * date, so running the job again adds nothing, and a renewed post is warned again before its new date.
 */
export function registerLeadExpiry(
  db: Db,
  queue: JobQueue,
  notifications: Pick<NotificationService, 'deliver' | 'dispatch'>,
  now: () => number = Date.now,
) {
  queue.define(LEAD_EXPIRY_JOB, async () => {
    const at = now();
    const mailIds = await db.transaction(async (tx) => {
      const soon = await leads.approvedExpiringBetween(tx, new Date(at), new Date(at + EXPIRY_NOTICE_DAYS * DAY_MS));
      const gone = await leads.approvedExpiringBetween(tx, new Date(at - EXPIRED_LOOKBACK_DAYS * DAY_MS), new Date(at));
      const items = [
        ...soon.map((row) => leadExpiryNotice(row, 'expiring', at)),
        ...gone.map((row) => leadExpiryNotice(row, 'expired', at)),
      ];
      return (await notifications.deliver(tx, items)).mailIds;
    });
    await notifications.dispatch(mailIds);
  });
  queue.schedule(LEAD_EXPIRY_JOB, { dailyAtUtc: { hour: 6, minute: 30 } });
}
