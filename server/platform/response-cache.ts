import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import pg from 'pg';
import { SESSION_COOKIE, SESSION_COOKIE_HTTPS } from '../../contracts/accounts/codes';
import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { clearTtlCaches } from './cache';
import { compress, compressible, negotiate, type Encoding } from './compression';
import { isInternalCall } from './internal-call';
import { contentSecurityPolicy } from './security';

/** Every entry, whatever its tags: what a write invalidates when it does not say more precisely. */
export const ALL = '*';
/** The tag of every cached page: a page may show any area, so any invalidation drops the pages. */
const PAGE_TAG = 'page';
/** The response header by which an in-process API call tells its page that the page must not be cached. */
export const UNCACHEABLE_HEADER = 'x-cmsp-uncacheable';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on public reads (the tags of their entries) and on the pages: answers for visitors without a session are
     * cached; `except` names paths never cached (the account and admin pages).
     */
    cache?: { tags: string[]; except?: RegExp };
  }
  interface FastifyRequest {
    /** Where this request's answer will be stored, when it is a cacheable miss. */
    cacheSlot?: { key: string; generation: number; tags: string[] };
    /** Served from the cache, or an in-process call found its page uncacheable. */
    cacheServed?: boolean;
    pageUncacheable?: boolean;
  }
}

interface Entry {
  contentType: string;
  /** The CSP nonce the page's scripts carry; served with the entry so they still run. */
  nonce?: string;
  raw: Buffer;
  variants: Map<Encoding, Buffer>;
  tags: string[];
  bytes: number;
}

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 128 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const CHANNEL = 'cmsp_cache';
const caches = new Set<ResponseCache>();

/**
 * Drops every cached answer that shows data under these tags, in every cache of this process and, through Redis
 * or PostgreSQL NOTIFY, of every other process. For code outside the calls: imports, jobs, scripts.
 */
export async function invalidate(tags: readonly string[] = [ALL]): Promise<void> {
  await Promise.all([...caches].map((cache) => cache.invalidate(tags)));
}

/** Whether the request carries a session (cookie, header or authorization): such answers are never shared. */
export function hasSession(request: FastifyRequest): boolean {
  const cookies = request.cookies ?? {};
  return Boolean(
    cookies[SESSION_COOKIE] || cookies[SESSION_COOKIE_HTTPS] || request.headers[HEADER_SESSION_TOKEN] || request.headers.authorization,
  );
}

/** How invalidations reach the other processes. */
interface Bus {
  publish(message: string): Promise<void>;
  close(): Promise<void>;
}

async function redisBus(redis: Redis, onMessage: (message: string) => void): Promise<Bus> {
  const subscriber = redis.duplicate();
  subscriber.on('message', (_channel: string, message: string) => onMessage(message));
  await subscriber.subscribe(CHANNEL);
  return {
    publish: async (message) => void (await redis.publish(CHANNEL, message)),
    close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
  };
}

/** What the cache logs through: the app's logger, or the console of a process that serves nothing (the import command). */
interface CacheLog {
  warn(context: { err: unknown }, message: string): void;
  error(context: { err: unknown }, message: string): void;
}

