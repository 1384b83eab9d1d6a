import { readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { jobCalls } from '../../../contracts/jobs/calls';
import { mailOutbox } from '../../db/schema/index';
import { createMailer } from '../../platform/mailer';
import type { SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { createAdmin } from '../../test-support/factories';
import { jobsSettled } from '../../test-support/jobs';
import { claimMail, idempotencyKeyOf, insertMail, messageIdFor, releaseHolds, type MailRow } from './outbox';

/**
 * Mail exactly once (decision 0058): an attempt killed after it wrote a mail and before it marked it sent, or in the
 * middle of writing it, leaves the outbox folder with one complete file per mail once the mail is retried.
 */
let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t?.close();
});

const outboxDir = () => join(t.config.dataDir, 'outbox');
const filesIn = () => readdirSync(outboxDir());
const mailFilesTo = (email: string) =>
  filesIn().filter((name) => name.endsWith('.eml') && readFileSync(join(outboxDir(), name), 'utf8').includes(`\nTo: ${email}\n`));

/** A mail written to the outbox table as a minute-old one, whose job never ran: the sweep will take it. */
async function unsentMail(email: string): Promise<MailRow> {
  const id = await insertMail(t.database.db, {
    key: `exactly-once:${email}`,
    to: email,
    subject: 'Your code',
    text: 'Code 123456',
    sensitive: true,
  });
  if (id === null) throw new Error('the mail key was known');
  const [row] = await t.database.db
    .update(mailOutbox)
    .set({ createdAt: sql`${mailOutbox.createdAt} - interval '2 minutes'` })
    .where(eq(mailOutbox.id, id))
    .returning();
  return row!;
}

/** What the sending job hands the mailer for a row (server/shared/mail/index.ts). */
const mailOf = (row: MailRow) => ({
  to: row.to,
  subject: row.subject,
  text: row.text,
  messageId: messageIdFor(row.mailKey, t.config.mailFrom),
  idempotencyKey: idempotencyKeyOf(row),
});

async function sweepAndSettle(): Promise<void> {
  expect((await call(t, jobCalls.runNow, { body: { name: 'mail-sweep' } }, admin)).statusCode).toBe(200);
  await jobsSettled(t);
}

const sentAt = async (id: number) => (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]?.sentAt;

describe('a code mail is written once', () => {
  test('an attempt killed between writing the mail and marking it sent, then retried, leaves exactly one file', async () => {
    const email = 'between-write-and-mark@example.com';
    const row = await unsentMail(email);
    // The killed attempt: it held the mail, the mailer wrote it, and the process died before markSent.
    expect(await claimMail(t.database.db, row.id, 60_000)).toBeDefined();
    await createMailer({ smtpUrl: undefined, from: t.config.mailFrom, outboxDir: outboxDir() }, t.app.log).send(mailOf(row));
    expect(mailFilesTo(email)).toHaveLength(1);
    expect(await sentAt(row.id)).toBeNull();
    // The restart: holds of the dead process released, the sweep queues the unsent mail again.
    await releaseHolds(t.database.db);
    await sweepAndSettle();
    expect(await sentAt(row.id)).toBeInstanceOf(Date);
    expect(mailFilesTo(email)).toHaveLength(1);
  });

  test('a write killed midway leaves no .eml; the retry writes the whole mail once', async () => {
    const email = 'killed-mid-write@example.com';
    const row = await unsentMail(email);
    const name = `${idempotencyKeyOf(row)}.eml`;
    // What a writer killed midway leaves: a temporary file holding part of the message, never the .eml itself.
    const partial = join(outboxDir(), `${name}.0a1b2c3d4e5f.partial`);
    writeFileSync(partial, 'From: portal\nTo: killed-mid-write@exa');
    expect(mailFilesTo(email)).toHaveLength(0);
    await sweepAndSettle();
    const files = mailFilesTo(email);
    expect(files).toEqual([name]);
    expect(readFileSync(join(outboxDir(), name), 'utf8')).toMatch(/Code 123456\s*$/);
    expect(await sentAt(row.id)).toBeInstanceOf(Date);
  });

  test('a temporary file left long ago by a dead writer is removed, a recent one kept; a key is never written twice', async () => {
    const dir = outboxDir();
    const stale = 'stale.eml.abcdef.partial';
    const recent = 'recent.eml.abcdef.partial';
    writeFileSync(join(dir, stale), 'half a mail');
    writeFileSync(join(dir, recent), 'a mail being written');
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(join(dir, stale), old, old);
    const mailer = createMailer({ smtpUrl: undefined, from: t.config.mailFrom, outboxDir: dir }, t.app.log);
    const mail = { to: 'twice@example.com', subject: 'Once', text: 'first', idempotencyKey: '1700000000000-abc' };
    await mailer.send(mail);
    await mailer.send({ ...mail, text: 'second' });
    expect(filesIn()).not.toContain(stale);
    expect(filesIn()).toContain(recent);
    expect(mailFilesTo('twice@example.com')).toEqual(['1700000000000-abc.eml']);
    expect(readFileSync(join(dir, '1700000000000-abc.eml'), 'utf8')).toMatch(/first\s*$/);
  });
});
