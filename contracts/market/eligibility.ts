import { z } from 'zod';
import { ACCESS_TYPES, LANGS } from '../core/codes';
import { defineCall } from '../core/calls';

/**
 * "Can plant X ship product Y to China today?" (issue 12): the question, the answer with every reason, and the
 * page that shows it. The answer is yes, no or uncertain; each reason names its source and the date of that source.
 */
export const ELIGIBILITY_ANSWERS = ['yes', 'no', 'uncertain'] as const;
export type EligibilityAnswer = (typeof ELIGIBILITY_ANSWERS)[number];
/** What each reason checked, in the order they are given. */
export const ELIGIBILITY_CHECKS = ['plant', 'registration', 'suspension', 'ban', 'product'] as const;
/** fail makes the answer no; warn (something the data cannot tell) makes it uncertain unless another reason fails. */
export const ELIGIBILITY_OUTCOMES = ['pass', 'fail', 'warn'] as const;
// The checks' names, the answers and the reasons in both languages: contracts/market/messages (eligibility.*).

const code = (what: string, pattern: RegExp) => z.string().trim().regex(pattern, `must be a ${what}`);

export const eligibilityBody = z
  .object({
    countryCode: code('two-letter ISO 3166-1 code', /^[A-Z]{2}$/).describe("The plant's country"),
    plantNo: z.string().trim().min(1, 'Enter the Reg.No.').max(64).describe("The plant's Reg.No. (any spacing, dots, dashes, case)"),
    accessType: z.enum(ACCESS_TYPES).default('201').describe("'201' Meat or '202' Seafood"),
    goodsType: code('goods type code', /^[A-Z_]{1,32}$/)
      .optional()
      .describe('Goods type (getPcDicDetailByLang); or give goodsCode'),
    goodsCode: code('product code', /^[A-Z0-9]{1,32}$/)
      .optional()
      .describe('A product (its goodsCode); its goods type is then the one checked'),
    lang: z.enum(LANGS).optional().describe('Language of the reasons and names: en_us (default, or the lang header) or zh_cn'),
  })
  .refine((b) => Boolean(b.goodsType || b.goodsCode), { message: 'Give goodsType or goodsCode', path: ['goodsType'] });
export type EligibilityQuestion = z.infer<typeof eligibilityBody>;

export const eligibilityReasonSchema = z.object({
  check: z.enum(ELIGIBILITY_CHECKS),
  outcome: z.enum(ELIGIBILITY_OUTCOMES),
  /** In the asked language (lang), as its source. */
  text: z.string(),
  /** Where the fact comes from: an imported list's file, the ban list, the demo generator, an administrator. */
  source: z.string(),
  /** The as-of date of that source (YYYY-MM-DD); null when the source carries none. */
  date: z.string().nullable(),
  /**
   * The values from the data that the sentence or the source quotes (a Reg.No., a registration code, a name, a region,
   * an address, a list's file), as they appear there: a reader shows them as data, which no translation touches.
   */
  quotes: z.array(z.string()),
});
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

export const eligibilitySchema = z.object({
  answer: z.enum(ELIGIBILITY_ANSWERS),
  /** The day the answer is for (today, UTC). */
  asOf: z.string(),
  plant: z
    .object({
      plantNo: z.string(),
      plantName: z.string(),
      countryCode: z.string(),
      countryName: z.string(),
      accessType: z.string(),
      status: z.number().int(),
      address: z.string(),
    })
    .nullable(),
  goodsType: z.string(),
  goodsTypeName: z.string(),
  /** goodsName is the product's Chinese name. */
  product: z.object({ goodsCode: z.string(), enGoodsName: z.string(), goodsName: z.string() }).nullable(),
  reasons: z.array(eligibilityReasonSchema),
});
export type Eligibility = z.infer<typeof eligibilitySchema>;

export const eligibilityCall = defineCall({
  tag: 'market',
  access: 'anyone',
  method: 'POST',
  reads: true,
  path: '/api/market/eligibility',
  body: eligibilityBody,
  output: eligibilitySchema,
  summary:
    'Can a plant ship a product (or goods type) to China today: yes, no or uncertain, with every reason (plant status, registration and its dates, suspensions, disease bans, product access), each with its source and date',
});

/** The page that asks the question, with its inputs in the query string (shareable). */
export const eligibilityPagePath = (q: {
  countryCode: string;
  plantNo: string;
  accessType: string;
  goodsType?: string;
  goodsCode?: string;
}) => {
  const params = new URLSearchParams({ countryCode: q.countryCode, plantNo: q.plantNo, accessType: q.accessType });
  if (q.goodsCode) params.set('goodsCode', q.goodsCode);
  else if (q.goodsType) params.set('goodsType', q.goodsType);
  return `/market/eligibility?${params.toString()}`;
};

/** Whether an address lies in a region: the region is one of the address's comma-separated parts. */
export const addressInRegion = (address: string, region: string) =>
  address
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .includes(region.trim().toLowerCase());
