import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/**
 * A connection to REDIS_URL as the portal uses it, for the app and the command line alike. Commands wait in ioredis's
 * queue while it (re)connects, so a Redis restart delays limits and invalidations rather than failing requests.
 */
export function redisClient(url: string, onError: (err: Error) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  redis.on('error', onError);
  return redis;
}

/** Closes a connection from redisClient, dropping it if Redis does not answer the QUIT. */
export const closeRedis = (redis: Redis) =>
  redis.quit().then(
    () => undefined,
    () => redis.disconnect(),
  );

/** The app's Redis connection, closed with the app. */
export function openRedis(app: FastifyInstance, url: string): Redis {
  const redis = redisClient(url, (err) => app.log.warn({ err }, 'redis connection error'));
  app.addHook('onClose', () => closeRedis(redis));
  return redis;
}
