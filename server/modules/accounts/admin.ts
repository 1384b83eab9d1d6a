import { emailField } from '../../../contracts/accounts/models';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import type { Executor } from '../../db/client';
import { hashPassword, verifyPassword } from './passwords';
import { isAdministrator } from './policies';
import * as queries from './queries';

export type AdminOutcome = 'created' | 'updated' | 'unchanged';

/**
 * Makes the account an administrator with this password: creates it, or promotes it and sets the password.
 * Run at every start (ADMIN_EMAIL, ADMIN_PASSWORD): an unchanged password keeps the hash and the sessions.
 * `sessionsChanged` tells the running processes, which trust a session for a while (decision 0068), that the
 * account's sessions changed (its role, or all of them ended).
 */
export async function ensureAdmin(
  db: Executor,
  emailInput: string,
  password: string,
  sessionsChanged: (userId: number) => Promise<void>,
): Promise<AdminOutcome> {
  const email = emailField.parse(emailInput);
  if (password.length < ACCOUNT.passwordMin || password.length > ACCOUNT.passwordMax) {
    throw new Error(`the administrator password must be ${ACCOUNT.passwordMin} to ${ACCOUNT.passwordMax} characters`);
  }
  const existing = await queries.findUserByEmail(db, email);
  if (!existing) {
    const created = await queries.insertUser(db, { email, passwordHash: await hashPassword(password), nickName: 'Admin', role: 'admin' });
    if (created) return 'created';
  }
  const user = existing ?? (await queries.findUserByEmail(db, email));
  if (!user) throw new Error(`could not create or find the administrator ${email}`);
  let outcome: AdminOutcome = 'unchanged';
  if (!isAdministrator(user)) {
    await queries.setRole(db, user.id, 'admin');
    outcome = 'updated';
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await queries.updatePassword(db, user.id, await hashPassword(password));
    // Whoever held the old password is signed out with it.
    await queries.deleteSessionsOfUser(db, user.id);
    outcome = 'updated';
  }
  if (outcome === 'updated') await sessionsChanged(user.id);
  return outcome;
}
