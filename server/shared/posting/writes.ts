import { randomBytes } from 'node:crypto';
import { POSTING_LIMITS, POSTING_MSG } from '../../../contracts/posting/codes';
import type { SessionUser } from '../../platform/auth';
import { TooManyRequests } from '../../platform/envelope';
import { WindowCounter, type LimitStore } from '../../platform/limits';

/** A post's or topic's public code: random, so codes reveal neither the count nor the order of posts. */
export const newCode = () => randomBytes(8).toString('hex');

/** Posts and topics per user and hour, counted together: enough to trade, too few to flood the queue. */
export function writeLimiter(limits: LimitStore, now: () => number = Date.now) {
  const writes = new WindowCounter(limits, 'community-writes', POSTING_LIMITS.writesPerHour, 3_600_000, now);
  return async (user: SessionUser) => {
    const key = String(user.userId);
    const wait = await writes.retryAfter(key);
    if (wait) throw new TooManyRequests(POSTING_MSG.tooFast, wait);
    await writes.hit(key);
  };
}

export { fieldRefusal } from '../../platform/envelope';