async function postgresBus(databaseUrl: string, onMessage: (message: string) => void, log: CacheLog): Promise<Bus> {
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

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** Bumped on every invalidation: a miss that began before one is not stored. */
  private generation = 0;
  private bus: Bus | undefined;
  private readonly origin = randomUUID();

  constructor(private readonly log: CacheLog) {}

  async connect(options: { redis?: Redis; databaseUrl?: string }) {
    const onMessage = (message: string) => {
      try {
        const { origin, tags } = JSON.parse(message) as { origin: string; tags: string[] };
        if (origin !== this.origin) this.drop(tags);
      } catch {
        this.drop([ALL]);
      }
    };
    if (options.redis) this.bus = await redisBus(options.redis, onMessage);
    else if (options.databaseUrl) this.bus = await postgresBus(options.databaseUrl, onMessage, this.log);
    caches.add(this);
  }

  async close() {
    caches.delete(this);
    await this.bus?.close();
  }

  async invalidate(tags: readonly string[]) {
    if (tags.length === 0) return;
    this.drop(tags);
    await this.bus?.publish(JSON.stringify({ origin: this.origin, tags })).catch((err: unknown) => {
      this.log.error({ err }, 'cache invalidation could not be sent to the other processes');
    });
  }

  private drop(tags: readonly string[]) {
    this.generation += 1;
    // The reference data each process keeps for 60 s (cache.ts) goes too: what another process changed shows here at once.
    clearTtlCaches();
    if (tags.includes(ALL)) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags.includes(PAGE_TAG) || entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
    }
  }

  private remove(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size() {
    return this.entries.size;
  }

  /** preHandler: serve a hit, or mark the request so its answer is stored. */
  lookup(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const config = request.routeOptions.config.cache;
    if (!config || hasSession(request)) return undefined;
    const page = request.routeOptions.config.page === true;
    if (request.method === 'HEAD' || (page && request.method !== 'GET') || config.except?.test(request.url)) return undefined;
    const h = request.headers;
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
    const key = `${request.method} ${request.url}\n${body}\n${h.lang ?? ''}|${h['app-id'] ?? ''}|${h['channel-code'] ?? ''}`;
    const entry = this.entries.get(key);
    if (!entry) {
      request.cacheSlot = { key, generation: this.generation, tags: page ? [PAGE_TAG] : config.tags };
      return undefined;
    }
    // Most recently used last, so eviction takes the coldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    request.cacheServed = true;
    const encoding = compressible(entry.contentType, entry.raw.length) ? negotiate(h['accept-encoding'] as string | undefined) : 'identity';
    let sent = entry.variants.get(encoding);
    if (!sent) {
      sent = encoding === 'identity' ? entry.raw : compress(entry.raw, encoding);
      entry.variants.set(encoding, sent);
      entry.bytes += sent.length;
      this.bytes += sent.length;
    }
    if (entry.nonce) reply.header('content-security-policy', contentSecurityPolicy(entry.nonce));
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.header('vary', 'accept-encoding, cookie').header('x-cache', 'hit').header('content-type', entry.contentType);
    return reply.code(200).send(sent);
  }

  /** onSend, for a cacheable miss: keep the answer (and the encoding just made) when it may be shared. */
  store(request: FastifyRequest, reply: FastifyReply, raw: Buffer, encoding: Encoding, encoded: Buffer) {
    const slot = request.cacheSlot;
    if (!slot || slot.generation !== this.generation || request.pageUncacheable) return;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (reply.statusCode !== 200 || reply.getHeader('set-cookie') !== undefined || /no-store|private/.test(cacheControl)) return;
    if (raw.length > MAX_ENTRY_BYTES) return;
    const variants = new Map<Encoding, Buffer>([['identity', raw]]);
    if (encoding !== 'identity') variants.set(encoding, encoded);
    const bytes = raw.length + (encoding === 'identity' ? 0 : encoded.length);
    const page = request.routeOptions.config.page === true;
    this.remove(slot.key);
    this.entries.set(slot.key, {
      contentType: String(reply.getHeader('content-type') ?? 'application/octet-stream'),
      ...(page ? { nonce: request.cspNonce } : {}),
      raw,
      variants,
      tags: slot.tags,
      bytes,
    });
    this.bytes += bytes;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(key);
    }
    reply.header('x-cache', 'miss');
  }
}

/**
 * The anonymous cache and the compression of rendered answers, in one onSend step so a stored answer keeps its
 * compressed bytes: a hit costs neither rendering nor compressing. Answers for a signed-in request carry
 * Cache-Control: no-store.
 */
export async function registerResponseCache(app: FastifyInstance, options: { redis?: Redis; databaseUrl?: string }) {
  const cache = new ResponseCache(app.log);
  await cache.connect(options);
  app.addHook('onClose', () => cache.close());
  app.decorateRequest('cacheSlot', undefined);
  app.decorateRequest('cacheServed', false);
  app.decorateRequest('pageUncacheable', false);
  app.addHook('preHandler', async (request, reply) => {
    const served = cache.lookup(request, reply);
    if (served) return served;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheServed) return payload;
    const signedIn = hasSession(request);
    if (signedIn) reply.header('cache-control', 'no-store');
    // An in-process call that may not be cached (a write, a counted view, a signed-in answer) tells its page.
    if (isInternalCall(request.headers) && (signedIn || !request.cacheSlot)) reply.header(UNCACHEABLE_HEADER, '1');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const contentType = reply.getHeader('content-type') as string | undefined;
    let encoding: Encoding = 'identity';
    let encoded = raw;
    if (reply.getHeader('content-encoding') === undefined && compressible(contentType, raw.length)) {
      encoding = negotiate(request.headers['accept-encoding']);
      if (encoding !== 'identity') {
        encoded = compress(raw, encoding);
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
      }
      reply.header('vary', 'accept-encoding');
    }
    cache.store(request, reply, raw, encoding, encoded);
    return encoded;
  });
  return cache;
}
