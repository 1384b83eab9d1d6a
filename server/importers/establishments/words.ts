import { REGISTRATION_STATE, type RegistrationState } from '../../../contracts/market/codes';

/** The words of the establishment list: its product categories, states and dates, in Chinese or English. */

type Category = { kind: 'in'; accessType: '201' | '202'; goodsType: string } | { kind: 'out-of-scope' } | { kind: 'unknown' };
const meat = (goodsType: string) => ({ kind: 'in', accessType: '201', goodsType }) as const;
const seafood = (goodsType: string) => ({ kind: 'in', accessType: '202', goodsType }) as const;

/** Categories of meat and seafood the list holds, by every name it gives them (lower-cased). */
// prettier-ignore
const CATEGORIES: Record<string, Category> = {
  牛肉产品: meat('BEEF'), 'beef products': meat('BEEF'), beef: meat('BEEF'),
  猪肉产品: meat('PORK'), 'pork products': meat('PORK'), pork: meat('PORK'),
  禽肉产品: meat('POULTRY'), 'poultry meat products': meat('POULTRY'), 'poultry products': meat('POULTRY'), poultry: meat('POULTRY'),
  羊肉产品: meat('MUTTON'), 'mutton products': meat('MUTTON'), 'sheep meat products': meat('MUTTON'), 'ovine products': meat('MUTTON'), mutton: meat('MUTTON'),
  其他肉产品: meat('OTHER_MEAT'), 'other meat products': meat('OTHER_MEAT'),
  驴肉产品: meat('DONKEY'), 'donkey meat products': meat('DONKEY'),
  食用副产品: meat('OFFAL'), 可食用副产品: meat('OFFAL'), 'edible offal': meat('OFFAL'), 'edible by-products': meat('OFFAL'),
  肠衣: meat('CASING'), casings: meat('CASING'), casing: meat('CASING'), 'natural casings': meat('CASING'),
  熟制肉制品: meat('PROCESSED'), 肉制品: meat('PROCESSED'), 'meat products': meat('PROCESSED'), 'heat-processed meat products': meat('PROCESSED'),
  水产品: seafood('AQUATIC'), 'aquatic products': seafood('AQUATIC'), 'fishery products': seafood('AQUATIC'), seafood: seafood('AQUATIC'),
};
/** Categories of the list that are neither meat nor seafood: reported, not imported. */
// prettier-ignore
const OUT_OF_SCOPE = new Set([
  '乳品', '乳制品', 'dairy products', 'dairy', '燕窝', '燕窝产品', "bird's nest", 'edible bird nest', '蜂产品', 'bee products', '蛋品', '蛋制品',
  'egg products', '中药材', 'traditional chinese medicinal materials', '植物油', '食用植物油', 'edible vegetable oils', '粮谷', '谷物',
  'grains', '坚果', 'nuts', '干果', 'dried fruits', '调味品', 'condiments', '饮料', 'beverages', '罐头', 'canned food', '宠物食品', 'pet food',
]);

export function categoryOf(text: string): Category {
  const key = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (CATEGORIES[key]) return CATEGORIES[key];
  if (OUT_OF_SCOPE.has(key)) return { kind: 'out-of-scope' };
  return { kind: 'unknown' };
}

// prettier-ignore
const STATES: Record<string, RegistrationState> = {
  有效: REGISTRATION_STATE.VALID, valid: REGISTRATION_STATE.VALID, effective: REGISTRATION_STATE.VALID, active: REGISTRATION_STATE.VALID,
  暂停进口: REGISTRATION_STATE.SUSPENDED, 'import suspended': REGISTRATION_STATE.SUSPENDED, suspended: REGISTRATION_STATE.SUSPENDED,
  注销: REGISTRATION_STATE.CANCELLED, 已注销: REGISTRATION_STATE.CANCELLED, cancelled: REGISTRATION_STATE.CANCELLED, canceled: REGISTRATION_STATE.CANCELLED,
  过期: REGISTRATION_STATE.EXPIRED, 已过期: REGISTRATION_STATE.EXPIRED, expired: REGISTRATION_STATE.EXPIRED,
};

export const stateOf = (text: string): RegistrationState | undefined => STATES[text.replace(/\s+/g, ' ').trim().toLowerCase()];

/** A list date ('2024-03-05', '2024/3/5', '2024.03.05', '20240305') as YYYY-MM-DD; null when empty, undefined when not a date. */
export function dateOf(text: string | undefined): string | null | undefined {
  if (!text) return null;
  const m = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})$/.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}
