import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { compress, compressible, negotiate, type Encoding } from './compression';
import { cacheKey, hasSession, ResponseCache, type CacheSlot } from './response-cache';
import { REFRESH_WAIT_MS } from './refreshes';

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
    cacheSlot?: CacheSlot;
    /** Served from the cache; or a page one of whose loaders' calls may not be shared (in-process.ts). */
    cacheServed?: boolean;
    pageUncacheable?: boolean;
    /** What each hit of this answer repeats (counting a view): its calls' steps, a page's loaders' calls' too. */
    cacheRepeats?: (() => void)[];
    /**
     * A body already compressed (a page its worker compressed): sent as it is when the payload is still `of` and the
     * encoding is the one negotiated.
     */
    encodedPayload?: { of: Buffer; encoding: Exclude<Encoding, 'identity'>; body: Buffer };
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
  app.decorateRequest('cacheRepeats', undefined);
  app.decorateRequest('encodedPayload', undefined);
  // Before validation: a hit needs no schema work, and the key uses the body as parsed (see cacheKey).
  app.addHook('preValidation', async (request, reply) => {
    const served = await lookup(cache, request, reply);
    if (served) return served;
  });
  // A miss that made a key's answer lets the next request make it again, and the requests waiting for it go on.
  const release = async (request: FastifyRequest) => {
    if (request.cacheSlot) cache.release(request.cacheSlot);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheServed) return payload;
    // A signed-in answer is for that person only.
    if (hasSession(request)) reply.header('cache-control', 'no-store');
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const raw = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const contentType = reply.getHeader('content-type') as string | undefined;
    let encoding: Encoding = 'identity';
    let encoded = raw;
    if (reply.getHeader('content-encoding') === undefined && compressible(contentType, raw.length)) {
      encoding = negotiate(request.headers['accept-encoding']);
      if (encoding !== 'identity') {
        const ready = request.encodedPayload;
        encoded = ready?.of === payload && ready.encoding === encoding ? ready.body : compress(raw, encoding);
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
      }
      reply.header('vary', 'accept-encoding');
    }
    store(cache, request, reply, raw, encoding, encoded);
    return encoded;
  });
  return cache;
}

/**
 * preValidation: serve a hit, or mark the request so its answer is stored. When another request is making the
 * answer of a key that has none, waits for it (at most REFRESH_WAIT_MS) and looks again once.
 */
async function lookup(
  cache: ResponseCache,
  request: FastifyRequest,
  reply: FastifyReply,
  waited = false,
): Promise<FastifyReply | undefined> {
  const config = request.routeOptions.config.cache;
  if (!config || hasSession(request)) return undefined;
  const page = request.routeOptions.config.page === true;
  if (request.method === 'HEAD' || (page && request.method !== 'GET') || config.except?.test(request.url)) return undefined;
  // The body as parsed, before validation may reshape it: the cache front keys on the same form.
  const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
  const key = cacheKey(request.method, request.url, body, request.headers);
  const found = cache.open(key, page ? [] : config.tags);
  if ('wait' in found) {
    // Looked at again once: a request that waited in vain makes its answer without keeping it.
    if (waited) return undefined;
    await waitAtMost(found.wait, REFRESH_WAIT_MS);
    return lookup(cache, request, reply, true);
  }
  if ('slot' in found) {
    request.cacheSlot = found.slot;
    return undefined;
  }
  request.cacheServed = true;
  const sent = cache.hit(found.entry, request.headers['accept-encoding']);
  return reply.code(200).headers(sent.headers).send(sent.body);
}

/** onSend, for a cacheable miss: keep the answer (and the encoding just made) when it may be shared. */
function store(cache: ResponseCache, request: FastifyRequest, reply: FastifyReply, raw: Buffer, encoding: Encoding, encoded: Buffer) {
  const slot = request.cacheSlot;
  if (!slot || request.pageUncacheable) return;
  const page = request.routeOptions.config.page === true;
  const answer = {
    status: reply.statusCode,
    getHeader: (name: string) => reply.getHeader(name),
    raw,
    encoding,
    encoded,
    repeats: request.cacheRepeats,
  };
  if (cache.keep(slot, page ? { ...answer, nonce: request.cspNonce } : answer)) reply.header('x-cache', 'miss');
}

/** Settles when `promise` does or after `ms`, whichever comes first. */
function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms).unref()));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
