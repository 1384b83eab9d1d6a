import type { SessionUser } from './auth';
import { forbidden } from './envelope';

/** Whoever makes a request: a signed-in user, or null for a visitor. Areas' policies decide from it. */
export type Actor = SessionUser | null;

export const isAdmin = (actor: Actor): actor is SessionUser => actor?.role === 'admin';

/** True when the actor is the owner a record names. */
export const isOwner = (actor: Actor, ownerId: number | null | undefined): actor is SessionUser =>
  actor !== null && ownerId !== null && ownerId !== undefined && actor.userId === ownerId;

/**
 * The spec's clients may name a user in a body (userId); it must be the session's own user. Anything else
 * is refused rather than silently acting for someone else.
 */
export function assertActsAsSelf(actor: SessionUser, namedUserId: number | undefined): void {
  if (namedUserId !== undefined && namedUserId !== actor.userId) throw forbidden();
}
