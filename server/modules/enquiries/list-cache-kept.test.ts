import { describe, expect, it } from 'vitest';
import type { Page } from '../../../contracts/core/envelope';
import type { Conversation } from '../../../contracts/enquiries/models';
import { ConversationLists, LIST_TRUST_MS } from './list-cache';

/** What a list answer holds here: only its total, which each load counts up, so a test sees which read answered. */
const answerOf = (total: number): Page<Conversation> => ({ list: [], total });

/** A kept list, its clock, and the invalidations it hears (this process's or another's: the response cache's follow). */
function setUp() {
  let clock = 0;
  let heard: (tags: readonly string[]) => void = () => {};
  const lists = new ConversationLists({ follow: (drop) => void (heard = drop) }, () => clock);
  let loads = 0;
  const load = async () => answerOf(++loads);
  return { lists, load, tick: (ms: number) => void (clock += ms), invalidate: (tags: string[]) => heard(tags) };
}

describe('kept conversation lists (decision 0069)', () => {
  it('answer a user and page from memory until an invalidation of any tags, from any process', async () => {
    const { lists, load, invalidate } = setUp();
    expect((await lists.page(7, 1, 20, load)).total).toBe(1);
    expect((await lists.page(7, 1, 20, load)).total).toBe(1);
    // Another user, another page or page size: each read apart.
    expect((await lists.page(8, 1, 20, load)).total).toBe(2);
    expect((await lists.page(7, 2, 20, load)).total).toBe(3);
    expect((await lists.page(7, 1, 10, load)).total).toBe(4);
    invalidate(['forum']);
    expect(lists.size).toBe(0);
    expect((await lists.page(7, 1, 20, load)).total).toBe(5);
  });

  it('read the page again once the trust period has passed', async () => {
    const { lists, load, tick } = setUp();
    await lists.page(7, 1, 20, load);
    tick(LIST_TRUST_MS - 1);
    expect((await lists.page(7, 1, 20, load)).total).toBe(1);
    tick(1);
    expect((await lists.page(7, 1, 20, load)).total).toBe(2);
  });

  it('answer but do not keep a read that an invalidation overlapped: it may hold what was there before', async () => {
    const { lists, invalidate } = setUp();
    let release: (answer: Page<Conversation>) => void = () => {};
    const slow = lists.page(7, 1, 20, () => new Promise((resolve) => (release = resolve)));
    invalidate(['*']);
    release(answerOf(1));
    expect((await slow).total).toBe(1);
    expect(lists.size).toBe(0);
    expect((await lists.page(7, 1, 20, async () => answerOf(2))).total).toBe(2);
  });

  it('keep answers read-only', async () => {
    const { lists, load } = setUp();
    const answer = await lists.page(7, 1, 20, load);
    expect(Object.isFrozen(answer) && Object.isFrozen(answer.list)).toBe(true);
  });
});
