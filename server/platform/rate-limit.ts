import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope';
import { MSG } from '../../contracts/core/codes';
import { isInternalCall } from './internal-call';

/** Paths never counted: health checks and files (anything but the API whose last segment has an extension). */
function uncounted(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  if (path === '/healthz' || path === '/readyz') return true;
  return !path.startsWith('/api/') && /\.[A-Za-z0-9]{1,8}$/.test(path);
}

/** Per-IP limit for every API call and page; static files, health checks and the in-process calls of a page are not counted. */
export async function registerRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (request) => uncounted(request.url) || isInternalCall(request.headers),
    errorResponseBuilder: () => new AppError(429, MSG.tooManyRequests),
  });
}

/**
 * Route config for a call with its own stricter per-IP window on top of the global one: the calls worth guessing
 * at (login, code sending: `limit: 'auth'`) and the costly ones (uploads: `limit: <per minute>`).
 */
export function perMinuteLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
