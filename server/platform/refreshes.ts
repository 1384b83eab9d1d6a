/**
 * One request at a time makes a cached answer again (decision 0072). When a write invalidates an entry it is marked
 * stale, not dropped: the next request for it makes the new answer (it claims the key), and the requests that come
 * while it does are served the stale answer, for at most STALE_MAX_MS after the data changed. A key with no entry at
 * all (never asked, or evicted) is made by one request while the others wait for it, at most REFRESH_WAIT_MS. A
 * single visitor never sees an older answer after a newer one: the request after a write is the one that makes it.
 */

/** How long after its data changed a stale answer may still be served while another request makes the new one. */
export const STALE_MAX_MS = 10_000;
/** How long one request making a key's answer is relied on: after that (it failed or hangs) another may start. */
export const REFRESH_WAIT_MS = 5_000;

/** The request making a key's answer: a number of its own and when it began. */
export interface Claim {
  id: number;
  since: number;
}

/** What an entry carries for this: when its data changed (undefined while fresh) and who is making it again. */
export interface Freshness {
  stale?: number;
  refresher?: Claim;
}

interface Making {
  claim: Claim;
  done: Promise<void>;
  finish: () => void;
}

export class Refreshes {
  #next = 0;
  /** Keys with no entry whose answer one request is making; others wait for it. */
  readonly #making = new Map<string, Making>();

  claim(now: number): Claim {
    this.#next += 1;
    return { id: this.#next, since: now };
  }

  /** Whether an entry may be served: fresh, or stale not too long and another request making it now. */
  servable(entry: Freshness, now: number): boolean {
    if (entry.stale === undefined) return true;
    const refresher = entry.refresher;
    return now - entry.stale <= STALE_MAX_MS && refresher !== undefined && now - refresher.since <= REFRESH_WAIT_MS;
  }

  /** For a key with no entry: what to wait for when a request is making it, else undefined (the caller makes it). */
  waitFor(key: string, now: number): Promise<void> | undefined {
    const making = this.#making.get(key);
    return making && now - making.claim.since <= REFRESH_WAIT_MS ? making.done : undefined;
  }

  /** The caller makes the answer of a key with no entry: later requests for it wait (waitFor). */
  makeCold(key: string, claim: Claim) {
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    this.#making.get(key)?.finish();
    this.#making.set(key, { claim, done, finish });
  }

  /** The claiming request has answered (kept or not): whoever waited for it goes on, and the entry may be claimed again. */
  release(key: string, claim: Claim, entry: Freshness | undefined) {
    if (entry?.refresher?.id === claim.id) entry.refresher = undefined;
    const making = this.#making.get(key);
    if (making?.claim.id === claim.id) {
      this.#making.delete(key);
      making.finish();
    }
  }
}
