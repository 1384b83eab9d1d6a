import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';

/**
 * The Redis connection of REDIS_URL, closed with the app. Commands wait in ioredis's queue while it (re)connects,
 * so a Redis restart delays limits and invalidations rather than failing requests.
 */
export function openRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 3, enableAutoPipelining: true });
  redis.on('error', (err: Error) => app.log.warn({ err }, 'redis connection error'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}
