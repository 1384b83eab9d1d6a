import { PLANT_STATUS_LABEL } from '../../../../contracts/market/codes';
import { addressInRegion, type Eligibility, type EligibilityReason } from '../../../../contracts/market/eligibility';
import { WHOLE_COUNTRY } from '../diseases';
import type { EligibilityFacts, PlantEventFact } from './facts';

/**
 * "Can plant X ship product Y to China today?", decided on the facts alone (no I/O): every check gives its
 * reasons, each with its source and date. Any failed reason makes the answer no; otherwise a reason the data cannot
 * settle (a product the plant is not listed for, a registration without an expiry date) makes it uncertain.
 */
export const BAN_SOURCE = 'GACC animal disease ban list';
export const PRODUCT_SOURCE = 'Products open for import (market access list)';
const DAY = 86_400_000;

type Check = (facts: EligibilityFacts, today: string) => EligibilityReason[];

/** Where an event's facts come from: the imported list by name, an administrator, or the demo generator. */
export function sourceOf(e: PlantEventFact | undefined): { source: string; date: string | null } {
  if (!e) return { source: 'Market data', date: null };
  if (e.source === 'import') return { source: `GACC registered establishments list (${e.sourceFile})`, date: e.sourceDate };
  if (e.source === 'admin') return { source: "The portal's administrator", date: e.sourceDate };
  return { source: 'Demo data (generated history)', date: e.sourceDate };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** The plant is registered under the Reg.No. and Active. */
export const plantCheck: Check = ({ plant, plantNo, countryCode, events }, today) => {
  if (!plant) {
    const text = `No plant with Reg.No. ${plantNo} is registered in ${countryCode} for this access type.`;
    return [{ check: 'plant', outcome: 'fail', text, source: 'Market data: registered plants', date: today }];
  }
  const status = PLANT_STATUS_LABEL[plant.status] ?? String(plant.status);
  const active = plant.status === 1;
  const text = active ? `The plant is ${status}.` : `The plant is ${status}: it may not ship to China.`;
  return [{ check: 'plant', outcome: active ? 'pass' : 'fail', text, ...sourceOf(events[0]) }];
};

/** The plant holds a valid registration for the goods type today; one without an expiry date is uncertain. */
export const registrationCheck: Check = ({ plant, registration: reg, events, goodsType, goodsTypeName: goods }, today) => {
  if (!plant) return [];
  const src = sourceOf(events.find((e) => e.goodsType === goodsType) ?? events.find((e) => e.recordType === 'REGISTERED'));
  const reason = (outcome: EligibilityReason['outcome'], text: string): EligibilityReason[] => [
    { check: 'registration', outcome, text, ...src },
  ];
  if (!reg) return reason('fail', `The plant is not registered for ${goods}.`);
  const from = reg.registerDate;
  const until = reg.registerExpireDate;
  const dates = `${from ? `registered ${from}` : 'no registration date'}, ${until ? `valid until ${until}` : 'no expiry date recorded'}`;
  const code = reg.chinaRegisterCode ? ` (China registration code ${reg.chinaRegisterCode})` : '';
  if (reg.state !== 'valid') return reason('fail', `The registration for ${goods}${code} is ${reg.state}: ${dates}.`);
  if (until && until < today) return reason('fail', `The registration for ${goods}${code} expired on ${until}.`);
  if (from && from > today) return reason('fail', `The registration for ${goods}${code} starts on ${from}.`);
  if (!until) return reason('warn', `The registration for ${goods}${code} is valid, but ${dates}.`);
  const left = daysBetween(today, until);
  const soon = left <= 90 ? ` It expires in ${left} days.` : '';
  return reason('pass', `Registered for ${goods}${code}: ${dates}.${soon}`);
};

/** No suspension of the goods type from the plant is in force (suspensions of other goods types are mentioned). */
export const suspensionCheck: Check = ({ plant, openSuspensions: open, events, goodsType, goodsTypeName: goods }) => {
  if (!plant) return [];
  const relevant = open.filter((s) => s.goodsType === goodsType);
  if (relevant.length === 0) {
    const others = open.length > 0 ? ` (${open.length} suspension${open.length > 1 ? 's' : ''} of other goods types in force)` : '';
    return [
      {
        check: 'suspension',
        outcome: 'pass',
        text: `No suspension of ${goods} from the plant is in force${others}.`,
        ...sourceOf(events[0]),
      },
    ];
  }
  return relevant.map((s) => {
    const date = s.suspendDate;
    const e = events.find((x) => x.recordType === 'SUSPENDED' && x.sourceDate === date);
    return {
      check: 'suspension',
      outcome: 'fail',
      text: `Imports of ${goods} from the plant are suspended since ${date}${s.reason ? `: ${s.reason}` : ''}.`,
      source: sourceOf(e).source,
      date,
    };
  });
};

/** No animal disease ban on the goods type covers the whole country or the plant's region. */
export const banCheck: Check = ({ bans, plant, countryCode, goodsTypeName: goods }, today) => {
  if (bans.length === 0) {
    const text = `No animal disease ban on ${goods} from ${countryCode} is recorded.`;
    return [{ check: 'ban', outcome: 'pass', text, source: BAN_SOURCE, date: today }];
  }
  return bans.map((b): EligibilityReason => {
    const date = b.banDate;
    const disease = b.plagueName || b.plagueNameAlias;
    const reason = (outcome: EligibilityReason['outcome'], text: string): EligibilityReason => ({
      check: 'ban',
      outcome,
      text: `${disease}: ${text}`,
      source: BAN_SOURCE,
      date,
    });
    if (b.areaName === WHOLE_COUNTRY) return reason('fail', `imports of ${goods} from the whole country are banned since ${date}.`);
    if (!plant || addressInRegion(plant.address, b.areaName)) {
      // Without a plant its region is unknown: the regional ban may or may not cover it.
      const where = plant ? `${b.areaName}, where the plant is` : `${b.areaName} (the plant's region is unknown)`;
      return reason(plant ? 'fail' : 'warn', `imports of ${goods} from ${where} are banned since ${date}.`);
    }
    return reason('pass', `the ban since ${date} covers ${b.areaName} only; the plant's address (${plant.address}) is outside it.`);
  });
};

/**
 * The product asked for is open for import and the plant is listed among its plants (not listed: uncertain); for a
 * goods type, at least one of its products is open for import from the country.
 */
export const productCheck: Check = ({ product, plant, countryCode, openProducts, goodsTypeName: goods }) => {
  if (product) {
    const unlisted = plant !== null && !product.plantListed;
    const text = unlisted
      ? `${product.enGoodsName} is open for import from ${countryCode}, but the plant is not listed among its plants.`
      : `${product.enGoodsName} is open for import from ${countryCode}${plant ? ' and the plant is listed among its plants' : ''}.`;
    return [{ check: 'product', outcome: unlisted ? 'warn' : 'pass', text, source: PRODUCT_SOURCE, date: null }];
  }
  const n = openProducts ?? 0;
  const text =
    n > 0
      ? `${n} product${n > 1 ? 's' : ''} of ${goods} are open for import from ${countryCode}.`
      : `There are no access products of ${goods} in this country.`;
  return [{ check: 'product', outcome: n > 0 ? 'pass' : 'fail', text, source: PRODUCT_SOURCE, date: null }];
};

/** In the order the answer gives them (ELIGIBILITY_CHECKS). */
export const CHECKS: readonly Check[] = [plantCheck, registrationCheck, suspensionCheck, banCheck, productCheck];

export function answerOf(reasons: readonly EligibilityReason[]): Eligibility['answer'] {
  if (reasons.some((r) => r.outcome === 'fail')) return 'no';
  return reasons.some((r) => r.outcome === 'warn') ? 'uncertain' : 'yes';
}

/** The answer on `today` (YYYY-MM-DD) from the facts alone. */
export function judge(facts: EligibilityFacts, today: string): Eligibility {
  const reasons = CHECKS.flatMap((check) => check(facts, today));
  return {
    answer: answerOf(reasons),
    asOf: today,
    plant: facts.plant,
    goodsType: facts.goodsType,
    goodsTypeName: facts.goodsTypeName,
    product: facts.product ? { goodsCode: facts.product.goodsCode, enGoodsName: facts.product.enGoodsName } : null,
    reasons,
  };
}
