import { z } from 'zod';
import { ACCESS_TYPES, LANGS } from '../core/codes';
import { shaped } from '../core/fields';
import { fill } from '../core/messages';
import { int, intText } from '../core/numbers';
import { pageText } from '../core/fields';
import { COUNTRY_CODE } from '../core/rules';
import { UPLOAD_RULES } from '../uploads/codes';
import {
  accountKeyOf,
  ACCOUNT_KEY_PATTERN,
  BANK_REPORT_STATUSES,
  CHECK_LIMITS as L,
  CHECK_MSG,
  CHECK_SIGNALS,
  CHECK_TOPICS,
  MARKUP_PATTERN,
} from './codes';

/** Plain text of at most `max` characters after trimming, without markup. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fill(CHECK_MSG.tooLong, { max }))
    .refine((v) => !MARKUP_PATTERN.test(v), CHECK_MSG.noMarkup);
const required = (max: number) => text(max).refine((v) => v.length > 0, CHECK_MSG.empty);
const countryCode = () => shaped(COUNTRY_CODE);

/** An account number as typed: its letters and digits (5 to 34) are what count. */
const accountNumber = () =>
  text(L.accountTyped).refine((v) => {
    const key = accountKeyOf(v);
    return ACCOUNT_KEY_PATTERN.test(key) && key.length >= L.accountKeyMin && key.length <= L.accountKeyMax;
  }, CHECK_MSG.accountShape);

export const checkBody = z
  .object({
    countryCode: countryCode().optional().describe("The plant's country (two-letter code); needed with plantNo"),
    plantNo: text(64).optional().describe("The plant's Reg.No., matched as loosely as the market search (spacing, dots, dashes, case)"),
    accessType: z.enum(ACCESS_TYPES).default('201').describe("'201' Meat or '202' Seafood"),
    companyName: text(L.companyName).optional().describe("The supplier's company name as it was given to you"),
    bankAccount: accountNumber().optional().describe('The account number you were asked to pay into (IBAN or local)'),
    lang: z.enum(LANGS).optional().describe('Language of the answer: en_us (default) or zh_cn'),
  })
  .refine((b) => Boolean(b.plantNo || b.companyName || b.bankAccount), { message: CHECK_MSG.askSomething, path: ['plantNo'] })
  .refine((b) => !b.plantNo || Boolean(b.countryCode), { message: CHECK_MSG.plantNeedsCountry, path: ['countryCode'] });
export type CheckQuestion = z.output<typeof checkBody>;

/** The plant part of a question alone (otherRisk, goods/check). */
export const plantKeyBody = z.object({
  countryCode: countryCode(),
  plantNo: required(64),
  accessType: z.enum(ACCESS_TYPES).default('201'),
  lang: z.enum(LANGS).optional(),
});

export const checkFactSchema = z.object({
  /** In the asked language. */
  text: z.string(),
  /** Where it comes from, in the asked language. */
  source: z.string(),
  /** The as-of date of that source (YYYY-MM-DD or YYYY-MM); null when it has none. */
  date: z.string().nullable(),
  /** A page of the portal that shows more. */
  link: z.string().nullable(),
});
export type CheckFact = z.infer<typeof checkFactSchema>;

export const checkSectionSchema = z.object({
  topic: z.enum(CHECK_TOPICS),
  signal: z.enum(CHECK_SIGNALS),
  facts: z.array(checkFactSchema),
});
export type CheckSection = z.infer<typeof checkSectionSchema>;

export const checkAnswerSchema = z.object({
  /** The day the answer is for (UTC). */
  asOf: z.string(),
  plant: z
    .object({
      plantNo: z.string(),
      plantName: z.string(),
      countryCode: z.string(),
      accessType: z.string(),
      status: z.number().int(),
      link: z.string(),
    })
    .nullable(),
  company: z.object({ name: z.string(), link: z.string() }).nullable(),
  /** Link to the country's unqualified information, when a country is known. */
  countryLink: z.string().nullable(),
  /** In CHECK_TOPICS order; only the topics the question reaches. */
  sections: z.array(checkSectionSchema),
});
export type CheckAnswer = z.infer<typeof checkAnswerSchema>;

export const accountMatchesQuery = z
  .object({
    account: accountNumber().optional().describe('An account number; spaces, dashes, dots and case do not matter'),
    name: text(L.companyName).optional().describe("A holder's or company's name (a part of it, three characters or more)"),
    lang: z.enum(LANGS).optional(),
  })
  .refine((q) => Boolean(q.account || q.name), { message: CHECK_MSG.askSomething, path: ['account'] });

export const flaggedAccountSchema = z.object({
  accountNumber: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  countryCode: z.string(),
  /** When an administrator confirmed it (YYYY-MM-DD). */
  confirmedOn: z.string(),
  demo: z.boolean(),
});
export const accountMatchesSchema = z.object({
  asOf: z.string(),
  section: checkSectionSchema,
  list: z.array(flaggedAccountSchema),
});

export const reportBody = z.object({
  accountNumber: accountNumber().describe('The account number (IBAN or local), as you were given it'),
  holderName: required(L.holderName).describe("The account holder's name"),
  bankName: required(L.bankName).describe('The bank'),
  countryCode: countryCode().describe("The bank's country"),
  story: text(L.story)
    .refine((v) => v.length >= L.storyMin, CHECK_MSG.storyTooShort)
    .describe(`What happened, ${L.storyMin} to ${L.story} characters`),
  evidence: z
    .array(z.string().max(500))
    .max(UPLOAD_RULES['bank-evidence'].maxCount)
    .default([])
    .describe("Addresses of pictures uploaded for 'bank-evidence' by you"),
});

const reportFields = {
  id: z.number().int(),
  accountNumber: z.string(),
  holderName: z.string(),
  bankName: z.string(),
  countryCode: z.string(),
  story: z.string(),
  evidence: z.array(z.string()),
  status: z.enum(BANK_REPORT_STATUSES),
  decisionReason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
};
export const myReportSchema = z.object(reportFields);
export const adminReportSchema = z.object({
  ...reportFields,
  reporter: z.object({ userId: z.number().int(), nickName: z.string(), email: z.string() }).nullable(),
  company: z.object({ name: z.string(), link: z.string() }).nullable(),
  /** Other reports of the same account (any status). */
  sameAccount: z.number().int(),
  source: z.string(),
});
export type AdminBankReport = z.infer<typeof adminReportSchema>;
export type MyBankReport = z.infer<typeof myReportSchema>;

export const adminReportsQuery = z.object({
  status: z.enum(BANK_REPORT_STATUSES).optional(),
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(L.adminPageSize),
});
export const reportIdParams = z.object({ id: intText({ min: 1 }) });
export const decisionBody = z.object({ reason: required(L.reason) });
export const reportIdBody = z.object({ id: int().min(1) });

export const countryParams = z.object({ countryCode: countryCode() });
export const countryQuery = z.object({ lang: z.enum(LANGS).optional() });
const counted = z.object({ count: z.number().int() });
export const countryUnqualifiedSchema = z.object({
  countryCode: z.string(),
  countryName: z.string(),
  total: z.number().int(),
  byYear: z.array(counted.extend({ year: z.string() })),
  /** Oldest first. */
  byMonth: z.array(counted.extend({ month: z.string() })),
  byReason: z.array(counted.extend({ reason: z.string() })),
  sources: z.array(z.string()),
  /** The newest report month (YYYY-MM); null without records. */
  asOf: z.string().nullable(),
});
export type CountryUnqualified = z.infer<typeof countryUnqualifiedSchema>;
