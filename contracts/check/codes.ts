import { messageTable } from '../core/messages';
import en from './messages/en.json';
import zh from './messages/zh.json';

/** The supplier check and the list of high-risk bank accounts (issue 28, docs/supplier-check.md): limits and words. */
export const CHECK_LIMITS = {
  companyName: 200,
  /** An account number as typed (IBAN at most 34 characters; spaces and dashes on top). */
  accountTyped: 64,
  accountKeyMin: 5,
  accountKeyMax: 34,
  holderName: 200,
  bankName: 200,
  storyMin: 20,
  story: 2000,
  reason: 500,
  /** Reports per user and day. */
  reportsPerDay: 5,
  /** Facts listed per section at most (the newest). */
  factsPerSection: 20,
  adminPageSize: 20,
} as const;

/** A report's life: pending until reviewed; confirmed ones are flagged until withdrawn. */
export const BANK_REPORT_STATUSES = ['pending', 'confirmed', 'refused', 'withdrawn'] as const;
export type BankReportStatus = (typeof BANK_REPORT_STATUSES)[number];

/** What the check answers about, in the order it shows them. */
export const CHECK_TOPICS = ['plant', 'portal', 'registration', 'history', 'rejections', 'bans', 'community', 'bankAccounts'] as const;
export type CheckTopic = (typeof CHECK_TOPICS)[number];
/** flag: something a payer must weigh; note: facts without a warning; none: the portal holds no record (never "safe"). */
export const CHECK_SIGNALS = ['flag', 'note', 'none'] as const;
export type CheckSignal = (typeof CHECK_SIGNALS)[number];

/** An account number as it is compared: without spaces, dashes, dots, slashes and underscores, upper-cased. */
export const accountKeyOf = (typed: string) => typed.replace(/[\s\-./_]/g, '').toUpperCase();
export const ACCOUNT_KEY_PATTERN = /^[A-Z0-9]+$/;

/** Markup: a '<' that opens a tag, a comment or a declaration. Text fields of the reports refuse it. */
export const MARKUP_PATTERN = /<\s*[a-zA-Z!/?]/;

/** The subject of a report in the audit log and of its files in the uploads. */
export const BANK_REPORT_SUBJECT = 'bankAccountReport';

export const checkMessages = messageTable('spec-check', en, zh, {
  tooManyReports: { max: CHECK_LIMITS.reportsPerDay },
  storyTooShort: { min: CHECK_LIMITS.storyMin },
});
export const CHECK_MSG = checkMessages.texts.en;
