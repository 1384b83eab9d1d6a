/**
 * One request at a time makes a cached answer again (decision 0072). When a write invalidates an entry it is marked
 * stale, not dropped: the next request for it makes the new answer (it claims the key), and the requests that come
 * while it does are served the stale answer, for at most STALE_MAX_MS after the data changed; after that, and for a
 * key with no entry at all (never asked, or evicted), they wait for it instead. A single visitor never sees an older
 * answer after a newer one: the request that comes when nobody is making the key is the one that makes it.
 */

/** How long after its data changed a stale answer may still be served while another request makes the new one. */
export const STALE_MAX_MS = 10_000;
/**
 * How long one request making a key's answer is relied on (as long as a client waits for an answer): after that it
 * has failed or hangs, and another may start. Shorter, a slow machine would make every key several times at once.
 */
export const REFRESH_WAIT_MS = 30_000;

/** The request making a key's answer: a number of its own and when it began. */
export interface Claim {
  id: number;
  since: number;
}

/** What an entry carries for this: when its data changed (undefined while fresh). */
export interface Freshness {
  stale?: number;
}

interface Making {
  claim: Claim;
  done: Promise<void>;
  finish: () => void;
}

export class Refreshes {
  #next = 0;
  /** The keys whose answer one request is making now. */
  readonly #making = new Map<string, Making>();

  /** The caller makes the key's answer: until it releases the claim, others are served the stale entry or wait. */
  claim(key: string, now: number): Claim {
    this.#next += 1;
    const claim = { id: this.#next, since: now };
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    // A claim replaced (it was no longer relied on) lets its waiters go on.
    this.#making.get(key)?.finish();
    this.#making.set(key, { claim, done, finish });
    return claim;
  }

  #live(key: string, now: number): Making | undefined {
    const making = this.#making.get(key);
    return making && now - making.claim.since <= REFRESH_WAIT_MS ? making : undefined;
  }

  /** Whether an entry may be served: fresh, or stale not too long while another request makes it. */
  servable(key: string, entry: Freshness, now: number): boolean {
    if (entry.stale === undefined) return true;
    return now - entry.stale <= STALE_MAX_MS && this.#live(key, now) !== undefined;
  }

  /** What to wait for when another request is making the key's answer, else undefined (the caller makes it). */
  waitFor(key: string, now: number): Promise<void> | undefined {
    return this.#live(key, now)?.done;
  }

  /** The claiming request has answered (kept or not): whoever waited for it goes on, and the key may be claimed again. */
  release(key: string, claim: Claim) {
    const making = this.#making.get(key);
    if (making?.claim.id === claim.id) {
      this.#making.delete(key);
      making.finish();
    }
  }
}
