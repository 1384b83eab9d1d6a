import { randomBytes } from 'node:crypto';
import { access, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of the text, when the mail has one. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /** A stable Message-ID, so a mail sent again after a crash is recognisably the same mail. */
  messageId?: string;
  /**
   * The mail's idempotency key (letters, digits and dashes): the outbox folder names its file after it, so a mail
   * written once is never written again. Without one, each send writes a new file.
   */
  idempotencyKey?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Where mails go when there is no SMTP server: one .eml file each. */
  outboxDir: string;
}

/**
 * Mail over SMTP_URL (nodemailer). Without one, each mail is written as a complete .eml message under
 * the outbox folder so a developer can open it; the log says where, never what (mails carry codes).
 * The file is written under a temporary name and renamed (a crash never leaves a partial .eml), and named
 * after the mail's idempotency key: a mail whose file exists is not written again (decision 0058).
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a mail server that hangs must fail the attempt well inside the outbox's claim (server/shared/mail).
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async send(mail) {
        const { idempotencyKey: _key, ...message } = mail;
        const info = await transport.sendMail({ from: options.from, ...message });
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let swept: Promise<void> | undefined;
  return {
    async send(mail) {
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      await (swept ??= dropStaleTemporaries(options.outboxDir));
      const { idempotencyKey, ...message } = mail;
      const name = `${idempotencyKey && SAFE_KEY.test(idempotencyKey) ? idempotencyKey : `${Date.now()}-${randomBytes(4).toString('hex')}`}.eml`;
      const file = join(options.outboxDir, name);
      if (idempotencyKey && (await exists(file))) {
        log.info({ to: mail.to, file }, 'mail already in the outbox: not written again');
        return;
      }
      const info = await render.sendMail({ from: options.from, ...message });
      await writeWhole(file, info.message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

const SAFE_KEY = /^[A-Za-z0-9-]{1,120}$/;
/** A temporary file's name ends so: it never counts as a mail (readers take *.eml). */
const TEMPORARY = '.partial';
/** A temporary file older than this belongs to a writer that died (a write takes milliseconds). */
const STALE_MS = 10 * 60_000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Writes the whole message, flushed, under a temporary name, then renames it into place: the .eml is complete or absent. */
async function writeWhole(file: string, content: Buffer): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}${TEMPORARY}`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Removes the temporary files that writers killed mid-write left behind. */
async function dropStaleTemporaries(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    if (!name.endsWith(TEMPORARY)) continue;
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(path, { force: true });
  }
}
