import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCOUNT, HEADER_SESSION_TOKEN, SESSION_COOKIE, SESSION_COOKIE_HTTPS, type UserRole } from '../../../contracts/codes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import * as queries from './queries';

/** 32 random bytes, base64url: 256 bits, well over the 128 the session rules ask for. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Tokens are stored only as their SHA-256: they are random enough that no salt or slow hash is needed. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions: a random token per sign-in, kept as a hash, ending after ACCOUNT.sessionIdleMs without use
 * or ACCOUNT.sessionLifetimeMs after sign-in, whichever comes first. Browsers hold it in an HttpOnly cookie,
 * API clients in the x-session-token header.
 */
export function createSessions(db: Db, options: { https: boolean }, now: () => Date = () => new Date()) {
  const cookieName = options.https ? SESSION_COOKIE_HTTPS : SESSION_COOKIE;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.https } as const;
  let lastSweep = 0;

  const idleSince = (at: Date) => new Date(at.getTime() - ACCOUNT.sessionIdleMs);

  /** The token a request carries: the header of an API client, else the browser's cookie. */
  function tokenOf(request: FastifyRequest): string | undefined {
    const header = request.headers[HEADER_SESSION_TOKEN];
    const token = typeof header === 'string' && header ? header : request.cookies[cookieName];
    return token && TOKEN_SHAPE.test(token) ? token : undefined;
  }

  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < 60 * 60_000) return;
    lastSweep = at.getTime();
    await queries.deleteDeadSessions(db, at, idleSince(at));
  }

  return {
    cookieName,
    tokenOf,

    /** A new session for the user; the request's previous session (if any) ends, so each sign-in gets a fresh token. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<string> {
      const previous = tokenOf(request);
      if (previous) await queries.deleteSessionByHash(db, hashToken(previous));
      const at = now();
      const token = randomBytes(32).toString('base64url');
      await queries.insertSession(db, {
        tokenHash: hashToken(token),
        userId,
        createdAt: at,
        lastSeenAt: at,
        expiresAt: new Date(at.getTime() + ACCOUNT.sessionLifetimeMs),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
      });
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: ACCOUNT.sessionLifetimeMs / 1000 });
      // API clients read the token from the header. A browser (it sends Sec-Fetch-Mode) gets only the HttpOnly
      // cookie, so a script on the page never sees the token.
      if (request.headers['sec-fetch-mode'] === undefined) reply.header(HEADER_SESSION_TOKEN, token);
      await sweep(at);
      return token;
    },

    /** The signed-in user of an API request, or null. Pages reach the API in-process, so only /api is looked up. */
    async resolve(request: FastifyRequest): Promise<SessionUser | null> {
      if (!request.url.startsWith('/api/')) return null;
      const token = tokenOf(request);
      if (!token) return null;
      const at = now();
      const found = await queries.findLiveSession(db, hashToken(token), at, idleSince(at));
      if (!found) return null;
      // Sliding idle timeout; written at most once a minute so reads do not turn into a write each.
      if (at.getTime() - found.session.lastSeenAt.getTime() >= ACCOUNT.sessionTouchMs) {
        await queries.touchSession(db, found.session.id, at);
      }
      const { user } = found;
      return { userId: user.id, email: user.email, nickName: user.nickName, role: user.role as UserRole };
    },

    /** Ends the request's session (if any) and tells the browser to drop the cookie. */
    async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const token = tokenOf(request);
      if (token) await queries.deleteSessionByHash(db, hashToken(token));
      reply.clearCookie(cookieName, cookieOptions);
    },

    /** Ends every session of a user (password changed or reset). */
    async endAllOf(userId: number, reply?: FastifyReply): Promise<void> {
      await queries.deleteSessionsOfUser(db, userId);
      reply?.clearCookie(cookieName, cookieOptions);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
