import { inject } from 'vitest';
import { readableMail } from '../../server/test-support/mime';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The e2e mail sink's HTTP endpoint (e2e/support/mail-sink.ts). */
    mailSinkURL: string;
  }
}

/** Waits for the n-th mail (1-based) to this address to reach the sink and returns the code in it. */
export async function mailedCode(to: string, nth = 1, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${inject('mailSinkURL')}/mails?to=${encodeURIComponent(to)}`);
    const mails = (await res.json()) as { raw: string }[];
    const mail = mails[nth - 1];
    const code = mail && /verification code is (\d{6})/.exec(readableMail(mail.raw))?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail number ${nth} reached the sink for ${to}`);
}

/** Waits for a mail to this address whose text matches, and returns it readable (readableMail: headers and parts decoded). */
export async function mailTo(to: string, matching: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${inject('mailSinkURL')}/mails?to=${encodeURIComponent(to)}`);
    const mail = ((await res.json()) as { raw: string }[]).map((m) => readableMail(m.raw)).find((m) => matching.test(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail matching ${matching} reached the sink for ${to}`);
}

/** A mail as a person reads it: headers unfolded and decoded, then each part (text, HTML) decoded. */
export { readableMail };

/**
 * The mails the sink received for an address, oldest first and readable (readableMail); waits until at least
 * `count` of them match `matching` (every mail when none is given), and returns those.
 */
export async function mailsTo(to: string, count: number, options: { matching?: RegExp; timeoutMs?: number } = {}): Promise<string[]> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    const res = await fetch(`${inject('mailSinkURL')}/mails?to=${encodeURIComponent(to)}`);
    const mails = ((await res.json()) as { raw: string }[])
      .map((m) => readableMail(m.raw))
      .filter((m) => options.matching?.test(m) ?? true);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(
        `${mails.length} of ${count} mails${options.matching ? ` matching ${options.matching}` : ''} reached the sink for ${to}`,
      );
    await new Promise((r) => setTimeout(r, 200));
  }
}
