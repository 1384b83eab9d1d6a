import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './app';
import { jobsSettled } from './jobs';
import { readableMail } from './mime';

/** Every mail the app wrote (no SMTP_URL in tests: one .eml file each), oldest first, once the queue is idle. */
export async function outboxMails(t: TestApp): Promise<string[]> {
  await jobsSettled(t);
  const outbox = join(t.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'));
}

/**
 * The mails other than verification codes the app wrote for an address, oldest first, as their reader sees them:
 * headers unfolded and decoded, then each part (text, HTML) decoded (mime.ts).
 */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  return (await outboxMails(t))
    .map(readableMail)
    .filter((mail) => mail.toLowerCase().includes(`\nto: ${email.toLowerCase()}\n`) && !/verification code/.test(mail));
}
