import { ALL, Invalidations } from './invalidations';
import type { ResponseCache } from './response-cache';

/** Where a cacheable call's answer is kept after its miss: the key, the tags, and the invalidations' mark when it began. */
export interface CallSlot {
  key: string;
  tags: readonly string[];
  mark: number;
}

/** Enough for every list and filter combination the pages ask of public reads between two writes. */
const MAX_ENTRIES = 2_000;

/** Makes a kept answer read-only, so no loader can change what the next page is served. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}

/**
 * The answers of public reads that pages' loaders made for visitors, kept as the objects the call's pipeline answered
 * (in-process.ts): a page miss whose data has not changed costs its render only. Entries carry the call's tags and are
 * dropped with the response cache's (every invalidation, in this process or another, reaches both); a miss that
 * overlapped an invalidation of its tags is not kept, as there.
 */
export class CallCache {
  readonly #entries = new Map<string, { answer: unknown; tags: readonly string[]; repeats: readonly (() => void)[] }>();
  readonly #invalidations = new Invalidations();

  constructor(responses: ResponseCache) {
    responses.follow((tags) => this.#drop(tags));
  }

  /** The stored answer under this key (with what each of its answers repeats), or the slot a miss's answer may be kept in. */
  open(key: string, tags: readonly string[]): { answer: unknown; repeats: readonly (() => void)[] } | { slot: CallSlot } {
    const entry = this.#entries.get(key);
    if (!entry) return { slot: { key, tags, mark: this.#invalidations.mark() } };
    // Most recently used last, so eviction takes the coldest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { answer: entry.answer, repeats: entry.repeats };
  }

  /** Keeps a successful answer unless an invalidation of its tags came while it was made. */
  keep(slot: CallSlot, answer: unknown, repeats: readonly (() => void)[] = []) {
    if (this.#invalidations.since(slot.mark, slot.tags)) return;
    this.#entries.set(slot.key, { answer: frozen(answer), tags: slot.tags, repeats });
    for (const key of this.#entries.keys()) {
      if (this.#entries.size <= MAX_ENTRIES) break;
      this.#entries.delete(key);
    }
  }

  get size() {
    return this.#entries.size;
  }

  #drop(tags: readonly string[]) {
    this.#invalidations.record(tags);
    if (tags.includes(ALL)) return this.#entries.clear();
    for (const [key, entry] of this.#entries) if (entry.tags.some((tag) => tags.includes(tag))) this.#entries.delete(key);
  }
}
