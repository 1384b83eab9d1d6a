import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { postgresBus, redisBus, type Bus, type CacheLog } from './cache-bus';
import { clearTtlCaches } from './cache';
import { compress, compressible, compressPopular, negotiate, POPULAR_HITS, type Encoding } from './compression';
import { cacheKey, hasSession } from './cache-key';
import { ALL, Invalidations } from './invalidations';
import { contentSecurityPolicy } from './security';

export { ALL } from './invalidations';
export { cacheKey, hasSession } from './cache-key';

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
  }
}

/**
 * Where a cacheable miss's answer is kept: the key, the tags, and the invalidations' mark when the miss began. A
 * page's tags are those of the calls its loaders made (in-process.ts adds them as they are made).
 */
export type CacheSlot = { key: string; mark: number; tags: string[] };

/** A finished answer: its headers decide whether it is kept; the encoding made for it is kept too; a page's nonce. */
type FinishedAnswer = {
  status: number;
  getHeader(name: string): unknown;
  raw: Buffer;
  encoding: Encoding;
  encoded: Buffer;
  nonce?: string;
  repeats?: (() => void)[];
};

export interface Entry {
  contentType: string;
  /** The CSP nonce the page's scripts carry; served with the entry so they still run. */
  nonce?: string;
  raw: Buffer;
  /** What a hit sends, per encoding made so far: one object serves every hit of that encoding. */
  variants: Map<Encoding, HitAnswer>;
  /** The key it is stored under, so a later step can tell whether it still is. */
  key: string;
  /** Brotli hits served, counted up to POPULAR_HITS (see reused()). */
  hits: number;
  tags: string[];
  bytes: number;
  /** Run at each hit: what the answer's calls do for every answer (count a view). */
  repeats: (() => void)[];
}

/** A hit's headers and bytes. Treat as read-only: one object serves every hit of its entry and encoding. */
export interface HitAnswer {
  headers: Readonly<Record<string, string>>;
  body: Buffer;
}

const MAX_ENTRIES = 5_000;
const MAX_BYTES = 128 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const caches = new Set<ResponseCache>();

/**
 * Drops every cached answer that shows data under these tags, in every cache of this process and, through Redis
 * or PostgreSQL NOTIFY, of every other process. For code outside the calls: imports, jobs, scripts.
 */
