import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mailer';
import type { JobQueue } from '../jobs/index';
import {
  claimMail,
  findMail,
  idempotencyKeyOf,
  insertMail,
  markAttemptFailed,
  markSent,
  messageIdFor,
  releaseHolds,
  unqueuedMails,
  type OutgoingMail,
} from './outbox';

export { insertMail, type OutgoingMail } from './outbox';
export { composeMail, type MailBlock, type MailContent } from './compose';

export const MAIL_SEND_JOB = 'mail-send';
export const MAIL_SWEEP_JOB = 'mail-sweep';
/** How long one attempt may hold a mail: well over the mailer's own timeouts (10 s connect, 20 s idle socket). */
const HOLD_MS = 60_000;

export interface MailOutbox {
  /** Writes the mail (once per key) and queues its sending; false when the key was mailed already. */
  send(mail: OutgoingMail): Promise<boolean>;
  /** Queues the sending of mails written with insertMail inside a caller's transaction. */
  dispatch(ids: readonly number[]): Promise<void>;
}

/**
 * Every mail leaves through here: written to the outbox table, then sent by a job (decision 0025). A job
 * that finds its mail sent does nothing, so a job run twice sends once; a mail whose job never got queued
 * is found by a sweep every minute. The mailer gets the mail's idempotency key: an attempt killed after it
 * wrote the mail and before it marked it sent finds the mail written when it is retried (decision 0058).
 */
export function registerMail(queue: JobQueue, db: Db, mailer: Mailer, from: string, log: FastifyBaseLogger): MailOutbox {
  const dispatch = async (ids: readonly number[]) => {
    for (const id of ids) await queue.enqueue(MAIL_SEND_JOB, { mailId: id }, { key: `mail:${id}` });
  };
  // One process owns an embedded database: a hold left from before this start belongs to a dead process.
  if (queue.engine === 'table') queue.onStart(() => releaseHolds(db));

  queue.define<{ mailId: number }>(
    MAIL_SEND_JOB,
    async ({ mailId }, run) => {
      const row = await claimMail(db, mailId, HOLD_MS);
      if (!row) {
        const existing = await findMail(db, mailId);
        if (!existing || existing.sentAt) return;
        // Another attempt holds it right now: try again after it has finished or its hold has run out.
        throw new Error('the mail is being sent by another attempt');
      }
      try {
        await mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          headers: row.headers,
          messageId: messageIdFor(row.mailKey, from),
          idempotencyKey: idempotencyKeyOf(row),
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        await markAttemptFailed(db, row.id, message, run.lastAttempt);
        throw err;
      }
      await markSent(db, row);
    },
    { retryLimit: 8, retryDelaySeconds: 5, retryBackoff: true, leaseSeconds: 30 },
  );
  queue.define(MAIL_SWEEP_JOB, async () => dispatch(await unqueuedMails(db, 60_000, 500)), { retryLimit: 0, leaseSeconds: 120 });
  queue.schedule(MAIL_SWEEP_JOB, { everyMinutes: 1 });
  log.debug({ engine: queue.engine }, 'mail goes through the job queue');

  return {
    async send(mail) {
      const id = await insertMail(db, mail);
      if (id === null) return false;
      await dispatch([id]);
      return true;
    },
    dispatch,
  };
}
