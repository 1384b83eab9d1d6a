import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { postgresBus, redisBus, type Bus, type CacheLog } from './cache-bus';
import { clearTtlCaches } from './cache';
import { compress, compressible, compressPopular, negotiate, POPULAR_HITS, type Encoding } from './compression';
import { ALL, Invalidations } from './invalidations';
import { Refreshes, type Claim, type Freshness } from './refreshes';
import { contentSecurityPolicy } from './security';

export { ALL } from './invalidations';
export { cacheKey, hasSession } from './cache-key';

/**
 * Where a cacheable miss's answer is kept: the key, the tags, the invalidations' mark when the miss began and the
 * miss's claim on the key (refreshes.ts). A page's tags are those of the calls its loaders made (in-process.ts adds
 * them as they are made).
 */
export type CacheSlot = { key: string; mark: number; tags: string[]; claim: Claim };

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

export interface Entry extends Freshness {
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
  /** The invalidations' mark when the miss that made it began: of two answers, the one with the later mark is newer. */
  mark: number;
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

/** A stale entry's answers say so (x-cache: stale); made once per answer object. */
const staleAnswers = new WeakMap<HitAnswer, HitAnswer>();
function staleOf(answer: HitAnswer): HitAnswer {
  let stale = staleAnswers.get(answer);
  if (!stale) staleAnswers.set(answer, (stale = { headers: { ...answer.headers, 'x-cache': 'stale' }, body: answer.body }));
  return stale;
}

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
  /** Which request makes an invalidated or missing answer again, while the others are served or wait (refreshes.ts). */
  private readonly refreshes = new Refreshes();
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

  /** The entries showing data under these tags become stale: the next request for one makes it again (refreshes.ts). */
  private drop(tags: readonly string[]) {
    this.invalidations.record(tags);
    const all = tags.includes(ALL);
    // The reference data each process keeps for 60 s (cache.ts) changes only through administration, whose writes
    // invalidate everything: it goes then, so what another process changed shows here at once.
    if (all) clearTtlCaches();
    for (const follower of this.followers) follower(tags);
    const now = Date.now();
    for (const entry of this.entries.values()) {
      if (entry.stale === undefined && (all || entry.tags.some((tag) => tags.includes(tag)))) entry.stale = now;
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

  /** The entry stored under this key when it may be served (fresh, or stale while another request makes it), now the most recently used. */
  find(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || !this.refreshes.servable(key, entry, now)) return undefined;
    // Most recently used last, so eviction takes the coldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * The entry to serve under this key; or, when another request is making its answer and there is none to serve,
   * what to wait for; or the slot its answer may be kept in: this request then makes the key's answer.
   */
  open(key: string, tags: string[]): { entry: Entry } | { slot: CacheSlot } | { wait: Promise<void> } {
    const now = Date.now();
    const entry = this.find(key, now);
    if (entry) return { entry };
    const wait = this.refreshes.waitFor(key, now);
    if (wait) return { wait };
    return { slot: { key, mark: this.invalidations.mark(), tags, claim: this.refreshes.claim(key, now) } };
  }

  /** The miss of this slot has answered, kept or not: the key may be made again, and requests waiting for it go on. */
  release(slot: CacheSlot) {
    this.refreshes.release(slot.key, slot.claim);
  }

  /** What a hit sends for this Accept-Encoding: its headers and bytes. An encoding not made yet is made once and kept. */
  hit(entry: Entry, acceptEncoding: string | string[] | undefined): HitAnswer {
    for (const repeat of entry.repeats) repeat();
    const accepted = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
    const encoding = compressible(entry.contentType, entry.raw.length) ? negotiate(accepted) : 'identity';
    if (encoding === 'br') this.reused(entry);
    const answer =
      entry.variants.get(encoding) ?? this.setVariant(entry, encoding, encoding === 'identity' ? entry.raw : compress(entry.raw, encoding));
    return entry.stale === undefined ? answer : staleOf(answer);
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

  /**
   * Keeps a finished miss in its slot when it may be shared: a 200 without set-cookie, no-store or private, not too
   * big. Answers whether it was kept fresh: not when an invalidation of its tags came since the miss began, as it
   * may hold what was there before; it is then kept stale, to be served while another request makes the key again,
   * in place of a stale entry older than it.
   */
  keep(slot: CacheSlot, answer: FinishedAnswer): boolean {
    try {
      return this.store(slot, answer);
    } finally {
      // Its request has answered: waiters go on (and find what was kept), and the key may be claimed again.
      this.release(slot);
    }
  }

  private store(slot: CacheSlot, answer: FinishedAnswer): boolean {
    const cacheControl = String(answer.getHeader('cache-control') ?? '');
    if (answer.status !== 200 || answer.getHeader('set-cookie') !== undefined || /no-store|private/.test(cacheControl)) return false;
    const { raw, encoding, encoded } = answer;
    if (raw.length > MAX_ENTRY_BYTES) return false;
    const current = this.entries.get(slot.key);
    let stale: number | undefined;
    if (this.invalidations.since(slot.mark, slot.tags)) {
      if (current && (current.stale === undefined || current.mark > slot.mark)) return false;
      stale = slot.claim.since;
    }
    this.remove(slot.key);
    const entry: Entry = {
      key: slot.key,
      contentType: String(answer.getHeader('content-type') ?? 'application/octet-stream'),
      ...(answer.nonce !== undefined ? { nonce: answer.nonce } : {}),
      raw,
      variants: new Map(),
      hits: 0,
      tags: slot.tags,
      mark: slot.mark,
      bytes: raw.length,
      repeats: answer.repeats ?? [],
      ...(stale !== undefined ? { stale } : {}),
    };
    this.bytes += raw.length;
    if (encoding !== 'identity') this.setVariant(entry, encoding, encoded);
    this.entries.set(slot.key, entry);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.remove(key);
    }
    return stale === undefined;
  }
}
