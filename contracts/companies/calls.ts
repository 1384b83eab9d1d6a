import { z } from 'zod';
import { defineCall } from '../core/calls';
import { pageOf } from '../core/envelope';
import {
  applicationIdBody,
  applicationSchema,
  appliedSchema,
  confirmEmailBody,
  decideBody,
  enterpriseApplicationBody,
  personalApplicationBody,
  queueQuery,
  revokeBody,
  verifiedDetailSchema,
  verifiedQuery,
} from './models';

const tag = 'companies';

/** Company accounts and verification (§7 catalogue 'auth': enterprise and personal authentication; issue 28). */
export const companyCalls = {
  enterprise: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/auth/enterpriseAuthentication',
    body: enterpriseApplicationBody,
    output: appliedSchema,
    invalidates: [],
    summary:
      'Applies to represent a company of the market data (its plants by country and Reg.No., or a Chinese consignee) with documents and a work e-mail; mails a code to the work e-mail and says whether its domain matches the company',
  }),
  personal: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/auth/personalAuthentication',
    body: personalApplicationBody,
    output: appliedSchema,
    invalidates: [],
    summary: 'Applies for personal authentication (a person, the lighter level) with an identity document',
  }),
  confirmEmail: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/auth/enterpriseAuthentication/confirmEmail',
    body: confirmEmailBody,
    output: z.null(),
    invalidates: [],
    summary: "Confirms one's application's work e-mail with the mailed code (6 digits, 10 minutes, 5 tries)",
  }),
  resendCode: defineCall({
    tag,
    access: 'user',
    method: 'POST',
    path: '/api/auth/enterpriseAuthentication/resendCode',
    body: applicationIdBody,
    output: z.null(),
    invalidates: [],
    summary: "Mails a new code to one's application's work e-mail",
  }),
  mine: defineCall({
    tag,
    access: 'user',
    method: 'GET',
    path: '/api/auth/authentications',
    output: z.object({ list: z.array(applicationSchema) }),
    summary: 'Your applications, newest first, with their state, documents and the reviewer’s reason',
  }),
  verified: defineCall({
    tag,
    access: 'anyone',
    method: 'GET',
    path: '/api/auth/verified',
    query: verifiedQuery,
    output: verifiedDetailSchema,
    summary: 'What a Verified badge stands for: the company or person, its plants and when it was verified (404 unless verified now)',
  }),
  queue: defineCall({
    tag,
    access: 'admin',
    method: 'GET',
    path: '/api/admin/authentications',
    query: queueQuery,
    output: pageOf(applicationSchema),
    summary: 'Administrators: applications, oldest waiting first, filtered by state',
  }),
  decide: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/authentications/decide',
    body: decideBody,
    output: z.null(),
    summary:
      'Administrators: approves an application whose work e-mail is confirmed, or refuses it with a reason; audited, the applicant notified',
  }),
  revoke: defineCall({
    tag,
    access: 'admin',
    method: 'POST',
    path: '/api/admin/authentications/revoke',
    body: revokeBody,
    output: z.null(),
    summary: 'Administrators: revokes a verification with a reason; the badge goes everywhere at once; audited, the owner notified',
  }),
};

/** An application's document, outside the call pipeline (it answers the file): the applicant and administrators only. */
export const DOCUMENT_PATH = '/api/auth/document';
export const documentPath = (applicationId: number, uploadId: number) => `${DOCUMENT_PATH}/${applicationId}/${uploadId}`;
