import type { Redis } from 'ioredis';
import pg from 'pg';

/* How the anonymous cache's invalidations reach the other processes (response-cache.ts, decision 0027). */

const CHANNEL = 'cmsp_cache';

/** How invalidations reach the other processes. */
export interface Bus {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

export async function redisBus(redis: Redis, onMessage: (message: string) => void): Promise<Bus> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, message: string) => onMessage(message));
  await subscriber.subscribe(CHANNEL);
  return {
    publish: async (message) => void (await redis.publish(CHANNEL, message)),
    close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
  };
}

/** What the cache logs through: the app's logger, or the console of a process that serves nothing (the import command). */
export interface CacheLog {
  warn(context: { err: unknown }, message: string): void;
  error(context: { err: unknown }, message: string): void;
}

export async function postgresBus(databaseUrl: string, onMessage: (message: string) => void, log: CacheLog): Promise<Bus> {
  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (n) => n.payload && onMessage(n.payload));
    client.on('error', (err) => log.warn({ err }, 'cache invalidation listener lost its connection'));
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    return client;
  };
  const listener = await connect();
  return {
    publish: async (message) => void (await listener.query('select pg_notify($1, $2)', [CHANNEL, message])),
    close: () => listener.end(),
  };
}
