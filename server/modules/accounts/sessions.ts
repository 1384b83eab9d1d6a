import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import { type UserRole } from '../../../contracts/core/codes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import * as queries from './queries';

/** 32 random bytes, base64url: 256 bits, well over the 128 the session rules ask for. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Tokens are stored only as their SHA-256: they are random enough that no salt or slow hash is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Who is signing in: the token they may already hold (it is replaced) and their browser, for the sessions list. */
export interface SessionClient {
  token?: string;
  userAgent: string;
}

/** A session just started: the route hands the token to the client (cookie or header). */
export interface NewSession {
  token: string;
  maxAgeMs: number;
}

/**
 * Sessions: a random token per sign-in, kept as a hash, ending after ACCOUNT.sessionIdleMs without use
 * or ACCOUNT.sessionLifetimeMs after sign-in, whichever comes first. How the token travels (cookie or
 * header) is the platform's business (server/platform/session-transport.ts).
 */
export function createSessions(db: Db, now: () => Date = () => new Date()) {
  let lastSweep = 0;

  const idleSince = (at: Date) => new Date(at.getTime() - ACCOUNT.sessionIdleMs);

  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < 60 * 60_000) return;
    lastSweep = at.getTime();
    await queries.deleteDeadSessions(db, at, idleSince(at));
  }

  return {
    /** A new session for the user; the client's previous session (if any) ends, so each sign-in gets a fresh token. */
    async start(userId: number, client: SessionClient): Promise<NewSession> {
      if (client.token) await queries.deleteSessionByHash(db, hashToken(client.token));
      const at = now();
      const token = randomBytes(32).toString('base64url');
      await queries.insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + ACCOUNT.sessionLifetimeMs),
        userAgent: client.userAgent.slice(0, 200),
      });
      await sweep(at);
      return { token, maxAgeMs: ACCOUNT.sessionLifetimeMs };
    },

    /** The user a token signs in, or null when it is unknown, idle too long or past its lifetime. */
    async resolve(token: string): Promise<SessionUser | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const at = now();
      const found = await queries.findLiveSession(db, hashToken(token), at, idleSince(at));
      if (!found) return null;
      // Sliding idle timeout; written at most once a minute so reads do not turn into a write each.
      if (at.getTime() - found.session.lastSeenAt.getTime() >= ACCOUNT.sessionTouchMs) {
        await queries.touchSession(db, found.session.id, at);
      }
      const { user } = found;
      if (user.disabledAt) return null;
      return { userId: user.id, email: user.email, nickName: user.nickName, role: user.role as UserRole };
    },

    /** Ends the session of a token (if it names one). */
    async end(token: string | undefined): Promise<void> {
      if (token) await queries.deleteSessionByHash(db, hashToken(token));
    },

    /** Ends every session of a user (password changed or reset, account disabled). */
    async endAllOf(userId: number): Promise<void> {
      await queries.deleteSessionsOfUser(db, userId);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
