import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { compress, compressible, negotiate, type Encoding } from './compression';
import { hasSession, ResponseCache } from './response-cache';

declare module 'fastify' {
  interface FastifyRequest {
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
    const served = cache.lookup(request, reply);
    if (served) return served;
  });
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
    cache.store(request, reply, raw, encoding, encoded);
    return encoded;
  });
  return cache;
}
