import type { plantEvent, plantRegistration, plantSuspension } from '../schema/index';
import { addDays, isoDate, pad } from './market-batch';
import { SEAFOOD_SUSPENSION_REASONS, SUSPENSION_REASONS } from './market-names';
import type { Random } from './random';
import { DICTIONARIES } from './reference';
import { PLANT_EVENT_TYPE_NAME, type PlantEventType } from '../../../contracts/market/codes';

const GOODS_NAME = new Map([...DICTIONARIES.goods_type, ...DICTIONARIES.products_approval].map(([code, en]) => [code, en]));
const goodsNames = (codes: readonly string[]) => codes.map((c) => GOODS_NAME.get(c) ?? c).join(', ');

export interface PlantHistory {
  registrations: Omit<typeof plantRegistration.$inferInsert, 'plantId'>[];
  events: Omit<typeof plantEvent.$inferInsert, 'plantId' | 'companyId'>[];
  suspensions: Omit<typeof plantSuspension.$inferInsert, 'plantId' | 'accessType' | 'countryCode'>[];
  updatedAt: Date;
}

export const RECORD_TYPE_NAME = PLANT_EVENT_TYPE_NAME;
type RecordType = PlantEventType;

const FIVE_YEARS = 5 * 365 + 1;
const RENEW_AHEAD = 120;

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
  const event = (date: Date, recordType: RecordType, enContent: string, more: Partial<PlantHistory['events'][number]> = {}) =>
    events.push({
      sourceDate: isoDate(date),
      recordType,
      recordTypeName: RECORD_TYPE_NAME[recordType],
      enContent,
      source: 'demo',
      ...more,
    });
  const code = (date: Date) => `C${plant.iso3}${date.getUTCFullYear()}${pad(random.int(0, 999_999), 6)}`;

  if (status === 2) {
    const applied = random.date(new Date(Date.UTC(2025, 5, 1)), addDays(today, -10));
    event(
      applied,
      'APPLIED',
      `GACC received the registration application of ${plantNo} for ${goodsNames(goodsTypes)}; the recommendation of the competent authority is under review.`,
    );
    for (const goodsType of goodsTypes) {
      registrations.push({ goodsType, chinaRegisterCode: '', registerDate: null, registerExpireDate: null, status: 0, state: 'pending' });
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
  // A registration is renewed some months before it runs out (the new term starts when the old one ends), so
  // an active plant's registration stays valid for months after the demo's today.
  while (addDays(validFrom, FIVE_YEARS - RENEW_AHEAD) <= today) {
    const renewedOn = addDays(validFrom, FIVE_YEARS - RENEW_AHEAD);
    validFrom = addDays(validFrom, FIVE_YEARS);
    event(renewedOn, 'RENEWED', `Registration of ${plantNo} renewed for five years, until ${isoDate(addDays(validFrom, FIVE_YEARS))}.`);
  }
  const expires = isoDate(addDays(validFrom, FIVE_YEARS));
  for (const goodsType of initial) {
    registrations.push({
      goodsType,
      chinaRegisterCode: firstCode,
      registerDate: isoDate(registered),
      registerExpireDate: expires,
      status: 1,
      state: 'valid',
    });
  }
  for (const goodsType of later) {
    const added = random.date(addDays(registered, 180), addDays(today, -30));
    const addedCode = code(added);
    event(
      added,
      'PRODUCTS_ADDED',
      `${goodsNames([goodsType])} added to the registration of ${plantNo} (China registration code ${addedCode}).`,
      { goodsType, after: { state: 'valid', chinaRegisterCode: addedCode } },
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
      state: lapsed && until < today ? 'expired' : 'valid',
    });
    if (lapsed && until < today) {
      event(until, 'EXPIRED', `The registration of ${plantNo} for ${goodsNames([goodsType])} expired and was not renewed.`, {
        goodsType,
        before: { state: 'valid' },
        after: { state: 'expired' },
      });
    }
  }

  const reasons = plant.meat ? SUSPENSION_REASONS : SEAFOOD_SUSPENSION_REASONS;
  if (status === 0) {
    // The suspension is the latest event: it is what the plant's status says.
    const lastEvent = Math.max(...events.map((e) => Date.parse(e.sourceDate)));
    const dayMs = 86_400_000;
    // Never before the latest event (a renewal a few days ago), never after today.
    const latest = new Date(Math.min(Math.max(addDays(today, -5).getTime(), lastEvent + dayMs), today.getTime()));
    const from = new Date(Math.max(Math.min(Math.max(lastEvent + 30 * dayMs, Date.UTC(2020, 0, 1)), latest.getTime()), lastEvent));
    const suspended = random.date(from, latest);
    const reason = random.pick(reasons);
    event(suspended, 'SUSPENDED', `Imports from ${plantNo} suspended by GACC: ${reason}.`, {
      goodsType: first!,
      before: { status: 1, state: 'valid' },
      after: { status: 0, state: 'suspended' },
    });
    suspensions.push({ goodsType: first!, suspendDate: isoDate(suspended), liftedDate: null, reason });
    for (const r of registrations) {
      if (r.goodsType === first) [r.status, r.state] = [0, 'suspended'];
    }
  } else if (random.chance(0.15) && addDays(registered, 400) < addDays(today, -120)) {
    const suspended = random.date(addDays(registered, 200), addDays(today, -120));
    const resumed = addDays(suspended, random.int(60, 110));
    const reason = random.pick(reasons);
    event(suspended, 'SUSPENDED', `Imports from ${plantNo} suspended by GACC: ${reason}.`, {
      goodsType: first!,
      before: { status: 1, state: 'valid' },
      after: { status: 0, state: 'suspended' },
    });
    event(resumed, 'RESUMED', `GACC lifted the suspension of ${plantNo} after reviewing the corrective actions.`, {
      goodsType: first!,
      before: { status: 0, state: 'suspended' },
      after: { status: 1, state: 'valid' },
    });
    suspensions.push({ goodsType: first!, suspendDate: isoDate(suspended), liftedDate: isoDate(resumed), reason });
  }
  events.sort((a, b) => a.sourceDate.localeCompare(b.sourceDate));
  return { registrations, events, suspensions, updatedAt: new Date(`${events[events.length - 1]!.sourceDate}T00:00:00Z`) };
}
