import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';

/** A mail to send, named by what it is about: the same key is never mailed twice. */
export interface OutgoingMail {
  key: string;
  to: string;
  subject: string;
  text: string;
  /** The same mail as HTML (composeMail writes both): sent as the alternative to the text. */
  html?: string;
  headers?: Record<string, string>;
  /** It carries a secret (a code): its body is blanked once it is sent. */
  sensitive?: boolean;
}

export type MailRow = typeof mailOutbox.$inferSelect;

/** Writes the mail unless one with its key exists; answers the new row's id, or null for a known key. */
export async function insertMail(db: Executor, mail: OutgoingMail): Promise<number | null> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      mailKey: mail.key,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? '',
      headers: mail.headers ?? {},
      sensitive: mail.sensitive ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/**
 * Takes the mail for one attempt: only an unsent mail nobody else holds. The hold lasts `holdMs`; a worker
 * that died while sending leaves it to run out, after which the mail may be sent again (decision 0025).
 */
export async function claimMail(db: Executor, id: number, holdMs: number): Promise<MailRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, sendingUntil: new Date(now.getTime() + holdMs) })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt), or(isNull(mailOutbox.sendingUntil), lt(mailOutbox.sendingUntil, now))))
    .returning();
  return row;
}

export async function findMail(db: Executor, id: number): Promise<MailRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markSent(db: Executor, row: MailRow): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: new Date(), sendingUntil: null, failedAt: null, lastError: null, ...(row.sensitive ? { text: '', html: '' } : {}) })
    .where(eq(mailOutbox.id, row.id));
}

export async function markAttemptFailed(db: Executor, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sendingUntil: null, lastError: error.slice(0, 2000), failedAt: final ? new Date() : null })
    .where(eq(mailOutbox.id, id));
}

/** Mails written but never handed to the queue (the process stopped in between), older than `olderThanMs`. */
export async function unqueuedMails(db: Executor, olderThanMs: number, limit: number): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lt(mailOutbox.createdAt, new Date(now.getTime() - olderThanMs)),
        or(isNull(mailOutbox.sendingUntil), lt(mailOutbox.sendingUntil, now)),
      ),
    )
    .orderBy(mailOutbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Releases every hold: used when the one process of an embedded database starts (whoever held them is gone). */
export async function releaseHolds(db: Executor): Promise<void> {
  await db.update(mailOutbox).set({ sendingUntil: null }).where(isNull(mailOutbox.sentAt));
}

/**
 * The mail's idempotency key as the mailer sees it: when it was written (so an outbox folder lists mails in
 * order) and a digest of its key. Checked by the outbox writer, which never writes the same key twice.
 */
export function idempotencyKeyOf(row: Pick<MailRow, 'mailKey' | 'createdAt'>): string {
  return `${row.createdAt.getTime()}-${digestOf(row.mailKey).slice(0, 24)}`;
}

const digestOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A Message-ID that depends only on the mail's key: a mail sent twice after a crash is recognisably one mail. */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${digestOf(key).slice(0, 32)}@${domain}>`;
}
