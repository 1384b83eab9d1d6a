import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from './envelope';
import type { SessionTransport } from './session-transport';
import { API_PREFIX } from '../../contracts/core/calls';

/** Who is making the request, when a live session says so. */
export interface SessionUser {
  userId: number;
  email: string;
  nickName: string;
  role: 'user' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from the session (cookie or header) before handlers run; null for visitors. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The user's sessions answer what the database holds from their next request, in every process (decision 0068). */
    forgetSessionsOf(userId: number): Promise<void>;
  }
}

/** Resolves a session token to its user; the accounts module provides it. */
export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/** The user a request's session token (header or cookie) names, or null: for API requests and a page's direct calls alike. */
export type SessionLookup = (request: Pick<FastifyRequest, 'headers' | 'cookies'>) => Promise<SessionUser | null>;

/**
 * Every request starts as a visitor; an API request's session (if any) is looked up before its input is
 * validated, so an administrators-only call can answer a stranger 404 before saying anything about the input.
 * Pages reach the API in process with the visitor's cookie, so only /api is looked up here. Answers the lookup, which
 * a page's in-process calls (in-process.ts) use too.
 */
export function registerAuth(app: FastifyInstance, transport: SessionTransport, resolve: SessionResolver): SessionLookup {
  const sessionOf: SessionLookup = async (request) => {
    const token = transport.tokenOf(request);
    return token ? resolve(token) : null;
  };
  app.decorateRequest('user', null);
  app.addHook('preValidation', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return;
    request.user = await sessionOf(request);
  });
  return sessionOf;
}

/** The signed-in user, or a 401 'invalid token' for calls that need one. */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The signed-in administrator; anyone else is told the call does not exist (404), not that it is guarded. */
export function requireAdmin(request: { user: SessionUser | null }): SessionUser {
  if (request.user?.role !== 'admin') throw notFound();
  return request.user;
}
