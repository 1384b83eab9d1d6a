import { verifiedPath } from '../../../contracts/companies/codes';
import type { VerifiedBadge } from '../../../contracts/companies/models';
import { plantPagePath } from '../../../contracts/market/pages';
import type { Executor } from '../../db/client';
import * as q from './queries';

const plantOf = (p: q.MatchedPlant) => ({ countryCode: p.countryCode, plantNo: p.plantNo, plantName: p.plantName, link: plantPagePath(p) });

/** A verified application as its badge shows it; `member` when shown beside a team member rather than its owner. */
export function badgeOf(row: q.ApplicationRow, plants: q.MatchedPlant[], member = false): VerifiedBadge {
  return {
    applicationId: row.id,
    member,
    level: row.level === 'PERSONAL' ? 'PERSONAL' : 'ENTERPRISE',
    name: row.name,
    plants: plants.map(plantOf),
    verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
    link: verifiedPath(row.id),
  };
}

/**
 * The Verified badge of each of these users, as of now: the verification they own (a company before a person), else
 * the company whose team they are in, marked as a member's. Read at every answer, so a revocation or a member's
 * removal takes it away everywhere at once; those calls empty the caches.
 */
export async function verifiedBadges(db: Executor, userIds: readonly number[]): Promise<Map<number, VerifiedBadge>> {
  const ids = [...new Set(userIds)];
  // Own enterprise before a team's enterprise before one's own personal verification; the earliest within each.
  const rank = (c: { row: q.ApplicationRow; member: boolean }) => (c.member ? 1 : c.row.level === 'ENTERPRISE' ? 2 : 0);
  const chosen = new Map<number, { row: q.ApplicationRow; member: boolean }>();
  for (const { userId, member, application } of await q.verifiedAccountsOfUsers(db, ids)) {
    const had = chosen.get(userId);
    const next = { row: application, member };
    if (!had || rank(next) > rank(had)) chosen.set(userId, next);
  }
  const plants = await q.plantsOf(db, [...new Set([...chosen.values()].map((c) => c.row.id))]);
  return new Map([...chosen].map(([userId, { row, member }]) => [userId, badgeOf(row, plants.get(row.id) ?? [], member)]));
}

/** The badge of a market company's verified account, for its company page; null when none. */
export async function companyBadge(db: Executor, marketCompanyId: number): Promise<VerifiedBadge | null> {
  const row = await q.verifiedOfCompany(db, marketCompanyId);
  if (!row) return null;
  return badgeOf(row, (await q.plantsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * A market company's verified account as facts for the supplier check: its badge (the company, since when) and the
 * day the account that owns it was opened. Null when the company has no verified account.
 */
export async function companyAccount(db: Executor, marketCompanyId: number): Promise<{ badge: VerifiedBadge; accountSince: Date } | null> {
  const row = await q.verifiedOfCompany(db, marketCompanyId);
  if (!row) return null;
  const owner = (await q.usersCreated(db, [row.ownerId])).get(row.ownerId);
  return { badge: badgeOf(row, (await q.plantsOf(db, [row.id])).get(row.id) ?? []), accountSince: owner ?? row.createdAt };
}
