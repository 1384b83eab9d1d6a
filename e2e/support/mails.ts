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

/** Waits for a mail to this address whose text matches, and returns it as received (headers and body). */
export async function mailTo(to: string, matching: RegExp, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${inject('mailSinkURL')}/mails?to=${encodeURIComponent(to)}`);
    const mail = ((await res.json()) as { raw: string }[]).find((m) => matching.test(m.raw.replace(/=\r?\n/g, '')));
    if (mail) return mail.raw;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail matching ${matching} reached the sink for ${to}`);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as mailers write non-ASCII headers. */
function decodeWords(header: string): string {
  return header
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, charset: string, kind: string, text: string) => {
      const bytes =
        kind.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              'latin1',
            );
      return new TextDecoder(charset).decode(bytes);
    });
}

/**
 * A single-part mail as a person reads it: headers unfolded with their encoded words decoded, and the body decoded
 * from quoted-printable or base64 (multipart bodies are left as they came).
 */
export function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const head = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^Content-Transfer-Encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? Buffer.from(
          body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return `${decodeWords(head)}\n\n${text}`;
}

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
