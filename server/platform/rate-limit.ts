import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFoundHandler } from './envelope';
import { MSG } from '../../contracts/core/codes';
import { addressKey, rateLimitStore, type RequestCounts } from './request-counts';

/** Health checks are never counted: a balancer polls them from one address all day. */
function uncounted(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? request.url;
  return path === '/healthz' || path === '/readyz';
}

/**
 * A built file, served by @fastify/static: its routes (one fixed path per file) carry the file's folder in their
 * config. A path that merely ends in an extension (`/x1.html`) reaches the page handler or a parametric route instead.
 */
function isStaticFile(request: FastifyRequest): boolean {
  return (request.routeOptions.config as { rootPath?: unknown }).rootPath !== undefined;
}

/**
 * Per-IP limits: `perMinute` for every API call, page, sitemap file, feed and robots.txt together, and
 * `filesPerMinute` for static files on their own count (a page pulls several, and a browser's cache spares most of
 * them later). Health checks are never counted; a page's own calls run in process and are not requests.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: { perMinute: number; filesPerMinute: number },
  counts: RequestCounts,
) {
  await app.register(rateLimit, {
    // With Redis every process counts in one place; without it each counts in memory (one process by default). The
    // cache front counts its hits in the same counts under the same key (request-counts.ts).
    store: rateLimitStore(counts),
    keyGenerator: (request) => (isStaticFile(request) ? 'files:' : '') + addressKey(request.ip),
    max: (request) => (isStaticFile(request) ? limits.filesPerMinute : limits.perMinute),
    timeWindow: '1 minute',
    allowList: uncounted,
    errorResponseBuilder: () => new AppError(429, MSG.tooManyRequests),
  });
  // A path no route answers is counted too, so probing for files or calls from one address meets the limit.
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, notFoundHandler);
}

/**
 * Route config for a call with its own stricter per-IP window on top of the global one: the calls worth guessing
 * at (login, code sending: `limit: 'auth'`) and the costly ones (uploads: `limit: <per minute>`).
 */
export function perMinuteLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
