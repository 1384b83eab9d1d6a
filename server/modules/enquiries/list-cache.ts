import type { Page } from '../../../contracts/core/envelope';
import type { Conversation } from '../../../contracts/enquiries/models';
import { frozen } from '../../platform/call-cache';
import { ALL, Invalidations } from '../../platform/invalidations';

/** How long a kept list answers without being read again: what a lost bus message or a write behind the portal's back can leave. */
export const LIST_TRUST_MS = 10_000;
/** Users times pages: a page is about 20 conversations, a few kilobytes. */
const MAX_ENTRIES = 5_000;

/** What the lists hear invalidations from: the response cache, which hears every write call of every process. */
export interface InvalidationSource {
  follow(drop: (tags: readonly string[]) => void): void;
}

/**
 * Each user's conversation list pages as last answered, kept in the process (decision 0069). Every invalidation the
 * response cache hears, whatever its tags, from this process or another through its bus, empties them all: every
 * write call invalidates unless its contract says `invalidates: []`, and none of those changes what a list shows
 * (a message, a read mark, a deletion, leaving, a block, a post's edit, a nickname, a badge all do invalidate). A read
 * that overlapped an invalidation answers but is not kept; a kept page is read again after LIST_TRUST_MS at most.
 */
export class ConversationLists {
  readonly #entries = new Map<string, { answer: Page<Conversation>; readAt: number }>();
  readonly #invalidations = new Invalidations();

  constructor(
    source: InvalidationSource,
    private readonly now: () => number,
  ) {
    source.follow(() => this.drop());
  }

  /** The user's page as kept, or as `load` reads it (kept unless an invalidation came meanwhile). */
  async page(userId: number, page: number, limit: number, load: () => Promise<Page<Conversation>>): Promise<Page<Conversation>> {
    const key = `${userId}:${page}:${limit}`;
    const kept = this.#entries.get(key);
    if (kept && this.now() - kept.readAt < LIST_TRUST_MS) return kept.answer;
    const mark = this.#invalidations.mark();
    const readAt = this.now();
    const answer = await load();
    if (this.#invalidations.since(mark, [ALL])) return answer;
    this.#entries.delete(key);
    this.#entries.set(key, { answer: frozen(answer), readAt });
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value as string);
    return answer;
  }

  /** Something a list may show changed, here or in another process. */
  drop() {
    this.#invalidations.record([ALL]);
    this.#entries.clear();
  }

  get size() {
    return this.#entries.size;
  }
}
