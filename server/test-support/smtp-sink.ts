import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { TestApp } from './app';
import { jobsSettled } from './jobs';
import { readMail, type ReadMail } from './mime';

export interface SunkMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for tests that run the portal as a child process. It can stand for a mail server that
 * is down: `refuseAfter(n)` accepts n more mails and then answers every recipient with 451 (try again later),
 * until `acceptAll()`. A mail counts as received only once the server has answered 250 to its data.
 */
export async function startSmtpSink() {
  const mails: SunkMail[] = [];
  let budget = Infinity;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (budget <= 0) return callback(Object.assign(new Error('Mail server busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (budget <= 0) return callback(Object.assign(new Error('Mail server busy, try again later'), { responseCode: 451 }));
        budget -= 1;
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    refuseAfter(n: number) {
      budget = n;
    },
    acceptAll() {
      budget = Infinity;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** The mails the sink received for an address, oldest first and decoded (mime.ts), once the app's queue is idle. */
export async function sunkMails(t: TestApp, sink: SmtpSink, email: string): Promise<ReadMail[]> {
  await jobsSettled(t);
  return sink.mails.filter((m) => m.to.includes(email.toLowerCase())).map((m) => readMail(m.raw));
}
