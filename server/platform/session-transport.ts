import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '../../contracts/accounts/codes';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';

/**
 * How a session token travels: browsers hold it in an HttpOnly cookie, API clients in the x-session-token
 * header. The accounts service only ever sees the token string.
 */
export interface SessionTransport {
  /** The token a request carries: the header of an API client, else the browser's cookie. */
  tokenOf(request: Pick<FastifyRequest, 'headers' | 'cookies'>): string | undefined;
  /** Hands a new token to the client that signed in. */
  give(request: FastifyRequest, reply: FastifyReply, session: { token: string; maxAgeMs: number }): void;
  /** Tells the browser to drop its cookie. */
  clear(reply: FastifyReply): void;
}

export function sessionTransport(options: { https: boolean }): SessionTransport {
  const cookieName = options.https ? SESSION_COOKIE_HTTPS : SESSION_COOKIE;
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure: options.https } as const;
  return {
    tokenOf(request) {
      const header = request.headers[HEADER_SESSION_TOKEN];
      const token = typeof header === 'string' && header ? header : request.cookies[cookieName];
      return token || undefined;
    },
    give(request, reply, { token, maxAgeMs }) {
      reply.setCookie(cookieName, token, { ...cookieOptions, maxAge: maxAgeMs / 1000 });
      // API clients read the token from the header. A browser (it sends Sec-Fetch-Mode) gets only the HttpOnly
      // cookie, so a script on the page never sees the token.
      if (request.headers['sec-fetch-mode'] === undefined) reply.header(HEADER_SESSION_TOKEN, token);
    },
    clear(reply) {
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}
