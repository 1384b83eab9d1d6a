/** The site area's constants: dictionaries and agreements (§3, §7 'Site'). */

/** Dictionaries served by 'GET base dic select list' (§7). */
export const DIC_CODES = ['access_type', 'goods_type', 'products_approval', 'community_label_class', 'feedback_type'] as const;
export type DicCode = (typeof DIC_CODES)[number];

/** Agreement types. INSTRUCTION is named by the spec; REGISTRATION is the sign-up agreement. */
export const AGREEMENT_TYPES = ['INSTRUCTION', 'REGISTRATION'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/** The notice bar's settings (§3 'Notice config'): its text and its More link. */
export const NOTICE_CODES = ['ROLL_MESSAGE', 'REDIRECT_URL'] as const;
export type NoticeCode = (typeof NOTICE_CODES)[number];
