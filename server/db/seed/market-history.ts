import type { company, plantEvent, plantRegistration, plantSuspension } from '../schema/index';
import { addDays, isoDate, pad } from './market-batch';
import { SEAFOOD_SUSPENSION_REASONS, SUSPENSION_REASONS } from './market-names';
import type { Random } from './random';
import { DICTIONARIES } from './reference';

const GOODS_NAME = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en]) => [code, en]));
const goodsNames = (codes: readonly string[]) => codes.map((c) => GOODS_NAME.get(c) ?? c).join(', ');

export interface PlantHistory {
  registrations: Omit<typeof plantRegistration.$inferInsert, 'plantId'>[];
  events: Omit<typeof plantEvent.$inferInsert, 'plantId'>[];
  suspensions: Omit<typeof plantSuspension.$inferInsert, 'plantId' | 'accessType' | 'countryCode'>[];
  updatedAt: Date;
}

export const RECORD_TYPE_NAME = {
  APPLIED: 'Application received',
  REGISTERED: 'Registration approved',
  RENEWED: 'Registration renewed',
  PRODUCTS_ADDED: 'Products added',
  SUSPENDED: 'Export suspended',
  RESUMED: 'Export resumed',
} as const;
type RecordType = keyof typeof RECORD_TYPE_NAME;

const FIVE_YEARS = 5 * 365 + 1;

/**
 * The events that lead to a plant's status, and the registrations and suspensions they leave:
 * a pending plant has only applied; an active one was registered (and renewed every five years,
 * perhaps suspended and resumed on the way); a suspended one was registered and then suspended.
 */
