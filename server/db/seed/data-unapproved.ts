import { and, eq } from 'drizzle-orm';
import { CUSTOMS_CATEGORIES, type ProductTypeCode } from '../../../contracts/data/codes';
import type { Executor } from '../client';
import { company, country, unapprovedShipment } from '../schema/index';
import { unapprovedSearchText } from '../sql/unapproved-search';
import { CUSTOMS_SHARES } from './data-customs';
import { DEMO_SOURCE } from './data-securities';
import type { DemoPart } from './demo';
import { insertBatches } from './market-batch';
import type { Random } from './random';

/** The ports that receive most frozen meat and seafood, with their customs district codes. */
// prettier-ignore
const PORTS = [
  ['Shanghai Yangshan', '2248'], ['Tianjin Xingang', '0202'], ['Qingdao', '4258'], ['Dalian Dayaowan', '0908'],
  ['Xiamen Haicang', '3719'], ['Guangzhou Nansha', '5146'], ['Shenzhen Shekou', '5304'], ['Ningbo Beilun', '3104'],
] as const;
const REASONS = [
  'Certificate not conforming',
  'Label not conforming',
  'From an establishment not registered in China',
  'Salmonella detected',
  'Listeria monocytogenes detected',
  'Veterinary drug residue exceeded (ractopamine)',
  'Temperature record abnormal during transport',
  'Packaging damaged',
  'No entry quarantine permit',
  'Shelf life exceeded',
] as const;
const IMPORTER_CITIES = ['Shanghai', 'Tianjin', 'Qingdao', 'Dalian', 'Xiamen', 'Guangzhou', 'Shenzhen', 'Ningbo', 'Zhengzhou', 'Chongqing'];
const IMPORTER_CORES = ['Huaxin', 'Jinhai', 'Fengyuan', 'Longda', 'Ruifeng', 'Haitian', 'Zhongpin', 'Yuantai', 'Shengda', 'Hengtong'];
const PRODUCT_NAMES: Record<ProductTypeCode, readonly string[]> = {
  PIG: ['Frozen pork hind legs', 'Frozen pork belly', 'Frozen pork front legs', 'Frozen pork loin'],
  BEEF: ['Frozen boneless beef brisket', 'Frozen beef chuck roll', 'Frozen beef shank', 'Frozen bone-in beef short ribs'],
  MUTTON: ['Frozen lamb flaps', 'Frozen bone-in lamb legs', 'Frozen mutton carcasses'],
  POULTRY: ['Frozen chicken paws', 'Frozen chicken mid-joint wings', 'Frozen chicken leg quarters'],
  OFFAL: ['Frozen pork stomachs', 'Frozen pork ears', 'Frozen beef omasum', 'Frozen pork trotters'],
  SEAFOOD: ['Frozen whiteleg shrimp', 'Frozen Alaska pollock', 'Frozen squid', 'Frozen Atlantic salmon', 'Frozen snow crab'],
};

/** Shipments refused entry: 12 to 30 a month, January 2021 to October 2026, from the market's exporting plants. */
export const dataUnapprovedPart: DemoPart = {
  name: 'data-unapproved',
  async generate(db: Executor, random: Random) {
    const countries = new Map(
      (await db.select({ code: country.code, en: country.nameEn, zh: country.nameZh }).from(country)).map((c) => [c.code, c]),
    );
    const exporters = new Map<string, string[]>();
    for (const [accessType, types] of [
      ['201', ['PIG', 'BEEF', 'MUTTON', 'POULTRY', 'OFFAL']],
      ['202', ['SEAFOOD']],
    ] as const) {
      for (const type of types) {
        for (const [code] of CUSTOMS_SHARES[type]) {
          const names = await db
            .select({ name: company.plantName })
            .from(company)
            .where(and(eq(company.accessType, accessType), eq(company.countryCode, code)))
            .limit(20);
          exporters.set(
            `${type}|${code}`,
            names.map((n) => n.name),
          );
        }
      }
    }
    const rows: (typeof unapprovedShipment.$inferInsert)[] = [];
    const types = Object.keys(CUSTOMS_SHARES) as ProductTypeCode[];
    for (let year = 2021; year <= 2026; year++) {
      for (let month = 1; month <= (year === 2026 ? 10 : 12); month++) {
        const count = random.int(12, 30);
        for (let n = 1; n <= count; n++) {
          const type = random.weighted(types.map((t) => [t, t === 'SEAFOOD' ? 4 : t === 'BEEF' || t === 'PIG' ? 2 : 1] as const));
          const countryCode = random.weighted(CUSTOMS_SHARES[type]);
          const names = countries.get(countryCode)!;
          const [port, district] = random.pick(PORTS);
          const category = random.pick(CUSTOMS_CATEGORIES[type]);
          const productName = random.pick(PRODUCT_NAMES[type]);
          const rejectReason = random.pick(REASONS);
          const plants = exporters.get(`${type}|${countryCode}`) ?? [];
          const yymm = `${year}${String(month).padStart(2, '0')}`;
          rows.push({
            quarantineCode: `${district}${yymm}${String(n).padStart(4, '0')}${random.int(10, 99)}`,
            hsCode: `${category.code.padEnd(6, '0')}${random.pick(['00', '10', '90'])}`,
            productName,
            productType: type,
            originCountryCode: countryCode,
            originCompany: plants.length ? random.pick(plants) : `${names.en} exporter`,
            importer: `${random.pick(IMPORTER_CITIES)} ${random.pick(IMPORTER_CORES)} Food Trading Co., Ltd.`,
            weightKg: Math.round(random.int(800, 27_000) / 10) * 10,
            rejectReason,
            entryPort: port,
            reportMonth: `${year}-${String(month).padStart(2, '0')}-01`,
            searchText: unapprovedSearchText({ productName, rejectReason, entryPort: port }, [names.en, names.zh]),
            source: DEMO_SOURCE,
          });
        }
      }
    }
    await insertBatches(db, unapprovedShipment, rows);
  },
};
