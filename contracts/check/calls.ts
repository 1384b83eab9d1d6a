import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import { eligibilitySchema } from '../market/eligibility';
import {
  accountMatchesQuery,
  accountMatchesSchema,
  adminReportSchema,
  adminReportsQuery,
  checkAnswerSchema,
  checkBody,
  checkSectionSchema,
  countryParams,
  countryQuery,
  countryUnqualifiedSchema,
  decisionBody,
  myReportSchema,
  plantKeyBody,
  reportBody,
  reportIdParams,
} from './models';

const tag = 'supplier-check';
const admin = { tag: 'admin', access: 'admin' } as const;
/** Reviews change what the check answers visitors: the check's cached answers go stale. */
const invalidates = [tag] as const;

/** The supplier check and the high-risk bank accounts (§7 catalogue companyInfo/query and goods/check; issue 28). */
export const checkCalls = {
  check: defineCall({
    tag,
    access: 'anyone',
    method: 'POST',
    reads: true,
    path: '/api/companyInfo/query/check',
    body: checkBody,
    output: checkAnswerSchema,
    summary:
      'What to know before paying a supplier: for a plant (country + Reg.No.), a company name and/or a bank account number, the ' +
      'facts the portal holds (registration and products today, suspension and approval history, China Customs unapproved-shipment ' +
      'records naming it or its company, disease bans, community posts naming it and reports against them, confirmed high-risk ' +
      'bank accounts), each with its source and date; absence is said as "no record"',
  }),
  goods: defineCall({
    tag,
    access: 'anyone',
    method: 'POST',
    reads: true,
    path: '/api/goods/check',
    body: plantKeyBody,
    output: z.object({ list: z.array(eligibilitySchema) }),
    summary: "A plant's registrations and products today: the eligibility answer for each goods type it is registered for",
  }),
  otherRisk: defineCall({
    tag,
    access: 'anyone',
    method: 'POST',
    reads: true,
    path: '/api/companyInfo/query/otherRisk',
    body: plantKeyBody,
    output: z.object({ asOf: z.string(), sections: z.array(checkSectionSchema) }),
    summary: 'Posts on the community board that name the plant and reports against them, and disease bans on its country',
  }),
  accounts: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/companyInfo/query/highRiskBankAccount',
    query: accountMatchesQuery,
    output: accountMatchesSchema,
    summary:
      'Confirmed high-risk bank accounts matching an account number (spaces, dashes, dots and case do not matter) or a holder name; ' +
      'none found says "no record"',
  }),
  report: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/companyInfo/query/highRiskBankAccount/report',
    invalidates: [],
    body: reportBody,
    output: myReportSchema,
    summary:
      "Reports a bank account with its story and up to 4 pictures uploaded for 'bank-evidence'; it waits for an administrator. " +
      'Plain text only; 5 a day per user (then 429); one open report per account and user',
  }),
  mine: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/companyInfo/query/highRiskBankAccount/mine',
    output: z.object({ list: z.array(myReportSchema) }),
    summary: 'Your reports of bank accounts and what became of them, newest first',
  }),
  country: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/companyInfo/query/countryUnqualifiedInformation/:countryCode',
    params: countryParams,
    query: countryQuery,
    output: countryUnqualifiedSchema,
    summary: "A country's China Customs unapproved-shipment records counted by year, month and reason, with sources and as-of month",
  }),
  adminList: defineCall({
    ...admin,
    method: 'GET',
    path: '/api/admin/bank-accounts',
    query: adminReportsQuery,
    output: pageOf(adminReportSchema),
    summary: 'Reported bank accounts, pending first then newest; filter by status',
  }),
  adminConfirm: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/bank-accounts/:id/confirm',
    params: reportIdParams,
    invalidates,
    output: adminReportSchema,
    summary: 'Confirms a pending report: the check flags the account from now on (audit bankAccount.confirm; the reporter is notified)',
  }),
  adminRefuse: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/bank-accounts/:id/refuse',
    params: reportIdParams,
    body: decisionBody,
    invalidates,
    output: adminReportSchema,
    summary: 'Refuses a pending report with a reason (audit bankAccount.refuse; the reporter is notified with the reason)',
  }),
  adminWithdraw: defineCall({
    ...admin,
    method: 'POST',
    path: '/api/admin/bank-accounts/:id/withdraw',
    params: reportIdParams,
    body: decisionBody,
    invalidates,
    output: adminReportSchema,
    summary: 'Takes a confirmed account off the list with a reason (audit bankAccount.withdraw; the reporter is notified)',
  }),
};
