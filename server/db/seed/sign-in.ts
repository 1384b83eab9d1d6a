import { and, eq, inArray, like, ne } from 'drizzle-orm';
import { ACCOUNT } from '../../../contracts/accounts/codes';
import { hashPassword, verifyPassword } from '../../modules/accounts/index';
import type { Executor } from '../client';
import { isDemoDataset } from '../dataset';
import { appUser, communityTopic, companyApplication, conversation, supplyDemand, userSession } from '../schema/index';
import { DEMO_DOMAIN, NO_PASSWORD } from './people';

/**
 * The demo traders: the demo people who own demo posts, topics, conversations (on either side), companies and their
 * teams. Never an administrator (the editorial desk), never an account outside the demo's reserved domain (a reviewer's).
 */
export async function demoTraders(db: Executor): Promise<{ id: number; email: string }[]> {
  const owners = new Set<number>();
  const add = (rows: { id: number }[]) => rows.forEach((r) => owners.add(r.id));
  add(await db.selectDistinct({ id: supplyDemand.userId }).from(supplyDemand));
  add(await db.selectDistinct({ id: communityTopic.userId }).from(communityTopic));
  add(await db.selectDistinct({ id: conversation.ownerId }).from(conversation));
  add(await db.selectDistinct({ id: conversation.enquirerId }).from(conversation));
  add(await db.selectDistinct({ id: companyApplication.ownerId }).from(companyApplication));
  if (!owners.size) return [];
  return db
    .select({ id: appUser.id, email: appUser.email })
    .from(appUser)
    .where(and(inArray(appUser.id, [...owners]), ne(appUser.role, 'admin'), like(appUser.email, `%@${DEMO_DOMAIN}`)))
    .orderBy(appUser.id);
}

/**
 * DEMO_TRADER_PASSWORD, applied at every start to a demo dataset: set, every demo trader signs in with it (hashed
 * once, the one hash for all); unset, none can (their hash is NO_PASSWORD again and their sessions end). Answers the
 * e-mails of the demo traders who can sign in, for the start's log. Without the demo dataset it does nothing.
 */
export async function applyDemoTraderPassword(db: Executor, password: string | undefined): Promise<string[]> {
  if (password !== undefined && (password.length < ACCOUNT.passwordMin || password.length > ACCOUNT.passwordMax)) {
    throw new Error(`DEMO_TRADER_PASSWORD must be ${ACCOUNT.passwordMin} to ${ACCOUNT.passwordMax} characters`);
  }
  if (!(await isDemoDataset(db))) return [];
  const traders = await demoTraders(db);
  if (!traders.length) return [];
  const ids = traders.map((t) => t.id);
  if (password === undefined) {
    const closed = await db
      .update(appUser)
      .set({ passwordHash: NO_PASSWORD })
      .where(and(inArray(appUser.id, ids), ne(appUser.passwordHash, NO_PASSWORD)))
      .returning({ id: appUser.id });
    if (closed.length)
      await db.delete(userSession).where(
        inArray(
          userSession.userId,
          closed.map((c) => c.id),
        ),
      );
    return [];
  }
  // They share one hash: when the first one's matches the password, all do and nothing is written (a restart stays fast).
  const [first] = await db.select({ passwordHash: appUser.passwordHash }).from(appUser).where(eq(appUser.id, ids[0]!));
  if (!first || !(await verifyPassword(first.passwordHash, password))) {
    await db
      .update(appUser)
      .set({ passwordHash: await hashPassword(password) })
      .where(inArray(appUser.id, ids));
    // Whoever held the old password is signed out with it.
    await db.delete(userSession).where(inArray(userSession.userId, ids));
  }
  return traders.map((t) => t.email);
}