export function historyFor(
  random: Random,
  plant: { status: number; goodsTypes: string[]; plantNo: string; meat: boolean; today: Date; iso3: string },
): PlantHistory {
  const { status, goodsTypes, plantNo, today } = plant;
  const events: PlantHistory['events'] = [];
  const registrations: PlantHistory['registrations'] = [];
  const suspensions: PlantHistory['suspensions'] = [];
  const event = (date: Date, recordType: RecordType, enContent: string) =>
    events.push({ sourceDate: isoDate(date), recordType, recordTypeName: RECORD_TYPE_NAME[recordType], enContent });
  const code = (date: Date) => `C${plant.iso3}${date.getUTCFullYear()}${pad(random.int(0, 999_999), 6)}`;

  if (status === 2) {
    const applied = random.date(new Date(Date.UTC(2025, 5, 1)), addDays(today, -10));
    event(
      applied,
      'APPLIED',
      `GACC received the registration application of ${plantNo} for ${goodsNames(goodsTypes)}; the recommendation of the competent authority is under review.`,
    );
    for (const goodsType of goodsTypes) {
      registrations.push({ goodsType, chinaRegisterCode: '', registerDate: null, registerExpireDate: null, status: 0 });
    }
    return { registrations, events, suspensions, updatedAt: applied };
  }

  const registered = random.date(new Date(Date.UTC(2004, 0, 1)), new Date(Date.UTC(2024, 5, 30)));
  const [first, ...others] = goodsTypes;
  const initial = [first!, ...others.filter(() => random.chance(0.7))];
  const later = goodsTypes.filter((g) => !initial.includes(g));
  const firstCode = code(registered);
  event(registered, 'REGISTERED', `Registered for export to China: ${goodsNames(initial)}. China registration code ${firstCode}.`);
  let validFrom = registered;
  while (addDays(validFrom, FIVE_YEARS) <= today) {
    validFrom = addDays(validFrom, FIVE_YEARS);
    event(validFrom, 'RENEWED', `Registration of ${plantNo} renewed for five years, until ${isoDate(addDays(validFrom, FIVE_YEARS))}.`);
  }
  const expires = isoDate(addDays(validFrom, FIVE_YEARS));
  for (const goodsType of initial) {
    registrations.push({
      goodsType,
      chinaRegisterCode: firstCode,
      registerDate: isoDate(registered),
      registerExpireDate: expires,
      status: 1,
    });
  }
  for (const goodsType of later) {
    const added = random.date(addDays(registered, 180), addDays(today, -30));
    const addedCode = code(added);
    event(
      added,
      'PRODUCTS_ADDED',
      `${goodsNames([goodsType])} added to the registration of ${plantNo} (China registration code ${addedCode}).`,
    );
    // Some later additions lapsed instead of being renewed with the main registration.
    const lapsed = random.chance(0.15);
    const until = lapsed ? addDays(added, FIVE_YEARS) : addDays(validFrom, FIVE_YEARS);
    registrations.push({
      goodsType,
      chinaRegisterCode: addedCode,
      registerDate: isoDate(added),
      registerExpireDate: isoDate(until),
      status: lapsed && until < today ? 0 : 1,
    });
  }

  const reasons = plant.meat ? SUSPENSION_REASONS : SEAFOOD_SUSPENSION_REASONS;
  if (status === 0) {
    // The suspension is the latest event: it is what the plant's status says.
    const lastEvent = Math.max(...events.map((e) => Date.parse(e.sourceDate)));
    const latest = addDays(today, -5);
    const from = new Date(Math.min(Math.max(lastEvent + 30 * 86_400_000, Date.UTC(2020, 0, 1)), latest.getTime()));
    const suspended = random.date(from, latest);
    const reason = random.pick(reasons);
    event(suspended, 'SUSPENDED', `Imports from ${plantNo} suspended by GACC: ${reason}.`);
    suspensions.push({ goodsType: first!, suspendDate: isoDate(suspended), liftedDate: null, reason });
    for (const r of registrations) if (r.goodsType === first) r.status = 0;
  } else if (random.chance(0.15) && addDays(registered, 400) < addDays(today, -120)) {
    const suspended = random.date(addDays(registered, 200), addDays(today, -120));
    const resumed = addDays(suspended, random.int(60, 110));
    const reason = random.pick(reasons);
    event(suspended, 'SUSPENDED', `Imports from ${plantNo} suspended by GACC: ${reason}.`);
    event(resumed, 'RESUMED', `GACC lifted the suspension of ${plantNo} after reviewing the corrective actions.`);
    suspensions.push({ goodsType: first!, suspendDate: isoDate(suspended), liftedDate: isoDate(resumed), reason });
  }
  events.sort((a, b) => a.sourceDate.localeCompare(b.sourceDate));
  return { registrations, events, suspensions, updatedAt: new Date(`${events[events.length - 1]!.sourceDate}T00:00:00Z`) };
}

const PORTS = ['Shanghai', 'Tianjin', 'Qingdao', 'Dalian', 'Guangzhou', 'Xiamen', 'Ningbo'];

/** News items about a company, newest first. */
export function articlesFor(random: Random, owner: typeof company.$inferInsert, today: Date) {
  const alias = owner.companyAlias || owner.plantName;
  const goods = goodsNames(owner.goodsTypes?.slice(0, 1) ?? []).toLowerCase() || 'products';
  const templates: [string, string][] = [
    [
      `${alias} completes GACC video inspection`,
      `The remote inspection of ${alias}'s plants found no non-conformity; exports continue under the current registration.`,
    ],
    [
      `${alias} ships first containers of ${goods} to ${random.pick(PORTS)}`,
      `The first ${random.int(2, 12)} containers cleared customs after inspection and quarantine at the port of entry.`,
    ],
    [
      `${alias} invests in a new cold store`,
      `A cold store for ${random.int(4, 30)} thousand tonnes will serve the company's exports to China from next season.`,
    ],
    [
      `${alias} meets buyers at the China International Import Expo`,
      `The company presented its ${goods} range to importers and distributors in Shanghai.`,
    ],
    [
      `${alias} renews its halal and quality certificates`,
      `The certificates cover the plants registered for export to China and their cold stores.`,
    ],
  ];
  return random.sample(templates, random.int(1, 5)).map(([title, summary]) => ({
    title,
    summary,
    sourceDate: isoDate(random.date(new Date(Date.UTC(2022, 0, 1)), today)),
  }));
}
