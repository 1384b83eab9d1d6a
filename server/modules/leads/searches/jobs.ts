import type { FastifyBaseLogger } from 'fastify';
import { leadBoardFilter, type LeadBoardFilter } from '../../../../contracts/leads/models';
import { boardFilterPath } from '../../../../contracts/leads/pages';
import { fill } from '../../../../contracts/core/messages';
import { inEveryLanguage } from '../../../../contracts/core/languages';
import { SEARCH_LIMITS, SEARCH_MAIL_AT_UTC, searchMessages } from '../../../../contracts/searches/codes';
import type { Db } from '../../../db/client';
import type { JobQueue } from '../../../shared/jobs/index';
import type { EventKey, NewNotification, NotificationService } from '../../../shared/notifications/index';
import { boardFilterOf, leadMatches } from '../queries/leads';
import * as q from './queries';

export const SEARCH_MATCH_JOB = 'saved-search-match';
export const SEARCH_MAIL_JOB = 'saved-search-mail';
/** Posts one run of the matching job takes per transaction. */
const BATCH = 20;
const TITLE_CHARS = 140;

const eventKeyOf = (searchId: number, leadId: number): EventKey => `search:${searchId}:${leadId}`;
const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TITLE_CHARS ? `${flat.slice(0, TITLE_CHARS - 1)}…` : flat;
};

/** A saved search's owner told of a newly approved post it matches; no mail of its own (the daily mail lists them). */
export function searchMatchNotice(
  search: { id: number; userId: number; name: string },
  filter: LeadBoardFilter,
  lead: { id: number; content: string },
): NewNotification {
  return {
    userId: search.userId,
    eventKey: eventKeyOf(search.id, lead.id),
    link: boardFilterPath(filter),
    mail: false,
    texts: inEveryLanguage((language) => {
      const words = searchMessages.texts[language].notice;
      return { title: fill(words.title, { name: search.name }), body: clip(lead.content), reason: words.reason };
    }),
  };
}

/**
 * Saved searches' two jobs (docs/community.md 'Saved searches', decision 0056). Matching, every minute: each post an
 * approval queued (saved_search_pending, written in the approving transaction) is tested against the other users'
 * saved searches with the board's own filter; a match becomes a notification with no mail of its own, in the same
 * transaction that takes the post off the queue. The mail, once a day: each user who takes mail at once gets one mail
 * listing the matches of their searches that have mail on.
 */
export function registerSavedSearchJobs(
  db: Db,
  queue: JobQueue,
  notifications: Pick<NotificationService, 'deliver' | 'dispatch' | 'mailSome'>,
  log: FastifyBaseLogger,
) {
  async function matchBatch(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const leadIds = await q.takePending(tx, BATCH);
      const items: NewNotification[] = [];
      for (const leadId of leadIds) {
        const lead = await q.leadBasics(tx, leadId);
        if (!lead) continue;
        const matched: { search: q.SavedSearchRow; filter: LeadBoardFilter }[] = [];
        for (const search of await q.candidateSearches(tx, lead)) {
          const filter = leadBoardFilter.safeParse(search.filter);
          if (!filter.success) continue;
          if (await leadMatches(tx, leadId, boardFilterOf(filter.data))) matched.push({ search, filter: filter.data });
        }
        const added = await q.insertMatches(
          tx,
          matched.map(({ search }) => ({
            searchId: search.id,
            leadId,
            userId: search.userId,
            // A search without mail has nothing for the daily mail to tell.
            mailedAt: search.mail ? null : new Date(),
          })),
        );
        const byId = new Map(matched.map((m) => [m.search.id, m]));
        for (const match of added) {
          const { search, filter } = byId.get(match.searchId)!;
          items.push(searchMatchNotice(search, filter, { id: leadId, content: lead.content }));
        }
      }
      const delivered = await notifications.deliver(tx, items);
      if (delivered.created) log.info({ notifications: delivered.created }, 'saved searches: matches notified');
      return leadIds.length === BATCH;
    });
  }

  queue.define(SEARCH_MATCH_JOB, async () => {
    while (await matchBatch());
  });
  queue.schedule(SEARCH_MATCH_JOB, { everyMinutes: 1 });

  queue.define(SEARCH_MAIL_JOB, async () => {
    for (const userId of await q.usersWithUnmailed(db)) {
      const mailId = await db.transaction(async (tx) => {
        const unmailed = await q.unmailedOf(tx, userId);
        if (!unmailed.length) return null;
        await q.markMailed(tx, userId, new Date());
        const keys = unmailed.slice(-SEARCH_LIMITS.mailMax).map((m) => eventKeyOf(m.searchId, m.leadId));
        return notifications.mailSome(tx, userId, keys, 'searchDigest');
      });
      if (mailId !== null) await notifications.dispatch([mailId]);
    }
  });
  queue.schedule(SEARCH_MAIL_JOB, { dailyAtUtc: SEARCH_MAIL_AT_UTC });

  return {
    /** Matches waiting posts now rather than at the next minute (after an approval commits). */
    kick: () => queue.enqueue(SEARCH_MATCH_JOB, {}),
  };
}
