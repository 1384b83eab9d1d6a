import { ADMIN_MSG } from '../../../contracts/admin/codes';
import { adminOnly, definePolicy, isAdmin, isOwner, refuse } from '../../platform/policy';
import { forbidden, notFound } from '../../platform/envelope';
import type { UserRow } from './queries';

/** A disabled account cannot sign in (a rule of the account's state, not of who asks: sign-in has no actor yet). */
export const maySignIn = (user: Pick<UserRow, 'disabledAt'>) => user.disabledAt === null;

/** An administrator's account (the start-up's ADMIN_EMAIL is made one if it is not). */
export const isAdministrator = (user: Pick<UserRow, 'role'>) => user.role === 'admin';

/** The account a call acts on: its id (a body's userId, or the session's own). */
export interface AccountSubject {
  id: number;
}

/** Who may do what to an account (the 'account' subject). */
export const accountPolicy = definePolicy(
  'account',
  {
    /** The profile, the password and the account's info: the owner only. */
    read: (actor, account: AccountSubject) => isOwner(actor, account.id),
    update: (actor, account: AccountSubject) => isOwner(actor, account.id),
    /** The admin shell's user list and user detail. */
    administer: adminOnly,
    /** Disable, enable, grant or remove admin: administrators, never on themselves (the portal would lose its last way in). */
    manage: (actor, account: AccountSubject) => isAdmin(actor) && actor.userId !== account.id,
  },
  {
    administer: refuse.hide(),
    // Anyone but an administrator is told the call does not exist; an administrator on themself is told why not.
    manage: (actor) => (isAdmin(actor) ? forbidden(ADMIN_MSG.notYourself) : notFound()),
  },
);
