import { describe, expect, test } from 'vitest';
import { MSG } from '../../../contracts/core/codes';
import { authorize, type Actor } from '../../platform/policy';
import { notificationPolicy } from './policies';

const owner: Actor = { userId: 7, role: 'user' };
const other: Actor = { userId: 8, role: 'user' };
const admin: Actor = { userId: 1, role: 'admin' };

describe("notifications: a user's own, for any signed-in user", () => {
  test.each(['read', 'markRead', 'configure'] as const)('%s: every signed-in user (their own rows); a visitor signs in', (action) => {
    for (const actor of [owner, other, admin]) expect(notificationPolicy.allows(actor, action, null)).toBe(true);
    expect(() => authorize(null, action, notificationPolicy.of(null))).toThrow(MSG.invalidToken);
  });
});
