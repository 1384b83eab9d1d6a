/**
 * Mails as their recipient's program shows them, for the tests that read what the portal sent (the outbox's .eml
 * files, the SMTP sinks): headers unfolded with their encoded words decoded, each part's body decoded.
 */

export interface MailPart {
  /** The part's content type without parameters: text/plain, text/html. */
  type: string;
  text: string;
}

export interface ReadMail {
  /** The header block, unfolded and decoded. */
  headers: string;
  subject: string;
  /** The text parts: one for a single-part mail, each alternative of a multipart one. */
  parts: MailPart[];
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as mailers write non-ASCII headers. */
export function decodeWords(header: string): string {
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

function split(raw: string): { head: string; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = (at < 0 ? raw : raw.slice(0, at)).replace(/\r?\n[ \t]+/g, ' ');
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  return { head, body };
}

const headerOf = (head: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function partsOf(head: string, body: string): MailPart[] {
  const contentType = headerOf(head, 'Content-Type') || 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const inner = split(chunk.replace(/^\r?\n/, ''));
        return partsOf(inner.head, inner.body);
      });
  }
  return [{ type, text: decodeBody(body, headerOf(head, 'Content-Transfer-Encoding').trim().toLowerCase()).replace(/\r\n/g, '\n') }];
}

export function readMail(raw: string): ReadMail {
  const { head, body } = split(raw);
  const headers = decodeWords(head);
  return { headers, subject: headerOf(headers, 'Subject'), parts: partsOf(head, body) };
}

/** The text of one kind of part (text/plain, text/html), or undefined when the mail has none. */
export const partOf = (mail: ReadMail, type: string): string | undefined => mail.parts.find((p) => p.type === type)?.text;

/** The whole mail as one readable text: the headers, then every part decoded. */
export function readableMail(raw: string): string {
  const mail = readMail(raw);
  return [mail.headers, ...mail.parts.map((p) => p.text)].join('\n\n');
}
