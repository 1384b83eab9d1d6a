import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyCalls } from '../../../contracts/companies/calls';
import { appUser, companyApplication, companyApplicationPlant, companyInvitation, companyMember, plant } from '../schema/index';
import { createTestApp, type TestApp } from '../../test-support/app';
import { call } from '../../test-support/calls';
import { okData } from '../../test-support/envelope';
import { DEMO_VERIFIED_PLANT } from './companies';

/** Company verification's demo (docs/companies.md): what a visitor and an administrator see must hold together. */
let t: TestApp;
let applications: (typeof companyApplication.$inferSelect)[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' });
  applications = await t.database.db.select().from(companyApplication).orderBy(asc(companyApplication.id));
}, 60_000);
afterAll(() => t?.close());

describe('the demo company accounts', () => {
  it('has a verified supplier, a verified buyer, one waiting with its work e-mail confirmed and one refused', () => {
    const supplier = applications.find((a) => a.state === 'VERIFIED' && a.marketCompanyId);
    const buyer = applications.find((a) => a.state === 'VERIFIED' && a.consigneeId);
    const waiting = applications.find((a) => a.state === 'PENDING');
    const refused = applications.find((a) => a.state === 'REFUSED');
    expect(supplier?.verifiedAt).toBeTruthy();
    expect(buyer?.verifiedAt).toBeTruthy();
    expect(waiting?.emailConfirmedAt).toBeTruthy();
    expect(refused?.reason).toMatch(/^\(Demo\)/);
    for (const a of applications) {
      expect(a.note, `application ${a.id}`).toMatch(/^\(Demo\)/);
      expect(a.workEmail, `application ${a.id}`).toMatch(/\.example$/);
    }
  });

  it('is made and owned by demo people, who cannot sign in', async () => {
    const ids = applications.flatMap((a) => [a.applicantId, a.ownerId]);
    const people = await t.database.db.select().from(appUser).where(inArray(appUser.id, ids));
    expect(people.length).toBeGreaterThan(0);
    for (const p of people) expect(p.email).toMatch(/@cmsp-demo\.example$/);
  });

  it("names only plants of the company applied for, the verified supplier's among them the walk's known plant", async () => {
    const rows = await t.database.db
      .select({ applicationId: companyApplicationPlant.applicationId, plant })
      .from(companyApplicationPlant)
      .innerJoin(plant, eq(plant.id, companyApplicationPlant.plantId));
    for (const a of applications.filter((x) => x.marketCompanyId)) {
      const plants = rows.filter((r) => r.applicationId === a.id).map((r) => r.plant);
      expect(plants.length, `application ${a.id}`).toBeGreaterThan(0);
      for (const p of plants) expect(p.companyId).toBe(a.marketCompanyId);
    }
    const supplier = applications.find((a) => a.state === 'VERIFIED' && a.marketCompanyId)!;
    expect(rows.filter((r) => r.applicationId === supplier.id).map((r) => r.plant)).toContainEqual(
      expect.objectContaining(DEMO_VERIFIED_PLANT),
    );
  });

  it("shows the verified ones' public page, and no page for the waiting or refused one", async () => {
    const supplier = applications.find((a) => a.state === 'VERIFIED' && a.marketCompanyId)!;
    const detail = okData(await call(t, companyCalls.verified, { query: { id: supplier.id } }));
    expect(detail).toMatchObject({ name: supplier.name, role: 'SUPPLIER' });
    for (const a of applications.filter((x) => x.state !== 'VERIFIED')) {
      expect((await call(t, companyCalls.verified, { query: { id: a.id } })).statusCode).toBe(404);
    }
  });

  it('has teams of demo people on the verified companies and an open invitation to the supplier', async () => {
    const members = await t.database.db
      .select({ applicationId: companyMember.applicationId, email: appUser.email })
      .from(companyMember)
      .innerJoin(appUser, eq(appUser.id, companyMember.userId));
    const verified = applications.filter((a) => a.state === 'VERIFIED').map((a) => a.id);
    expect(new Set(members.map((m) => m.applicationId)).size).toBe(2);
    for (const m of members) {
      expect(verified).toContain(m.applicationId);
      expect(m.email).toMatch(/@cmsp-demo\.example$/);
    }
    const [invitation] = await t.database.db.select().from(companyInvitation);
    expect(invitation).toMatchObject({ state: 'OPEN', email: expect.stringMatching(/\.example$/) });
    expect(invitation!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});
