import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, notFoundHandler } from './envelope';
import { MSG } from '../../contracts/core/codes';
import { addressKey, rateLimitStore, type RequestCounts } from './request-counts';
import { API_PREFIX } from '../../contracts/core/calls';

/**
 * Paths never counted: health checks, and files that exist (the static file routes, one fixed path per built file).
 * A path that merely ends in an extension (`/x1.html`) reaches the page handler (`/*`) or a parametric route
 * (`/sitemap-:file`) and is counted like any page.
 */
function uncounted(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? request.url;
  if (path === '/healthz' || path === '/readyz') return true;
  const route = request.routeOptions.url;
  return route !== undefined && !/[:*]/.test(route) && !route.startsWith(API_PREFIX) && /\.[A-Za-z0-9]{1,8}$/.test(route);
}

/** Per-IP limit for every API call and page; static files and health checks are not counted (a page's own calls run in process). */
export async function registerRateLimit(app: FastifyInstance, perMinute: number, counts: RequestCounts) {
  await app.register(rateLimit, {
    // With Redis every process counts in one place; without it each counts in memory (one process by default). The
    // cache front counts its hits in the same counts under the same key (request-counts.ts).
    store: rateLimitStore(counts),
    keyGenerator: (request) => addressKey(request.ip),
    max: perMinute,
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
