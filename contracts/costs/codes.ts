import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** Landed cost (docs/costs.md, §7 'rate', 'cost calculator'): exchange rates, the tariff schedule and the calculator. */

/** Incoterms the calculator takes, and what each leaves the buyer to pay before the goods reach a Chinese port. */
export const INCOTERMS = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];
export const INCOTERM_NEEDS: Record<Incoterm, { freight: boolean; insurance: boolean; originCharges: boolean }> = {
  EXW: { freight: true, insurance: true, originCharges: true },
  FCA: { freight: true, insurance: true, originCharges: false },
  FOB: { freight: true, insurance: true, originCharges: false },
  CFR: { freight: false, insurance: true, originCharges: false },
  CIF: { freight: false, insurance: false, originCharges: false },
  DAP: { freight: false, insurance: false, originCharges: false },
};

/** Currencies a price may be quoted in (each needs a rate to CNY on the day, CNY itself excepted). */
// prettier-ignore
export const CURRENCIES = ['CNY', 'USD', 'EUR', 'AUD', 'NZD', 'BRL', 'CAD', 'GBP', 'JPY', 'CHF', 'DKK', 'NOK', 'SEK', 'THB', 'KRW', 'SGD', 'MXN', 'ZAR', 'INR', 'IDR', 'MYR', 'PHP', 'HKD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const HOME_CURRENCY = 'CNY';

export const QUANTITY_UNITS = ['t', 'kg'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** China's free-trade agreements with a tariff for meat and seafood, and their members (ISO country codes). */
// prettier-ignore
const ASEAN = ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'];
// prettier-ignore
export const AGREEMENTS: Record<string, readonly string[]> = {
  CHAFTA: ['AU'],
  CN_NZ: ['NZ'],
  CN_CL: ['CL'],
  CN_PE: ['PE'],
  CN_CR: ['CR'],
  CN_IS: ['IS'],
  CN_CH: ['CH'],
  CN_KR: ['KR'],
  CN_EC: ['EC'],
  CN_RS: ['RS'],
  ACFTA: ASEAN,
  RCEP: ['AU', 'NZ', 'JP', 'KR', ...ASEAN],
};
export type Agreement = keyof typeof AGREEMENTS;
export const isAgreement = (code: string): boolean => Object.hasOwn(AGREEMENTS, code);

export const COST_LIMITS = {
  /** Quantities up to 100,000 t (or its kilograms), three decimals. */
  maxQuantityTonnes: 100_000,
  quantityDecimals: 3,
  /** Prices up to 10,000,000 a unit, four decimals. */
  maxPrice: 10_000_000,
  priceDecimals: 4,
  /** Freight, insurance and charges up to 100,000,000, two decimals. */
  maxCharge: 100_000_000,
  rateDecimals: 6,
  maxRate: 100_000,
  /** Origins compared side by side. */
  maxOrigins: 4,
  title: 100,
  keyword: 50,
  searchResults: 50,
  historyDays: 366,
  savedPageSize: 10,
  /** Insurance when none is entered: 0.3 % of goods and freight (China Customs' rule when the premium is unknown). */
  defaultInsuranceBp: 30,
} as const;

/**
 * The HS headings of each goods type of the market's products and plants (BEEF, PORK, CRUSTACEAN...), so a product or
 * plant page links the tariff lines that cover it and opens the calculator on them. A type without one (fish meal,
 * algae: not meat or seafood for human food under chapters 02, 03, 05.04 and 16) has no link.
 */
// prettier-ignore
export const HS_HEADINGS_OF_GOODS_TYPE: Record<string, readonly string[]> = {
  BEEF: ['0202', '0201', '1602'], PORK: ['0203', '1601'], MUTTON: ['0204'], DONKEY: ['0205'], OFFAL: ['0206', '0504'],
  POULTRY: ['0207'], CASING: ['0504'], PROCESSED: ['1601', '1602'], FISH_CHILLED: ['0302'], FISH_FROZEN: ['0303', '0304'],
  CRUSTACEAN: ['0306', '1605'], MOLLUSC: ['0307'], BIVALVE: ['0307'], ECHINODERM: ['0308'],
};
/** The tariff search's keyword for a goods type: its headings, space separated ('0202 0201 1602'); '' when none. */
export const tariffKeywordOf = (goodsType: string): string => (HS_HEADINGS_OF_GOODS_TYPE[goodsType] ?? []).join(' ');

/** What a calculation's line is. */
export const COST_LINES = [
  'goods',
  'freight',
  'insurance',
  'originCharges',
  'customsValue',
  'duty',
  'additionalDuty',
  'vat',
  'destinationCharges',
  'landed',
] as const;
export type CostLineKey = (typeof COST_LINES)[number];

/** Why a duty rate applies. */
export const DUTY_BASES = ['MFN', 'PROVISIONAL', 'AGREEMENT'] as const;
export type DutyBasis = (typeof DUTY_BASES)[number];

/** The source named for what the user entered. */
export const ENTERED_SOURCE = 'Entered by user';
export const DEMO_SOURCE = 'Demo data';

export const costMessages = messageTable('spec-costs', en, zh, {
  quantityMax: { max: COST_LIMITS.maxQuantityTonnes },
  priceMax: { max: COST_LIMITS.maxPrice },
  chargeMax: { max: COST_LIMITS.maxCharge },
  originsMax: { max: COST_LIMITS.maxOrigins },
  titleMax: { max: COST_LIMITS.title },
  rangeMax: { max: COST_LIMITS.historyDays },
});
export const COST_MSG = costMessages.texts.en;
