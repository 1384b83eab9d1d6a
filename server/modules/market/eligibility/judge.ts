import type { TFunction } from 'i18next';
import type { Language } from '../../../../contracts/core/languages';
import { translator } from '../../../../contracts/core/i18n';
import { marketDataMessages, plantStatusKey } from '../../../../contracts/market/messages';
import { addressInRegion, type Eligibility, type EligibilityReason } from '../../../../contracts/market/eligibility';
import { WHOLE_COUNTRY } from '../diseases';
import type { EligibilityFacts, PlantEventFact } from './facts';

/**
 * "Can plant X ship product Y to China today?", decided on the facts alone (no I/O): every check gives its
 * reasons, each with its source and date. Any failed reason makes the answer no; otherwise a reason the data cannot
 * settle (a product the plant is not listed for, a registration without an expiry date) makes it uncertain. The
 * reasons are written in the asked language (contracts/market/messages); the facts come with names in it.
 */
const DAY = 86_400_000;

/** The language the reasons are written in, and its texts. */
export interface Wording {
  language: Language;
  t: TFunction<'marketData'>;
}
export const wordingIn = (language: Language): Wording => ({ language, t: translator(language, marketDataMessages) });
const ENGLISH = wordingIn('en');

export const BAN_SOURCE = ENGLISH.t('eligibility.source.bans');
export const PRODUCT_SOURCE = ENGLISH.t('eligibility.source.products');

/** A reason as a check gives it; judge() adds what its sentence quotes. */
type Reason = Omit<EligibilityReason, 'quotes'>;
type Check = (facts: EligibilityFacts, today: string, say?: Wording) => Reason[];

/** Where an event's facts come from: the imported list by name, a GACC notice by its code, an administrator, or the demo generator. */
export function sourceOf(e: PlantEventFact | undefined, { t }: Wording = ENGLISH): { source: string; date: string | null } {
  if (!e) return { source: t('eligibility.source.marketData'), date: null };
  if (e.source === 'import') return { source: t('eligibility.source.list', { file: e.sourceFile }), date: e.sourceDate };
  if (e.source === 'notice') return { source: t('eligibility.source.notice', { code: e.sourceFile }), date: e.sourceDate };
  if (e.source === 'admin') return { source: t('eligibility.source.admin'), date: e.sourceDate };
  return { source: t('eligibility.source.demo'), date: e.sourceDate };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY);

/** The plant is registered under the Reg.No. and Active. */
export const plantCheck: Check = ({ plant, plantNo, countryName, events }, today, say = ENGLISH) => {
  const { t } = say;
  if (!plant) {
    const text = t('eligibility.plant.notFound', { plantNo, country: countryName });
    return [{ check: 'plant', outcome: 'fail', text, source: t('eligibility.source.registeredPlants'), date: today }];
  }
  const status = t(`plantStatus.${plantStatusKey(plant.status)}`);
  const active = plant.status === 1;
  const text = t(active ? 'eligibility.plant.active' : 'eligibility.plant.notActive', { status });
  return [{ check: 'plant', outcome: active ? 'pass' : 'fail', text, ...sourceOf(events[0], say) }];
};

/** The plant holds a valid registration for the goods type today; one without an expiry date is uncertain. */
export const registrationCheck: Check = ({ plant, registration: reg, events, goodsType, goodsTypeName: goods }, today, say = ENGLISH) => {
  if (!plant) return [];
  const { t } = say;
  const src = sourceOf(events.find((e) => e.goodsType === goodsType) ?? events.find((e) => e.recordType === 'REGISTERED'), say);
  const reason = (outcome: EligibilityReason['outcome'], text: string): Reason[] => [{ check: 'registration', outcome, text, ...src }];
  if (!reg) return reason('fail', t('eligibility.registration.none', { goods }));
  const from = reg.registerDate;
  const until = reg.registerExpireDate;
  const dates = t('eligibility.registration.dates', {
    from: from ? t('eligibility.registration.registeredOn', { date: from }) : t('eligibility.registration.noRegisterDate'),
    until: until ? t('eligibility.registration.validUntil', { date: until }) : t('eligibility.registration.noExpiry'),
  });
  const code = reg.chinaRegisterCode ? t('eligibility.registration.code', { code: reg.chinaRegisterCode }) : '';
  const about = { goods, code, dates };
  if (reg.state !== 'valid') {
    return reason('fail', t('eligibility.registration.notValid', { ...about, state: t(`registrationState.${reg.state}`) }));
  }
  if (until && until < today) return reason('fail', t('eligibility.registration.expired', { ...about, date: until }));
  if (from && from > today) return reason('fail', t('eligibility.registration.notYet', { ...about, date: from }));
  if (!until) return reason('warn', t('eligibility.registration.withoutExpiry', about));
  const left = daysBetween(today, until);
  const soon = left <= 90 ? t('eligibility.registration.expiresIn', { count: left }) : '';
  return reason('pass', t('eligibility.registration.valid', { ...about, soon }));
};

