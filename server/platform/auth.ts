import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from './envelope';

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
}

/** Resolves the session of a request; the accounts module provides it. */
export type SessionResolver = (request: FastifyRequest) => Promise<SessionUser | null>;

/** Every request starts as a visitor; with a resolver, its session (if any) is looked up before the handler. */
export function registerAuth(app: FastifyInstance, resolve?: SessionResolver) {
  app.decorateRequest('user', null);
  if (!resolve) return;
  app.addHook('preHandler', async (request) => {
    request.user = await resolve(request);
  });
}

/** The signed-in user, or a 401 'invalid token' for calls that need one. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
