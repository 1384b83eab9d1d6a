import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './app';
import { jobsSettled } from './jobs';

/**
 * The mails other than verification codes the app wrote for an address (no SMTP_URL in tests: one .eml file
 * each, oldest first), once the queue is idle; headers unfolded (RFC 5322 folds long ones onto continuation lines).
 */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  await jobsSettled(t);
  const outbox = join(t.config.dataDir, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8').replace(/\n[ \t]+/g, ' '))
    .filter((mail) => mail.toLowerCase().includes(`\nto: ${email.toLowerCase()}\n`) && !/verification code/.test(mail));
}
