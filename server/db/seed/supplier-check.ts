import { asc, eq, like } from 'drizzle-orm';
import { accountKeyOf } from '../../../contracts/check/codes';
import type { Executor } from '../client';
import { appUser, bankAccountReport, company, country, plant, plantSuspension, unapprovedShipment } from '../schema/index';
import { unapprovedSearchText } from '../sql/unapproved-search';
import { DEMO_SOURCE } from './data-securities';
import type { DemoPart } from './demo';

/** The plant the demo's supplier check has the most to say about: the first plant with a suspension in its history. */
export async function demoRiskyPlant(db: Executor) {
  const [row] = await db
    .select({
      plantId: plant.id,
      plantNo: plant.plantNo,
      countryCode: plant.countryCode,
      accessType: plant.accessType,
      companyId: company.id,
      companyName: company.plantName,
    })
    .from(plantSuspension)
    .innerJoin(plant, eq(plant.id, plantSuspension.plantId))
    .innerJoin(company, eq(company.id, plant.companyId))
    .orderBy(asc(plantSuspension.id))
    .limit(1);
  return row;
}

/**
 * The supplier check's demo rows (docs/supplier-check.md): the plant with a suspension in its history also gets an
 * unapproved-shipment record naming its company and a confirmed high-risk account held in its company's name; a
 * second confirmed account belongs to no registered company; two reports by demo traders wait for review. Every
 * account number is a documentation example, marked demo.
 */
export const supplierCheckPart: DemoPart = {
  name: 'supplier-check',
  async generate(db) {
    const risky = await demoRiskyPlant(db);
    if (!risky) return;
    const [names] = await db.select({ en: country.nameEn, zh: country.nameZh }).from(country).where(eq(country.code, risky.countryCode));
    const record = {
      productName: risky.accessType === '202' ? 'Frozen whiteleg shrimp' : 'Frozen boneless beef brisket',
      rejectReason: 'From an establishment not registered in China',
      entryPort: 'Shanghai Yangshan',
    };
    await db.insert(unapprovedShipment).values({
      quarantineCode: '2248202608999901',
      hsCode: risky.accessType === '202' ? '03061719' : '02023000',
      ...record,
      productType: risky.accessType === '202' ? 'SEAFOOD' : 'BEEF',
      originCountryCode: risky.countryCode,
      originCompany: risky.companyName,
      importer: 'Shanghai Huaxin Food Trading Co., Ltd.',
      weightKg: 24_500,
      reportMonth: '2026-08-01',
      searchText: unapprovedSearchText(record, names ? [names.en, names.zh] : []),
      source: DEMO_SOURCE,
    });
    const traders = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(like(appUser.email, 'trader%@cmsp-demo.example'))
      .orderBy(asc(appUser.email))
      .limit(3);
    const decided = new Date('2026-09-14T08:00:00Z');
    const rows = [
      {
        accountNumber: 'GB29 NWBK 6016 1331 9268 19',
        holderName: risky.companyName,
        bankName: 'Demo Bank plc (demo)',
        countryCode: 'GB',
        story:
          'A seller using this company’s name and Reg.No. asked for a 30% deposit into this account, then stopped answering. The plant itself says it has no such account. (demo)',
        companyId: risky.companyId,
        status: 'confirmed',
        decidedAt: decided,
        reporterId: traders[0]?.id ?? null,
      },
      {
        accountNumber: 'DE89-3704-0044-0532-0130-00',
        holderName: 'Global Prime Meats Trading Ltd (demo)',
        bankName: 'Beispielbank AG (demo)',
        countryCode: 'DE',
        story: 'Offered frozen beef far below market and asked for full payment in advance; the documents were forged. (demo)',
        companyId: null,
        status: 'confirmed',
        decidedAt: new Date('2026-07-02T08:00:00Z'),
        reporterId: traders[1]?.id ?? null,
      },
      {
        accountNumber: 'FR14 2004 1010 0505 0001 3M02 606',
        holderName: 'Ocean Star Seafood Export (demo)',
        bankName: 'Banque Exemple (demo)',
        countryCode: 'FR',
        story: 'The supplier changed its bank details by e-mail a day before payment was due. (demo)',
        companyId: null,
        status: 'pending',
        decidedAt: null,
        reporterId: traders[2]?.id ?? null,
      },
    ];
    await db
      .insert(bankAccountReport)
      .values(
        rows.map((r) => ({ ...r, accountKey: accountKeyOf(r.accountNumber), source: 'demo', createdAt: new Date('2026-06-20T10:00:00Z') })),
      );
  },
};
