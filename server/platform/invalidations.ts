/** Every entry, whatever its tags: what a write invalidates when it does not say more precisely. */
export const ALL = '*';

/**
 * When each tag was last invalidated, counted on one clock: a miss that began before an invalidation of one of its
 * tags (or of everything) is not kept, as it may hold what was there before; one that only overlapped an
 * invalidation of other tags is kept. Both caches of answers (this one and call-cache.ts) keep one.
 */
export class Invalidations {
  #clock = 0;
  #all = 0;
  readonly #byTag = new Map<string, number>();

  /** The mark a miss takes when it begins. */
  mark(): number {
    return this.#clock;
  }

  record(tags: readonly string[]) {
    this.#clock += 1;
    if (tags.includes(ALL)) this.#all = this.#clock;
    else for (const tag of tags) this.#byTag.set(tag, this.#clock);
  }

  /** Whether an invalidation of any of these tags came after the mark. */
  since(mark: number, tags: readonly string[]): boolean {
    return this.#all > mark || tags.some((tag) => (this.#byTag.get(tag) ?? 0) > mark);
  }
}
