import { isoDate } from '../../../../contracts/core/dates';
import { langOf, type Language } from '../../../../contracts/core/languages';
import { MARKET_MSG, type RegistrationState } from '../../../../contracts/market/codes';
import { fill } from '../../../../contracts/core/messages';
import type { Eligibility, EligibilityQuestion } from '../../../../contracts/market/eligibility';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../platform/envelope';
import { stateOf } from '../history';
import { nameInLang } from '../../../../contracts/core/languages';
import * as q from '../queries/eligibility';

/** An approval-history event of the plant: where its status and each registration last came from. */
export interface PlantEventFact {
  recordType: string;
  /** YYYY-MM-DD */
  sourceDate: string;
  goodsType: string | null;
  /** EVENT_SOURCE: 'import', 'admin' or 'demo'. */
  source: string;
  sourceFile: string;
}

export interface RegistrationFact {
  state: RegistrationState;
  registerDate: string | null;
  registerExpireDate: string | null;
  chinaRegisterCode: string;
}

export interface SuspensionFact {
  goodsType: string;
  suspendDate: string;
  reason: string;
}

export interface BanFact {
  banDate: string;
  plagueName: string;
  plagueNameAlias: string;
  /** A region of the country, or WHOLE_COUNTRY. */
  areaName: string;
}

/**
 * Everything the market data holds about "can plant X ship goods Y to China": what judge() decides on. The plant's
 * events, registration and suspensions are empty when no plant has the Reg.No.
 */
export interface EligibilityFacts {
  countryCode: string;
  /** The country's name in the asked language (its code when the country table lacks it): the reasons name it. */
  countryName: string;
  /** The Reg.No. as asked. */
  plantNo: string;
  goodsType: string;
  goodsTypeName: string;
  plant: NonNullable<Eligibility['plant']> | null;
  /** Newest first. */
  events: PlantEventFact[];
  /** The plant's registration for the goods type. */
  registration: RegistrationFact | null;
  /** The plant's suspensions in force, of every goods type, newest first. */
  openSuspensions: SuspensionFact[];
  /** The country's animal disease bans on the goods type, newest first. */
  bans: BanFact[];
  /**
   * The product asked for (goodsName is its Chinese name), and whether the plant is listed among its plants; null
   * when a goods type was asked.
   */
  product: { goodsCode: string; enGoodsName: string; goodsName: string; plantListed: boolean } | null;
  /** How many products of the goods type are open for import from the country; null when a product was asked. */
  openProducts: number | null;
}

const orNull = (day: Date | string | null) => (day === null ? null : isoDate(day));

/**
 * Reads the facts of a question, names in `language`. A product code that is not open for import from the asked
 * country and access type is not a question the data can answer: 404.
 */
export async function loadEligibilityFacts(
  db: Executor,
  ask: EligibilityQuestion,
  goodsTypeName: (code: string) => Promise<string>,
  language: Language = 'en',
): Promise<EligibilityFacts> {
  const product = ask.goodsCode ? await q.productByCode(db, ask.goodsCode) : undefined;
  if (ask.goodsCode && (!product || product.countryCode !== ask.countryCode || product.accessType !== ask.accessType)) {
    throw notFound(fill(MARKET_MSG.productClosed, { goodsCode: ask.goodsCode, countryCode: ask.countryCode, accessType: ask.accessType }));
  }
  const goodsType = product?.goodsType ?? ask.goodsType!;
  const [goods, found, bans, names] = await Promise.all([
    goodsTypeName(goodsType),
    q.findPlantByRegNo(db, ask.accessType, ask.countryCode, ask.plantNo),
    q.bansOn(db, ask.accessType, ask.countryCode, goodsType),
    q.countryNames(db, ask.countryCode),
  ]);
  const [events, registration, openSuspensions, plantListed, openProducts] = await Promise.all([
    found ? q.eventsOf(db, found.id) : [],
    found ? q.registrationFor(db, found.id, goodsType) : undefined,
    found ? q.openSuspensions(db, found.id) : [],
    product && found ? q.plantMakesProduct(db, product.id, found.id) : false,
    product ? null : q.countProducts(db, ask.accessType, ask.countryCode, goodsType),
  ]);
  return {
    countryCode: ask.countryCode,
    countryName: names ? nameInLang(langOf(language), names.nameEn, names.nameZh) : ask.countryCode,
    plantNo: ask.plantNo,
    goodsType,
    goodsTypeName: goods,
    plant: found
      ? {
          plantNo: found.plantNo,
          plantName: nameInLang(langOf(language), found.plantName, found.plantNameZh),
          countryCode: found.countryCode,
          countryName: nameInLang(langOf(language), found.countryName, found.countryNameZh),
          accessType: found.accessType,
          status: found.status,
          address: found.address,
        }
      : null,
    events: events.map((e) => ({ ...e, sourceDate: isoDate(e.sourceDate) })),
    registration: registration
      ? {
          state: stateOf(registration),
          registerDate: orNull(registration.registerDate),
          registerExpireDate: orNull(registration.registerExpireDate),
          chinaRegisterCode: registration.chinaRegisterCode,
        }
      : null,
    openSuspensions: openSuspensions.map((s) => ({ goodsType: s.goodsType, suspendDate: isoDate(s.suspendDate), reason: s.reason })),
    bans: bans.map((b) => ({
      banDate: isoDate(b.banDate),
      plagueName: b.plagueName,
      plagueNameAlias: b.plagueNameAlias,
      areaName: b.areaName,
    })),
    product: product ? { goodsCode: product.goodsCode, enGoodsName: product.enGoodsName, goodsName: product.goodsName, plantListed } : null,
    openProducts,
  };
}
