import { AppError } from '../platform/envelope';
import type { ActingUser, Actor } from '../platform/policy';

/** The four actors every policy test walks: the record's owner, another user, a visitor and an administrator. */
export const owner: ActingUser = { userId: 1, role: 'user' };
export const otherUser: ActingUser = { userId: 2, role: 'user' };
export const visitor: Actor = null;
export const admin: ActingUser = { userId: 3, role: 'admin' };

/** What a call to authorize answers: 'allowed', or the refusal's status and message. */
export function outcomeOf(check: () => void): 'allowed' | { status: number; message: string } {
  try {
    check();
    return 'allowed';
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, message: err.message };
    throw err;
  }
}

/**
 * Asserts an administrators-only action: allowed to an administrator; the owner of anything, another user and a
 * visitor are all told the call does not exist (404), as the registrar answers them.
 */
export function expectAdminOnly(check: (actor: Actor) => void): void {
  if (outcomeOf(() => check(admin)) !== 'allowed') throw new Error('an administrator was refused');
  for (const actor of [owner, otherUser, visitor]) {
    const outcome = outcomeOf(() => check(actor));
    if (outcome === 'allowed' || outcome.status !== 404) {
      throw new Error(`${actor ? `user ${actor.userId}` : 'a visitor'} got ${JSON.stringify(outcome)} instead of a 404`);
    }
  }
}
