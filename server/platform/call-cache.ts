import { ALL, Invalidations } from './invalidations';
import type { ResponseCache } from './response-cache';

/** Where a cacheable call's answer is kept after its miss: the key, the tags, and the invalidations' mark when it began. */
export interface CallSlot {
  key: string;
  tags: readonly string[];
  mark: number;
}

/** A call's answer and what each of its answers repeats (a view counted). */
export interface CallAnswer {
  answer: unknown;
  repeats: readonly (() => void)[];
}

/** Enough for every list and filter combination the pages ask of public reads between two writes. */
const MAX_ENTRIES = 2_000;

/** Makes a kept answer read-only, so nothing that reads it can change what the next request is served. */
export function frozen<T>(value: T): T {
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
 * overlapped an invalidation of its tags is not kept, as there. Concurrent misses of one key share one run of the
 * call (decision 0072), unless an invalidation of its tags came after that run began.
 */
export class CallCache {
  readonly #entries = new Map<string, { answer: unknown; tags: readonly string[]; repeats: readonly (() => void)[] }>();
  readonly #invalidations = new Invalidations();
  readonly #flights = new Map<string, { mark: number; tags: readonly string[]; made: Promise<CallAnswer> }>();

  constructor(responses: ResponseCache) {
    responses.follow((tags) => this.#drop(tags));
  }

  /**
   * The stored answer under this key (with what each of its answers repeats); or the run of the call another miss
   * started, when nothing it read has changed since; or the slot a miss's answer may be kept in (then `fly` it).
   */
  open(key: string, tags: readonly string[]): CallAnswer | { flight: Promise<CallAnswer> } | { slot: CallSlot } {
    const entry = this.#entries.get(key);
    if (!entry) {
      const flight = this.#flights.get(key);
      if (flight && !this.#invalidations.since(flight.mark, flight.tags)) return { flight: flight.made };
      return { slot: { key, tags, mark: this.#invalidations.mark() } };
    }
    // Most recently used last, so eviction takes the coldest.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { answer: entry.answer, repeats: entry.repeats };
  }

  /** The run of a miss's call, for the misses of the same key that come while it runs; its answer is read-only. */
  fly(slot: CallSlot, run: Promise<CallAnswer>) {
    const made = run.then(({ answer, repeats }) => ({ answer: frozen(answer), repeats }));
    const flight = { mark: slot.mark, tags: slot.tags, made };
    this.#flights.set(slot.key, flight);
    const land = () => {
      if (this.#flights.get(slot.key) === flight) this.#flights.delete(slot.key);
    };
    made.then(land, land);
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