export async function invalidate(tags: readonly string[] = [ALL]): Promise<void> {
  await Promise.all([...caches].map((cache) => cache.invalidate(tags)));
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** A miss that began before an invalidation of its tags is not stored. */
  private readonly invalidations = new Invalidations();
  /** A popular entry is being compressed at the best quality (at most one at a time). */
  private polishing = false;
  private bus: Bus | undefined;
  private readonly origin = randomUUID();
  /** Other caches of answers (call-cache.ts) that drop what these tags drop. */
  private readonly followers: ((tags: readonly string[]) => void)[] = [];

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

  /** Runs `drop` with the tags of every invalidation, this process's and the others'. */
  follow(drop: (tags: readonly string[]) => void) {
    this.followers.push(drop);
  }

  private drop(tags: readonly string[]) {
    this.invalidations.record(tags);
    // The reference data each process keeps for 60 s (cache.ts) goes too: what another process changed shows here at once.
    clearTtlCaches();
    for (const follower of this.followers) follower(tags);
    if (tags.includes(ALL)) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
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

  /** The entry stored under this key, now the most recently used. */
  find(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last, so eviction takes the coldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The entry stored under this key; or, on a miss, the slot its answer may be kept in. */
  open(key: string, tags: string[]): { entry: Entry } | { slot: CacheSlot } {
    const entry = this.find(key);
    return entry ? { entry } : { slot: { key, mark: this.invalidations.mark(), tags } };
  }

  /** What a hit sends for this Accept-Encoding: its headers and bytes. An encoding not made yet is made once and kept. */
  hit(entry: Entry, acceptEncoding: string | string[] | undefined): HitAnswer {
    for (const repeat of entry.repeats) repeat();
    const accepted = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
    const encoding = compressible(entry.contentType, entry.raw.length) ? negotiate(accepted) : 'identity';
    if (encoding === 'br') this.reused(entry);
    return (
      entry.variants.get(encoding) ?? this.setVariant(entry, encoding, encoding === 'identity' ? entry.raw : compress(entry.raw, encoding))
    );
  }

  /** Keeps (or replaces) an encoding of the entry with the headers its hits send, counting its bytes. */
  private setVariant(entry: Entry, encoding: Encoding, body: Buffer): HitAnswer {
    const headers: Record<string, string> = entry.nonce ? { 'content-security-policy': contentSecurityPolicy(entry.nonce) } : {};
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    const variant: HitAnswer = {
      headers: { ...headers, vary: 'accept-encoding, cookie', 'x-cache': 'hit', 'content-type': entry.contentType },
      body,
    };
    // The identity bytes are the entry's raw bytes, counted once with it.
    const grown = encoding === 'identity' ? 0 : body.length - (entry.variants.get(encoding)?.body.length ?? 0);
    entry.variants.set(encoding, variant);
    entry.bytes += grown;
    this.bytes += grown;
    return variant;
  }

  /**
   * A stored answer's brotli bytes are made fast for its first request. At its first hit they are made again at the
   * reuse quality, after that hit has gone; at its POPULAR_HITS-th a last time at the best quality, off the main thread
   * and one entry at a time (another being polished, the next hit tries again).
   */
  private reused(entry: Entry) {
    if (entry.hits > POPULAR_HITS || (entry.hits === POPULAR_HITS && this.polishing)) return;
    entry.hits += 1;
    if (entry.hits === 1) setImmediate(() => void this.replaceBrotli(entry, async () => compress(entry.raw, 'br', 'reuse')));
    else if (entry.hits > POPULAR_HITS) {
      this.polishing = true;
      void this.replaceBrotli(entry, () => compressPopular(entry.raw)).finally(() => (this.polishing = false));
    }
  }

  /** New brotli bytes replace the old only while the entry is stored, and only if they are fewer. */
  private async replaceBrotli(entry: Entry, make: () => Promise<Buffer>) {
    const stored = () => this.entries.get(entry.key) === entry && entry.variants.get('br');
    if (!stored()) return;
    // A compression that failed leaves the bytes the entry had.
    const body = await make().catch(() => undefined);
    const current = stored();
    if (body && current && body.length < current.body.length) this.setVariant(entry, 'br', body);
  }

  /** preValidation: serve a hit, or mark the request so its answer is stored. */
  lookup(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    const config = request.routeOptions.config.cache;
    if (!config || hasSession(request)) return undefined;
    const page = request.routeOptions.config.page === true;
    if (request.method === 'HEAD' || (page && request.method !== 'GET') || config.except?.test(request.url)) return undefined;
    // The body as parsed, before validation may reshape it: the cache front keys on the same form.
    const body = request.method === 'POST' ? JSON.stringify(request.body ?? null) : '';
    const found = this.open(cacheKey(request.method, request.url, body, request.headers), page ? [] : config.tags);
    if ('slot' in found) {
      request.cacheSlot = found.slot;
      return undefined;
    }
    request.cacheServed = true;
    const sent = this.hit(found.entry, request.headers['accept-encoding']);
    return reply.code(200).headers(sent.headers).send(sent.body);
  }

  /** onSend, for a cacheable miss: keep the answer (and the encoding just made) when it may be shared. */
  store(request: FastifyRequest, reply: FastifyReply, raw: Buffer, encoding: Encoding, encoded: Buffer) {
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
    if (this.keep(slot, page ? { ...answer, nonce: request.cspNonce } : answer)) reply.header('x-cache', 'miss');
  }

  /**
   * Keeps a finished miss in its slot when it may be shared: a 200 without set-cookie, no-store or private, not too
   * big, and no invalidation of its tags since the miss began. Answers whether it was kept.
   */
  keep(slot: CacheSlot, answer: FinishedAnswer): boolean {
    if (this.invalidations.since(slot.mark, slot.tags)) return false;
    const cacheControl = String(answer.getHeader('cache-control') ?? '');
    if (answer.status !== 200 || answer.getHeader('set-cookie') !== undefined || /no-store|private/.test(cacheControl)) return false;
    const { raw, encoding, encoded } = answer;
    if (raw.length > MAX_ENTRY_BYTES) return false;
    this.remove(slot.key);
    const entry: Entry = {
      key: slot.key,
      contentType: String(answer.getHeader('content-type') ?? 'application/octet-stream'),
      ...(answer.nonce !== undefined ? { nonce: answer.nonce } : {}),
      raw,
      variants: new Map(),
      hits: 0,
      tags: slot.tags,
      bytes: raw.length,
      repeats: answer.repeats ?? [],
    };
    this.bytes += raw.length;
    if (encoding !== 'identity') this.setVariant(entry, encoding, encoded);
    this.entries.set(slot.key, entry);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(key);
    }
    return true;
  }
}
