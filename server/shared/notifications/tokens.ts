import { createHmac, timingSafeEqual } from 'node:crypto';

/** What an unsubscribe link stops: one subscription (alert mails), or all notification mail (the digest). */
export type UnsubscribeScope = { kind: 'subscription'; subscriptionId: number } | { kind: 'email' };

export interface UnsubscribeClaim {
  userId: number;
  scope: UnsubscribeScope;
}

const scopeText = (scope: UnsubscribeScope) => (scope.kind === 'email' ? 'all' : `s${scope.subscriptionId}`);

/**
 * Unsubscribe tokens: `<userId>.<scope>.<signature>`, the signature an HMAC keyed by the session secret, so a
 * link works without signing in and cannot be made for another user or another subscription. They do not
 * expire: a mail's unsubscribe link must work whenever it is clicked (RFC 8058).
 */
export function unsubscribeTokens(secret: string) {
  const sign = (userId: number, scope: string) =>
    createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${scope}`).digest('base64url').slice(0, 32);
  return {
    make: (claim: UnsubscribeClaim) => `${claim.userId}.${scopeText(claim.scope)}.${sign(claim.userId, scopeText(claim.scope))}`,
    read(token: string): UnsubscribeClaim | null {
      const match = /^(\d{1,10})\.(all|s\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) return null;
      const [, user, scope, signature] = match as unknown as [string, string, string, string];
      const userId = Number(user);
      const expected = Buffer.from(sign(userId, scope));
      if (userId > 2_147_483_647 || !timingSafeEqual(expected, Buffer.from(signature))) return null;
      if (scope === 'all') return { userId, scope: { kind: 'email' } };
      const subscriptionId = Number(scope.slice(1));
      return subscriptionId > 2_147_483_647 ? null : { userId, scope: { kind: 'subscription', subscriptionId } };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
