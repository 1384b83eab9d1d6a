import type { Redis } from 'ioredis';
import pg from 'pg';
import { closeRedis, redisClient } from './redis';

/** The channel (Redis pub/sub, PostgreSQL NOTIFY) on which the anonymous caches of all processes hear of invalidations. */
const CHANNEL = 'cmsp_cache';
/** The channel on which every process hears that a user's sessions changed (server/modules/accounts/sessions.ts). */
export const SESSIONS_CHANNEL = 'cmsp_sessions';

/** How invalidations reach the other processes. */
export interface Bus {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export async function redisBus(redis: Redis, onMessage: (message: string) => void, channel = CHANNEL): Promise<Bus> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, message: string) => onMessage(message));
  await subscriber.subscribe(channel);
  return {
    publish: async (message) => void (await redis.publish(channel, message)),
    close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
  };
}

/** What the cache logs through: the app's logger, or the console of a process that serves nothing (the import command). */
export interface CacheLog {
  warn(context: { err: unknown }, message: string): void;
  error(context: { err: unknown }, message: string): void;
}

export async function postgresBus(
  databaseUrl: string,
  onMessage: (message: string) => void,
  log: CacheLog,
  channel = CHANNEL,
): Promise<Bus> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (n) => n.payload && onMessage(n.payload));
    client.on('error', (err) => log.warn({ err }, 'cache invalidation listener lost its connection'));
    await client.connect();
    await client.query(`listen ${channel}`);
    return client;
  };
  const listener = await connect();
  return {
    publish: async (message) => void (await listener.query('select pg_notify($1, $2)', [channel, message])),
    close: () => listener.end(),
  };
}

/**
 * A bus on `channel` through Redis when there is one, else PostgreSQL; none on the embedded database, which only one
 * process opens.
 */
export async function busOf(
  options: { redis?: Redis; databaseUrl?: string },
  channel: string,
  onMessage: (message: string) => void,
  log: CacheLog,
): Promise<Bus | undefined> {
  if (options.redis) return redisBus(options.redis, onMessage, channel);
  if (options.databaseUrl) return postgresBus(options.databaseUrl, onMessage, log, channel);
  return undefined;
}

/**
 * Says `message` once on `channel` to the running processes, from a command outside them (npm run admin:create):
 * through Redis when REDIS_URL is set, else PostgreSQL; the embedded database has no other process to tell.
 */
export async function sayOnce(options: { redisUrl?: string; databaseUrl?: string }, channel: string, message: string): Promise<void> {
  if (options.redisUrl) {
    const redis = redisClient(options.redisUrl, () => undefined);
    try {
      await redis.publish(channel, message);
    } finally {
      await closeRedis(redis);
    }
  } else if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      await client.query('select pg_notify($1, $2)', [channel, message]);
    } finally {
      await client.end();
    }
  }
}
