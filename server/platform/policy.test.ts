import { describe, expect, it } from 'vitest';
import { admin, otherUser, outcomeOf, owner, visitor } from '../test-support/policy-actors';
import { adminPolicy, authorize, definePolicy, policyRegistry, refuse, userPolicy } from './policy';

const denied = (status: number, message: string) => ({ status, message });

describe('authorize', () => {
  const notes = definePolicy(
    'test-note',
    { edit: (actor, note: { ownerId: number }) => actor?.userId === note.ownerId, peek: () => false },
    { peek: refuse.hide('No such note') },
  );

  it('answers the rule: allowed, or 401 to a visitor and 403 to a user by default', () => {
    const note = notes.of({ ownerId: owner.userId });
    expect(outcomeOf(() => authorize(owner, 'edit', note))).toBe('allowed');
    expect(outcomeOf(() => authorize(otherUser, 'edit', note))).toEqual(denied(403, 'You may not do this'));
    expect(outcomeOf(() => authorize(visitor, 'edit', note))).toEqual(denied(401, 'invalid token'));
  });

  it('answers a hidden action 404 with its message, to everyone refused', () => {
    for (const actor of [owner, visitor, admin]) {
      expect(outcomeOf(() => authorize(actor, 'peek', notes.of(null)))).toEqual(denied(404, 'No such note'));
    }
  });

  it('lets allows() ask the same rule without throwing', () => {
    expect(notes.allows(owner, 'edit', { ownerId: owner.userId })).toBe(true);
    expect(notes.allows(admin, 'edit', { ownerId: owner.userId })).toBe(false);
  });

  it('gives an admin policy to administrators alone, as a 404 to anyone else', () => {
    const desk = adminPolicy('test-desk', ['read', 'edit']);
    for (const action of ['read', 'edit'] as const) {
      expect(outcomeOf(() => authorize(admin, action, desk.of(null)))).toBe('allowed');
      for (const actor of [owner, otherUser, visitor]) {
        expect(outcomeOf(() => authorize(actor, action, desk.of(null)))).toEqual(denied(404, 'Not Found'));
      }
    }
  });

  it('registers each policy under its subject type', () => {
    expect(policyRegistry().get('test-note')).toEqual(['edit', 'peek']);
    expect(policyRegistry().get('user')).toEqual(['actAs']);
  });
});

describe("the 'user' policy: actAs", () => {
  const named = (userId: number | undefined) => userPolicy.of({ userId });

  it('lets anyone who names nobody act as themself', () => {
    for (const actor of [owner, otherUser, visitor, admin])
      expect(outcomeOf(() => authorize(actor, 'actAs', named(undefined)))).toBe('allowed');
  });

  it('lets a user name only themself: another user (administrators too) is a 403, a visitor a 401', () => {
    expect(outcomeOf(() => authorize(owner, 'actAs', named(owner.userId)))).toBe('allowed');
    expect(outcomeOf(() => authorize(otherUser, 'actAs', named(owner.userId)))).toEqual(denied(403, 'You may not do this'));
    expect(outcomeOf(() => authorize(admin, 'actAs', named(owner.userId)))).toEqual(denied(403, 'You may not do this'));
    expect(outcomeOf(() => authorize(visitor, 'actAs', named(owner.userId)))).toEqual(denied(401, 'invalid token'));
  });
});
