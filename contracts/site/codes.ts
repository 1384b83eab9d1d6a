import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The site area's constants: dictionaries and agreements (§3, §7 'Site'). */

/** Dictionaries served by 'GET base dic select list' (§7). */
/** product_term: product words in English and Chinese that search treats as one (docs/search.md 'Synonyms'). */
export const DIC_CODES = [
  'access_type',
  'goods_type',
  'products_approval',
  'community_label_class',
  'feedback_type',
  'product_term',
] as const;
export type DicCode = (typeof DIC_CODES)[number];

/** Agreement types. INSTRUCTION is named by the spec; REGISTRATION is the sign-up agreement. */
export const AGREEMENT_TYPES = ['INSTRUCTION', 'REGISTRATION'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** The notice bar's settings (§3 'Notice config'): its text and its More link. */
export const NOTICE_CODES = ['ROLL_MESSAGE', 'REDIRECT_URL'] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];

/** Where a banner shows (§7 'banner listByPosition'): TOP_YDT is the knowledge base's top banner. */
export const BANNER_POSITIONS = ['TOP_YDT'] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];

export const BANNER_LIMITS = { title: 100, image: 500, link: 500, appId: 32, sort: 9_999 } as const;

export const siteMessages = messageTable('spec-site', en, zh);
export const BANNER_MSG = siteMessages.texts.en;
