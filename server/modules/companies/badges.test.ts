import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyApplication, companyMember } from '../../db/schema/index';
import { registerUser, type SignedInUser } from '../../test-support/accounts';
import { createTestApp, type TestApp } from '../../test-support/app';
import { verifiedBadges } from './badges';

/**
 * Which badge a user shows when more than one verification speaks for them (docs/companies.md): the enterprise they
 * own, else the enterprise whose team they are in, else their own personal verification; the earliest within each.
 */
let t: TestApp;
let users: Record<'both' | 'personalInTeam' | 'twoEnterprises' | 'personalOnly' | 'teamOnly' | 'none' | 'teamOwner', SignedInUser>;
const ids: Record<string, number> = {};

async function verified(name: string, ownerId: number, level: 'PERSONAL' | 'ENTERPRISE', verifiedAt: string, state = 'VERIFIED') {
  const [row] = await t.database.db
    .insert(companyApplication)
    .values({ level, applicantId: ownerId, ownerId, name, state, verifiedAt: new Date(verifiedAt) })
    .returning({ id: companyApplication.id });
  ids[name] = row!.id;
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ seed: 'none' });
  const names = ['both', 'personalInTeam', 'twoEnterprises', 'personalOnly', 'teamOnly', 'none', 'teamOwner'] as const;
  users = Object.fromEntries(
    await Promise.all(names.map(async (n) => [n, await registerUser(t, { nickName: n })] as const)),
  ) as typeof users;
  const team = await verified('Team Co', users.teamOwner.userId, 'ENTERPRISE', '2026-01-01');
  await verified('Both personal', users.both.userId, 'PERSONAL', '2026-01-01');
  await verified('Both enterprise', users.both.userId, 'ENTERPRISE', '2026-03-01');
  await verified('In team personal', users.personalInTeam.userId, 'PERSONAL', '2026-01-01');
  await verified('Later enterprise', users.twoEnterprises.userId, 'ENTERPRISE', '2026-05-01');
  await verified('Earlier enterprise', users.twoEnterprises.userId, 'ENTERPRISE', '2026-02-01');
  await verified('Personal only', users.personalOnly.userId, 'PERSONAL', '2026-01-01');
  await verified('Refused enterprise', users.personalOnly.userId, 'ENTERPRISE', '2026-01-01', 'REFUSED');
  // A team of a personal verification gives nobody a badge; only an enterprise's team does.
  const personalTeam = await verified('Personal team', users.none.userId, 'PERSONAL', '2026-01-01', 'REVOKED');
  await t.database.db.insert(companyMember).values([
    { applicationId: team, userId: users.personalInTeam.userId },
    { applicationId: team, userId: users.teamOnly.userId },
    { applicationId: personalTeam, userId: users.both.userId },
  ]);
});
afterAll(() => t?.close());

describe('verified badges', () => {
  it('choose the own enterprise, then the team, then the own personal verification; the earliest within each', async () => {
    const badges = await verifiedBadges(
      t.database.db,
      Object.values(users).map((u) => u.userId),
    );
    const of = (u: SignedInUser) =>
      badges.get(u.userId) && { id: badges.get(u.userId)!.applicationId, member: badges.get(u.userId)!.member };
    expect(of(users.both)).toEqual({ id: ids['Both enterprise'], member: false });
    expect(of(users.personalInTeam)).toEqual({ id: ids['Team Co'], member: true });
    expect(of(users.twoEnterprises)).toEqual({ id: ids['Earlier enterprise'], member: false });
    expect(of(users.personalOnly)).toEqual({ id: ids['Personal only'], member: false });
    expect(of(users.teamOnly)).toEqual({ id: ids['Team Co'], member: true });
    expect(of(users.teamOwner)).toEqual({ id: ids['Team Co'], member: false });
    expect(badges.has(users.none.userId)).toBe(false);
    expect(badges.get(users.personalOnly.userId)?.level).toBe('PERSONAL');
  });

  it('answer nothing for nobody and the same badge for a user named twice', async () => {
    expect((await verifiedBadges(t.database.db, [])).size).toBe(0);
    const twice = await verifiedBadges(t.database.db, [users.teamOnly.userId, users.teamOnly.userId]);
    expect([...twice.keys()]).toEqual([users.teamOnly.userId]);
  });
});