/** No suspension of the goods type from the plant is in force (suspensions of other goods types are mentioned). */
export const suspensionCheck: Check = (
  { plant, openSuspensions: open, events, goodsType, goodsTypeName: goods },
  _today,
  say = ENGLISH,
) => {
  if (!plant) return [];
  const { t } = say;
  const relevant = open.filter((s) => s.goodsType === goodsType);
  if (relevant.length === 0) {
    const others = open.length > 0 ? t('eligibility.suspension.others', { count: open.length }) : '';
    return [
      { check: 'suspension', outcome: 'pass', text: t('eligibility.suspension.none', { goods, others }), ...sourceOf(events[0], say) },
    ];
  }
  return relevant.map((s) => {
    const date = s.suspendDate;
    const e = events.find((x) => x.recordType === 'SUSPENDED' && x.sourceDate === date);
    const text = s.reason
      ? t('eligibility.suspension.sinceBecause', { goods, date, reason: s.reason })
      : t('eligibility.suspension.since', { goods, date });
    return { check: 'suspension', outcome: 'fail', text, source: sourceOf(e, say).source, date };
  });
};

/** No animal disease ban on the goods type covers the whole country or the plant's region. */
export const banCheck: Check = ({ bans, plant, countryName, goodsTypeName: goods }, today, say = ENGLISH) => {
  const { t, language } = say;
  const source = t('eligibility.source.bans');
  if (bans.length === 0) {
    return [{ check: 'ban', outcome: 'pass', text: t('eligibility.ban.none', { goods, country: countryName }), source, date: today }];
  }
  return bans.map((b): Reason => {
    const date = b.banDate;
    // The notice's name in the asked language when it has one (plagueNameAlias is the Chinese one).
    const disease = language === 'zh' ? b.plagueNameAlias || b.plagueName : b.plagueName || b.plagueNameAlias;
    const reason = (outcome: EligibilityReason['outcome'], text: string): Reason => ({
      check: 'ban',
      outcome,
      text: t('eligibility.ban.ofDisease', { disease, text }),
      source,
      date,
    });
    const area = b.areaName;
    if (area === WHOLE_COUNTRY) return reason('fail', t('eligibility.ban.wholeCountry', { goods, date }));
    // Without a plant its region is unknown: the regional ban may or may not cover it.
    if (!plant) return reason('warn', t('eligibility.ban.unknownRegion', { goods, area, date }));
    if (addressInRegion(plant.address, area)) return reason('fail', t('eligibility.ban.plantRegion', { goods, area, date }));
    return reason('pass', t('eligibility.ban.outside', { date, area, address: plant.address }));
  });
};

/**
 * The product asked for is open for import and the plant is listed among its plants (not listed: uncertain); for a
 * goods type, at least one of its products is open for import from the country.
 */
export const productCheck: Check = ({ product, plant, countryName, openProducts, goodsTypeName: goods }, _today, say = ENGLISH) => {
  const { t, language } = say;
  const source = t('eligibility.source.products');
  const country = countryName;
  if (product) {
    const name = language === 'zh' ? product.goodsName || product.enGoodsName : product.enGoodsName;
    const unlisted = plant !== null && !product.plantListed;
    const key = unlisted ? 'eligibility.product.unlisted' : plant ? 'eligibility.product.listed' : 'eligibility.product.open';
    return [{ check: 'product', outcome: unlisted ? 'warn' : 'pass', text: t(key, { product: name, country }), source, date: null }];
  }
  const n = openProducts ?? 0;
  const text = n > 0 ? t('eligibility.product.count', { count: n, goods, country }) : t('eligibility.product.none', { goods });
  return [{ check: 'product', outcome: n > 0 ? 'pass' : 'fail', text, source, date: null }];
};

/** In the order the answer gives them (ELIGIBILITY_CHECKS). */
export const CHECKS: readonly Check[] = [plantCheck, registrationCheck, suspensionCheck, banCheck, productCheck];

export function answerOf(reasons: readonly Reason[]): Eligibility['answer'] {
  if (reasons.some((r) => r.outcome === 'fail')) return 'no';
  return reasons.some((r) => r.outcome === 'warn') ? 'uncertain' : 'yes';
}

/** The answer on `today` (YYYY-MM-DD) from the facts alone, its reasons in `language`. */
/** The values of the data a reason's sentence or source may quote, longest first (so a name is found before a shorter value inside it). */
function quotableValues(facts: EligibilityFacts): string[] {
  const values = [
    facts.plantNo,
    facts.plant?.plantNo,
    facts.plant?.plantName,
    facts.plant?.address,
    facts.registration?.chinaRegisterCode,
    ...facts.bans.map((b) => b.areaName),
    ...facts.openSuspensions.map((s) => s.reason),
    ...facts.events.map((e) => e.sourceFile),
  ];
  return [...new Set(values.filter((v): v is string => Boolean(v?.trim())))].sort((a, b) => b.length - a.length);
}

export function judge(facts: EligibilityFacts, today: string, language: Language = 'en'): Eligibility {
  const say = wordingIn(language);
  const quotable = quotableValues(facts);
  const reasons = CHECKS.flatMap((check) => check(facts, today, say)).map((r) => ({
    ...r,
    quotes: quotable.filter((value) => r.text.includes(value) || r.source.includes(value)),
  }));
  const product = facts.product;
  return {
    answer: answerOf(reasons),
    asOf: today,
    plant: facts.plant,
    goodsType: facts.goodsType,
    goodsTypeName: facts.goodsTypeName,
    product: product ? { goodsCode: product.goodsCode, enGoodsName: product.enGoodsName, goodsName: product.goodsName } : null,
    reasons,
  };
}
