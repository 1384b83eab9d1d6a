import { assertActsAsSelf, isAdmin, type Actor } from '../../platform/policy';
import type { UserRow } from './queries';

/** Who may do what to an account. */
export const accountPolicy = {
  /** A disabled account cannot sign in. */
  maySignIn: (user: Pick<UserRow, 'disabledAt'>) => user.disabledAt === null,
  /** The profile and password calls act on the caller's own account only. */
  assertActsAsSelf,
  /** Administrators manage accounts, but never disable or demote themselves (the portal would lose its last way in). */
  mayManage: (actor: Actor, target: Pick<UserRow, 'id'>) => isAdmin(actor) && actor.userId !== target.id,
};
