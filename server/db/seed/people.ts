import { appUser } from '../schema/index';
import type { DemoPart } from './demo';

/** The demo people's e-mail domain (reserved: .example). */
export const DEMO_DOMAIN = 'cmsp-demo.example';

/**
 * The demo's people: the traders and importers whose comments the demo shows, and the portal's editorial desk
 * (an administrator) that answers them. Their e-mail domain is reserved (.example) and their password hash is not
 * one Argon2 accepts, so nobody can sign in as them, unless DEMO_TRADER_PASSWORD gives the traders one
 * (sign-in.ts); a real administrator is made with `npm run admin:create`.
 */
export const DEMO_EDITOR = { email: `editorial@${DEMO_DOMAIN}`, nickName: 'CMSP Editorial' } as const;

// prettier-ignore
const TRADERS: readonly (readonly [nickName: string, companyName: string, businessCategory: string])[] = [
  ['Ana Ribeiro', 'Sul Carnes Exportadora (demo)', 'Beef exporter, Brazil'],
  ['Martín Pereyra', 'Pampa Norte Frigorífico (demo)', 'Beef exporter, Argentina'],
  ['Sophie Laurent', 'Bretagne Porc Export (demo)', 'Pork exporter, France'],
  ['Jack Thompson', 'Riverina Meats (demo)', 'Beef and lamb exporter, Australia'],
  ['Aroha Ngata', 'Southern Alps Lamb (demo)', 'Lamb exporter, New Zealand'],
  ['Diego Fuentes', 'Austral Salmon Farms (demo)', 'Salmon exporter, Chile'],
  ['Ingrid Solberg', 'Lofoten Seafood AS (demo)', 'Seafood exporter, Norway'],
  ['Luis Cárdenas', 'Pacífico Shrimp (demo)', 'Shrimp exporter, Ecuador'],
  ['Wang Lei', 'Tianjin Harbour Cold Chain (demo)', 'Importer and cold store, Tianjin'],
  ['Chen Jing', 'Shanghai Fresh Trade (demo)', 'Importer, Shanghai'],
  ['Liu Yang', 'Qingdao Blue Ocean Foods (demo)', 'Seafood importer, Qingdao'],
  ['Zhao Min', 'Guangzhou Meat Distribution (demo)', 'Distributor, Guangzhou'],
  ['Erik Jansen', 'Holland Veal Export (demo)', 'Veal exporter, the Netherlands'],
  ['Santiago Rosas', 'Uruguay Natural Beef (demo)', 'Beef exporter, Uruguay'],
  ['Mai Tanaka', 'Hokkaido Scallop Trading (demo)', 'Seafood trader, Japan'],
  ['Priya Nair', 'Malabar Marine Products (demo)', 'Seafood exporter, India'],
];

/** A hash Argon2 refuses as malformed: verifyPassword answers false for every password. */
export const NO_PASSWORD = '!demo-account-without-password';

export interface DemoPerson {
  id: number;
  nickName: string;
  admin: boolean;
}

export const demoPeoplePart: DemoPart = {
  name: 'demo-people',
  async generate(db) {
    const joined = new Date('2024-01-15T09:00:00Z');
    await db.insert(appUser).values([
      { email: DEMO_EDITOR.email, passwordHash: NO_PASSWORD, nickName: DEMO_EDITOR.nickName, role: 'admin', createdAt: joined },
      ...TRADERS.map(([nickName, companyName, businessCategory], i) => ({
        email: `trader${String(i + 1).padStart(2, '0')}@${DEMO_DOMAIN}`,
        passwordHash: NO_PASSWORD,
        nickName,
        companyName,
        businessCategory,
        createdAt: joined,
      })),
    ]);
  },
};
