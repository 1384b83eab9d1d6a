import { HEADER_SESSION_TOKEN } from '../../contracts/core/codes';
import { subscriptionCalls } from '../../contracts/subscriptions/calls';
import { insertCompaniesAndPlants } from '../db/seed/market-insert';
import { companyFor, plantFor, primaryGoods } from '../db/seed/market-plants';
import { regNoFor } from '../db/seed/market-names';
import { createRandom } from '../db/seed/random';
import { ensureAdmin } from '../modules/accounts/index';
import { nextAddress, registerUser, signIn, type RegisterOptions, type SignedInUser } from './accounts';
import type { TestApp } from './app';
import { call } from './calls';
import { okData } from './envelope';
import { supplyDemand } from '../db/schema/index';

/**
 * Records a test needs, made through the product's own seed library, admin path and API: a test says
 * what it needs instead of hunting the demo dataset for a row that happens to fit.
 */

export type AccessType = '201' | '202';

/** A plant made by a factory, with the keys the API takes and the company that owns it. */
export interface MadePlant {
  accessType: AccessType;
  countryCode: string;
  plantNo: string;
  plantName: string;
  status: 0 | 1 | 2;
  goodsTypes: string[];
  /** The China registration codes of its valid registrations (none while pending). */
  chinaRegisterCodes: string[];
  company: { companyCode: string; countryCode: string; accessType: AccessType; plantName: string };
}

export interface PlantOptions {
  accessType?: AccessType;
  countryCode?: string;
  /**
   * The goods type the plant makes first (it may make one or two more): for a test whose outcome depends on the
   * species, since otherwise it is drawn at random, differently in each test process.
   */
  primaryGoods?: string;
}

// Numbers far above the demo generator's (companies count from 1, Reg.No.s from 100, products from 1 per
// country), so factory rows never collide with the demo dataset or with each other within a process.
let made = 0;
const FACTORY_BASE = 90_000;

/** One company with one plant of the given status, its registrations, history and products, via the seed library. */
export async function createPlant(t: TestApp, status: 0 | 1 | 2, options: PlantOptions = {}): Promise<MadePlant> {
  made += 1;
  const accessType = options.accessType ?? '201';
  const countryCode = options.countryCode ?? (accessType === '201' ? 'UY' : 'NO');
  const random = createRandom(FACTORY_BASE + made + process.pid);
  const primary = options.primaryGoods ?? primaryGoods(random, accessType, countryCode);
  const company = companyFor(random, accessType, countryCode, FACTORY_BASE + made, primary);
  const plant = plantFor(random, company, 0, regNoFor(countryCode, accessType, FACTORY_BASE * 10 + made), 0, primary, status);
  await insertCompaniesAndPlants(t.database.db, random, [company], [plant], 5_000 + made * 100);
  return {
    accessType,
    countryCode,
    plantNo: plant.plantNo,
    plantName: plant.plantName,
    status,
    goodsTypes: plant.goodsTypes ?? [],
    chinaRegisterCodes: plant.history.registrations.filter((r) => r.status === 1).map((r) => r.chinaRegisterCode),
    company: { companyCode: company.companyCode, countryCode, accessType, plantName: company.plantName },
  };
}

/** A plant whose exports are suspended (status 0), with the suspension on record. */
export const createSuspendedPlant = (t: TestApp, options?: PlantOptions) => createPlant(t, 0, options);

/** An active plant (status 1) with at least one valid registration and its China registration code. */
export const createActivePlant = (t: TestApp, options?: PlantOptions) => createPlant(t, 1, options);

/** A user registered through the API who subscribed to the plant through the API; returns the subscription id too. */
export async function createSubscribedUser(
  t: TestApp,
  plant: MadePlant,
  options: RegisterOptions = {},
): Promise<{ user: SignedInUser; subscriptionId: number }> {
  const user = await registerUser(t, options);
  const body = {
    accessType: plant.accessType,
    countryCode: plant.countryCode,
    subObject: plant.plantNo,
    subType: 'FACTORY',
    subStatus: 1,
    subTerminal: 'PC',
  };
  const res = await call(t, subscriptionCalls.subscribe, { body }, user);
  return { user, subscriptionId: okData<number>(res) };
}

/** An administrator made the way ADMIN_EMAIL/ADMIN_PASSWORD make one at start, signed in through the login call. */
export async function createAdmin(
  t: TestApp,
  email = `admin${process.pid}-${made++}@example.com`,
  password = 'Admin pass 123',
): Promise<SignedInUser> {
  await ensureAdmin(t.database.db, email, password, (id) => t.app.forgetSessionsOf(id));
  const remoteAddress = nextAddress();
  const res = await signIn(t, email, password, remoteAddress);
  const { userId } = okData<{ userId: number }>(res);
  const token = String(res.headers[HEADER_SESSION_TOKEN]);
  return { userId, email, password, token, remoteAddress, headers: { [HEADER_SESSION_TOKEN]: token } };
}

/**
 * An approved, unexpired lead of a user, written straight to the table (posting through the API would spend the
 * author's hourly posting allowance, which tests of other limits must not run into). Answers its id.
 */
export async function createApprovedLead(
  t: TestApp,
  userId: number,
  options: { type?: 1 | 2; content?: string; expiresAt?: Date; checkStatus?: 1 | 2 | 3 } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(supplyDemand)
    .values({
      code: `t${process.pid}x${made++}`,
      type: options.type ?? 1,
      accessType: '201',
      goodsType: 'PORK',
      userId,
      content: options.content ?? 'Frozen pork bellies, 2 x 40ft reefers a month, CIF Shanghai.',
      checkStatus: options.checkStatus ?? 2,
      checkTime: new Date(),
      expiresAt: options.expiresAt ?? new Date(Date.now() + 90 * 86_400_000),
    })
    .returning({ id: supplyDemand.id });
  return row!.id;
}
