import { describe, expect, test } from 'vitest';
import { authorize, type Actor } from '../../platform/policy';
import { trackingPolicy } from './policies';

describe('tracking counts: administrators read them', () => {
  test('an administrator reads; a user and a visitor are told there is nothing (404)', () => {
    const admin: Actor = { userId: 1, role: 'admin' };
    expect(trackingPolicy.allows(admin, 'read', null)).toBe(true);
    for (const actor of [{ userId: 7, role: 'user' } as const, null]) {
      expect(trackingPolicy.allows(actor, 'read', null)).toBe(false);
      expect(() => authorize(actor, 'read', trackingPolicy.of(null))).toThrow(expect.objectContaining({ status: 404 }));
    }
  });
});
