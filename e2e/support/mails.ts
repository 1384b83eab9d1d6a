import { inject } from 'vitest';

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
    const code = mail && /verification code is (\d{6})/.exec(mail.raw)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail number ${nth} reached the sink for ${to}`);
}
