import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import { type UserRole } from '../../../contracts/core/codes';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../platform/auth';
import type { Bus } from '../../platform/cache-bus';
import * as queries from './queries';

/** 32 random bytes, base64url: 256 bits, well over the 128 the session rules ask for. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** How long a session read from the database answers in this process without being read again. */
export const TRUST_MS = 10_000;

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

/** How the processes tell one another that a user's sessions changed: a bus (Redis or PostgreSQL), none on PGlite. */
export interface SessionChanges {
  /** Where the process says so; the message is the user's id. */
  bus?: Bus;
}

/**
 * Sessions: a random token per sign-in, kept as a hash, ending after ACCOUNT.sessionIdleMs without use
 * or ACCOUNT.sessionLifetimeMs after sign-in, whichever comes first. How the token travels (cookie or
 * header) is the platform's business (server/platform/session-transport.ts).
 *
 * A session read from the database is trusted in this process for TRUST_MS (decision 0068), so a
 * signed-in request costs no round trip for its session. Whatever ends a session or changes what it answers (sign-out,
 * the sessions of a user ended, a profile, role or disabled change: `forget`) drops it here at once and in every
 * other process through the bus; the trust period bounds what a lost message can leave behind.
 */
export function createSessions(db: Db, now: () => Date = () => new Date(), changes: SessionChanges = {}) {
  let lastSweep = 0;
  const trusted = new TrustedSessions();

  const idleSince = (at: Date) => new Date(at.getTime() - ACCOUNT.sessionIdleMs);

  /** Ends the session of a token (if it names one). */
  async function end(token: string | undefined): Promise<void> {
    if (!token) return;
    const ended = await queries.deleteSessionByHash(db, hashToken(token));
    if (ended) await forget(ended.userId);
  }

  /** Drops the user's sessions from this process and tells the others. */
  async function forget(userId: number) {
    trusted.forget(userId);
    await changes.bus?.publish(String(userId));
  }

  async function sweep(at: Date) {
    if (at.getTime() - lastSweep < 60 * 60_000) return;
    lastSweep = at.getTime();
    await queries.deleteDeadSessions(db, at, idleSince(at));
  }

  return {
    /** A new session for the user; the client's previous session (if any) ends, so each sign-in gets a fresh token. */
    async start(userId: number, client: SessionClient): Promise<NewSession> {
      if (client.token) await end(client.token);
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
      const hash = hashToken(token);
      const at = now();
      const known = trusted.get(hash, at.getTime());
      if (known) {
        // Sliding idle timeout; written at most once a minute so reads do not turn into a write each.
        if (at.getTime() - known.lastSeenAt >= ACCOUNT.sessionTouchMs) {
          known.lastSeenAt = at.getTime();
          await queries.touchSession(db, known.sessionId, at);
        }
        return known.user;
      }
      const version = trusted.version();
      const found = await queries.findLiveSession(db, hash, at, idleSince(at));
      if (!found || found.user.disabledAt) return null;
      if (at.getTime() - found.session.lastSeenAt.getTime() >= ACCOUNT.sessionTouchMs) {
        await queries.touchSession(db, found.session.id, at);
      }
      const { user: row, session } = found;
      const user: SessionUser = { userId: row.id, email: row.email, nickName: row.nickName, role: row.role as UserRole };
      // Not kept when a change of any user's sessions came while it was read: it may predate the change.
      trusted.keep(hash, version, {
        user,
        sessionId: session.id,
        lastSeenAt: Math.max(session.lastSeenAt.getTime(), at.getTime()),
        expiresAt: session.expiresAt.getTime(),
        readAt: at.getTime(),
      });
      return user;
    },

    end,

    /** Ends every session of a user (password changed or reset, account disabled). */
    async endAllOf(userId: number): Promise<void> {
      await queries.deleteSessionsOfUser(db, userId);
      await forget(userId);
    },

    /** The user's sessions answer what the database holds from the next request on (their profile or role changed). */
    forget,

    /** A message of the bus: another process ended or changed the sessions of this user. */
    heard(message: string) {
      const userId = Number(message);
      if (Number.isInteger(userId)) trusted.forget(userId);
      else trusted.clear();
    },
  };
}

/** A session as this process trusts it for a while: its user and what decides whether it is still alive. */
interface Trusted {
  user: SessionUser;
  sessionId: number;
  /** Milliseconds since the epoch, as the clock of createSessions gives them. */
  lastSeenAt: number;
  expiresAt: number;
  readAt: number;
}

/** The sessions read lately, by token hash and by user; at most MAX_TRUSTED, the oldest read dropped first. */
class TrustedSessions {
  static readonly MAX_TRUSTED = 20_000;
  readonly #byHash = new Map<string, Trusted>();
  readonly #hashesOf = new Map<number, Set<string>>();
  /** Counts forgets: a read that began before one is not kept. */
  #forgets = 0;

  get(hash: string, at: number): Trusted | undefined {
    const known = this.#byHash.get(hash);
    if (!known) return undefined;
    const alive = at - known.readAt < TRUST_MS && at < known.expiresAt && at - known.lastSeenAt < ACCOUNT.sessionIdleMs;
    if (alive) return known;
    this.#drop(hash);
    return undefined;
  }

  version(): number {
    return this.#forgets;
  }

  keep(hash: string, version: number, session: Trusted) {
    if (version !== this.#forgets) return;
    this.#drop(hash);
    this.#byHash.set(hash, session);
    const hashes = this.#hashesOf.get(session.user.userId) ?? new Set<string>();
    this.#hashesOf.set(session.user.userId, hashes.add(hash));
    if (this.#byHash.size > TrustedSessions.MAX_TRUSTED) this.#drop(this.#byHash.keys().next().value as string);
  }

  forget(userId: number) {
    this.#forgets += 1;
    for (const hash of this.#hashesOf.get(userId) ?? []) this.#byHash.delete(hash);
    this.#hashesOf.delete(userId);
  }

  clear() {
    this.#forgets += 1;
    this.#byHash.clear();
    this.#hashesOf.clear();
  }

  #drop(hash: string) {
    const known = this.#byHash.get(hash);
    if (!known) return;
    this.#byHash.delete(hash);
    const hashes = this.#hashesOf.get(known.user.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.#hashesOf.delete(known.user.userId);
  }
}

export type Sessions = ReturnType<typeof createSessions>;
