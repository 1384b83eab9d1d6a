import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '../../contracts/accounts/codes';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { requestLanguage } from './language';

/**
 * The cache key of a request: method, URL as sent, the JSON body as parsed and written again (so spacing and
 * escapes do not matter; before validation, which may reshape it), and what changes an answer: the headers and the
 * language the answer's messages are in (the lang header, else the page's path or the language cookie). Fastify's
 * lookup and the cache front (cache-front.ts, from the raw request) build the same key.
 */
export function cacheKey(method: string, url: string, body: string, headers: Record<string, string | string[] | undefined>): string {
  const language = requestLanguage({ url, headers });
  return `${method} ${url}\n${body}\n${headers.lang ?? ''}|${headers['app-id'] ?? ''}|${headers['channel-code'] ?? ''}|${language}`;
}

/** Whether the request carries a session (cookie, header or authorization): such answers are never shared. */
export function hasSession(request: Pick<FastifyRequest, 'cookies' | 'headers'>): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(
    cookies[SESSION_COOKIE] || cookies[SESSION_COOKIE_HTTPS] || request.headers[HEADER_SESSION_TOKEN] || request.headers.authorization,
  );
}
