import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './envelope';
import { MSG } from '../../contracts/codes';

/** Per-IP limit for every API call and page; static assets are not counted. */
export async function registerRateLimit(app: FastifyInstance, perMinute: number) {
  await app.register(rateLimit, {
    max: perMinute,
    timeWindow: '1 minute',
    allowList: (request) => request.url.startsWith('/assets/') || request.url === '/healthz' || request.url === '/readyz',
    errorResponseBuilder: () => new AppError(429, MSG.tooManyRequests),
  });
}

/**
 * Route config for the calls worth guessing at (login, code sending): a stricter per-IP window on top of the global one.
 * Use as `config: authRateLimit(config.rateLimit.authPerMinute)` in a route's options.
 */
export function authRateLimit(perMinute: number) {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
