import { and, asc, eq } from 'drizzle-orm';
import { appUser, company, companyApplication, companyApplicationPlant, consignee, plant } from '../schema/index';
import type { Executor } from '../client';
import type { DemoPart } from './demo';
import { DEMO_EDITOR } from './people';
import { generateTeams } from './teams';

const DAY = 86_400_000;

/** The demo plant whose company is the demo's verified supplier: the plant every walk already knows. */
export const DEMO_VERIFIED_PLANT = { countryCode: 'BR', accessType: '201', plantNo: 'SIF 118' } as const;

const traderId = async (db: Executor, n: number) => {
  const [row] = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.email, `trader${String(n).padStart(2, '0')}@cmsp-demo.example`));
  if (!row) throw new Error(`demo trader ${n} is missing`);
  return row.id;
};

/** The first market company of a country and access type with active plants, apart from those named. */
async function companyOf(db: Executor, countryCode: string, accessType: string, except: number[] = []) {
  const rows = await db
    .select({ id: company.id, name: company.plantName })
    .from(company)
    .innerJoin(plant, eq(plant.companyId, company.id))
    .where(and(eq(company.countryCode, countryCode), eq(company.accessType, accessType), eq(plant.status, 1)))
    .orderBy(asc(company.id))
    .limit(except.length + 1);
  return rows.find((r) => !except.includes(r.id)) ?? null;
}

const activePlantsOf = async (db: Executor, companyId: number) =>
  (
    await db
      .select({ id: plant.id })
      .from(plant)
      .where(and(eq(plant.companyId, companyId), eq(plant.status, 1)))
      .orderBy(asc(plant.id))
      .limit(3)
  ).map((p) => p.id);

/**
 * Company verification's demo (issue 28, docs/companies.md): a supplier verified by its plants (the company of
 * BR SIF 118, owned by the demo's Brazilian beef exporter), a buyer verified by its consignee record (the Tianjin
 * importer), an application waiting for review with its work e-mail confirmed (the Norwegian seafood exporter) and a
 * refused one (the Ecuadorian shrimp exporter). Every other market company is unverified. The demo people cannot
 * sign in; each note and reason says it is demo data, and the work e-mails use the reserved .example domain.
 */
export const companiesPart: DemoPart = {
  name: 'companies',
  async generate(db) {
    const [editor] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.email, DEMO_EDITOR.email));
    const at = (daysAgo: number) => new Date(Date.UTC(2026, 0, 15) - daysAgo * DAY);

    // The verified supplier: the company of the walk's known plant, with its active plants.
    const [known] = await db
      .select({ id: plant.id, companyId: plant.companyId })
      .from(plant)
      .where(
        and(
          eq(plant.countryCode, DEMO_VERIFIED_PLANT.countryCode),
          eq(plant.accessType, DEMO_VERIFIED_PLANT.accessType),
          eq(plant.plantNo, DEMO_VERIFIED_PLANT.plantNo),
        ),
      );
    const supplier = known
      ? (await db.select({ id: company.id, name: company.plantName }).from(company).where(eq(company.id, known.companyId)))[0]
      : await companyOf(db, 'BR', '201');
    if (!supplier) return;
    const ana = await traderId(db, 1);
    const [verified] = await db
      .insert(companyApplication)
      .values({
        level: 'ENTERPRISE',
        applicantId: ana,
        ownerId: ana,
        marketCompanyId: supplier.id,
        name: supplier.name,
        note: '(Demo) Export manager of the company; the business licence and a letter on company paper are attached.',
        workEmail: 'ana.ribeiro@sul-carnes.example',
        emailConfirmedAt: at(120),
        state: 'VERIFIED',
        decidedBy: editor?.id ?? null,
        decidedAt: at(118),
        verifiedAt: at(118),
        createdAt: at(121),
      })
      .returning({ id: companyApplication.id });
    const plantIds = new Set([...(known ? [known.id] : []), ...(await activePlantsOf(db, supplier.id))]);
    await db.insert(companyApplicationPlant).values([...plantIds].map((plantId) => ({ applicationId: verified!.id, plantId })));
    // The owner's profile names the company the badge names.
    await db
      .update(appUser)
      .set({ companyName: `${supplier.name} (demo)` })
      .where(eq(appUser.id, ana));

    // The verified buyer: a consignee record of the market data (Tianjin, where the demo importer works).
    const [buyer] = await db
      .select({ id: consignee.id, name: consignee.companyName, enName: consignee.enName })
      .from(consignee)
      .where(eq(consignee.customCode, '0200'))
      .orderBy(asc(consignee.id))
      .limit(1);
    const [anyBuyer] = buyer
      ? [buyer]
      : await db
          .select({ id: consignee.id, name: consignee.companyName, enName: consignee.enName })
          .from(consignee)
          .orderBy(asc(consignee.id))
          .limit(1);
    if (anyBuyer) {
      const buyerName = anyBuyer.enName || anyBuyer.name;
      const wang = await traderId(db, 9);
      await db.insert(companyApplication).values({
        level: 'ENTERPRISE',
        applicantId: wang,
        ownerId: wang,
        consigneeId: anyBuyer.id,
        name: buyerName,
        note: '(Demo) Purchasing manager; our customs record and the business licence are attached.',
        workEmail: 'wang.lei@tianjin-harbour.example',
        emailConfirmedAt: at(60),
        state: 'VERIFIED',
        decidedBy: editor?.id ?? null,
        decidedAt: at(59),
        verifiedAt: at(59),
        createdAt: at(61),
      });
      await db
        .update(appUser)
        .set({ companyName: `${buyerName} (demo)` })
        .where(eq(appUser.id, wang));
    }

    // Waiting for review: the work e-mail confirmed, the administrator not yet come by.
    const waiting = await companyOf(db, 'NO', '202');
    if (waiting) {
      const ingrid = await traderId(db, 7);
      const [row] = await db
        .insert(companyApplication)
        .values({
          level: 'ENTERPRISE',
          applicantId: ingrid,
          ownerId: ingrid,
          marketCompanyId: waiting.id,
          name: waiting.name,
          note: '(Demo) Sales director for China; please verify our company so buyers see who they deal with.',
          workEmail: 'ingrid.solberg@lofoten-seafood.example',
          emailConfirmedAt: at(2),
          createdAt: at(3),
        })
        .returning({ id: companyApplication.id });
      const ids = await activePlantsOf(db, waiting.id);
      if (ids.length) await db.insert(companyApplicationPlant).values(ids.map((plantId) => ({ applicationId: row!.id, plantId })));
    }

    // Refused, with the administrator's reason.
    const refused = await companyOf(db, 'EC', '202');
    if (refused) {
      const luis = await traderId(db, 8);
      const [row] = await db
        .insert(companyApplication)
        .values({
          level: 'ENTERPRISE',
          applicantId: luis,
          ownerId: luis,
          marketCompanyId: refused.id,
          name: refused.name,
          note: '(Demo) Owner of the plant.',
          workEmail: 'luis.cardenas@mail.example',
          emailConfirmedAt: at(40),
          state: 'REFUSED',
          reason: '(Demo) The letter is not on company paper and the work e-mail is not the company’s domain; please apply again.',
          decidedBy: editor?.id ?? null,
          decidedAt: at(38),
          createdAt: at(41),
        })
        .returning({ id: companyApplication.id });
      const ids = await activePlantsOf(db, refused.id);
      if (ids.length) await db.insert(companyApplicationPlant).values(ids.map((plantId) => ({ applicationId: row!.id, plantId })));
    }

    await generateTeams(db, at);
  },
};
