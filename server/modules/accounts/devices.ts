import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP's "Slow Down Online Guessing Attacks with Device Cookies"): a browser that once signed in
 * to an account holds a token naming that account, signed with the server secret. Failed sign-ins from such a
 * browser are counted against the token alone; failures from anywhere else count against the address and the
 * account's "untrusted clients" window. So a guesser elsewhere can lock out only untrusted clients, never the
 * owner's own browser.
 */
export function createDeviceTokens(secret: string) {
  const sign = (email: string, nonce: string) =>
    createHmac('sha256', secret).update(`device\n${email.toLowerCase()}\n${nonce}`).digest('base64url');
  return {
    /** A new token for a browser that has just signed in to this account. */
    issue(email: string): string {
      const nonce = randomBytes(16).toString('base64url');
      return `${nonce}.${sign(email, nonce)}`;
    },
    /** The token's nonce when it was issued for this account by this server, else undefined. */
    trusted(token: string | undefined, email: string): string | undefined {
      if (!token) return undefined;
      const [nonce, signature] = token.split('.');
      if (!nonce || !signature || nonce.length > 64) return undefined;
      const expected = Buffer.from(sign(email, nonce));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : undefined;
    },
  };
}
