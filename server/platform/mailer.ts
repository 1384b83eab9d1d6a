import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
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
        const info = await transport.sendMail({ from: options.from, ...mail });
        log.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
      },
    };
  }
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await render.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const file = join(options.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
