import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One mail as the portal sent it over SMTP. */
export interface SunkMail {
  to: string[];
  raw: string;
}

export interface MailSink {
  /** SMTP_URL for the portal. */
  smtpUrl: string;
  /** GET {httpUrl}/mails?to=address answers the mails received for that address, oldest first. */
  httpUrl: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server for the e2e run: the portal sends its mails to it as it would to any mail server, and
 * specs (in other processes) read them back over a small HTTP endpoint. Plain SMTP on 127.0.0.1, no auth.
 */
export async function startMailSink(): Promise<MailSink> {
  const mails: SunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sink');
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = url.pathname === '/mails' ? mails.filter((m) => !to || m.to.includes(to)) : undefined;
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { error: 'not found' }));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
