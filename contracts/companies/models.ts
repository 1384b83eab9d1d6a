import { z } from 'zod';
import { emailField } from '../accounts/models';
import { pageText } from '../core/fields';
import { fill } from '../core/messages';
import { int, intText } from '../core/numbers';
import { media } from '../posting/models';
import { verifiedBadgeSchema, verifiedPlantSchema } from './badge';
import { APPLICATION_STATES, VERIFICATION_LEVELS, COMPANY_LIMITS as L, COMPANY_MSG } from './codes';

export { verifiedBadgeSchema, verifiedPlantSchema, type VerifiedBadge } from './badge';

const id = () => int().min(1);
const text = (max: number) => z.string().trim().max(max, fill(COMPANY_MSG.tooLong, { max }));
const required = (max: number) => text(max).min(1, COMPANY_MSG.empty);

/** A plant as the applicant names it: country and Reg.No., matched as loosely as search matches ('SIF 118' = 'sif-118'). */
export const plantRefBody = z.object({
  countryCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Two letters'),
  plantNo: required(60),
});

const documents = z
  .array(media)
  .min(1, COMPANY_MSG.documentsRequired)
  .max(L.documentsMax)
  .describe('Addresses of confirmed uploads of purpose company-document (business licence, letter on company paper)');

/** §7 catalogue 'auth enterprise authentication': a company of the market data, its proof and a work e-mail. */
export const enterpriseApplicationBody = z
  .object({
    plants: z
      .array(plantRefBody)
      .max(L.plantsMax, COMPANY_MSG.tooManyPlants)
      .default([])
      .describe('A supplier: its plants (all of one company)'),
    consigneeRecordNum: text(60).optional().describe("A buyer: the Chinese importer's or consignee's record number in the market data"),
    workEmail: emailField.describe('An address at the company: a code is mailed to it'),
    note: text(L.noteMax).default('').describe('A note to the reviewer; plain text'),
    documents,
  })
  .refine((b) => b.plants.length > 0 !== Boolean(b.consigneeRecordNum), { message: COMPANY_MSG.nameCompany, path: ['plants'] });

/** §7 catalogue 'auth personal authentication': a person, the lighter level. */
export const personalApplicationBody = z.object({
  realName: required(L.nameMax).describe('Your name as on your identity document'),
  note: text(L.noteMax).default(''),
  documents,
});

export const applicationIdBody = z.object({ id: id() });
export const confirmEmailBody = z.object({
  id: id(),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Six digits'),
});
export const decideBody = z.object({
  id: id(),
  approve: z.boolean().describe('true approves, false refuses (a reason is then required)'),
  reason: text(L.reasonMax).default(''),
});
export const revokeBody = z.object({ id: id(), reason: required(L.reasonMax) });
export const verifiedQuery = z.object({ id: intText({ min: 1 }) });
export const queueQuery = z.object({
  state: z.enum(APPLICATION_STATES).optional(),
  page: pageText(),
  limit: intText({ min: 1, max: L.pageSizeMax }).prefault(L.pageSize),
});

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  /** Readable by the applicant and administrators only (anyone else: 404); an administrator's read is audited. */
  url: z.string(),
});

export const applicationSchema = z.object({
  id: z.number().int(),
  level: z.enum(VERIFICATION_LEVELS),
  state: z.enum(APPLICATION_STATES),
  name: z.string(),
  /** 'SUPPLIER' (plants), 'BUYER' (a consignee) or 'PERSON'. */
  role: z.enum(['SUPPLIER', 'BUYER', 'PERSON']),
  marketCompanyId: z.number().int().nullable(),
  /** The company's page in the market data, when it is a supplier. */
  companyLink: z.string().nullable(),
  plants: z.array(verifiedPlantSchema),
  workEmail: z.string(),
  emailConfirmed: z.boolean(),
  /** Whether the work e-mail's domain is the company's known web site or e-mail domain. */
  domainMatch: z.boolean(),
  /** The domain it was compared with ('' when the market data knows none). */
  knownDomain: z.string(),
  note: z.string(),
  reason: z.string(),
  documents: z.array(documentSchema),
  applicant: z.object({ userId: z.number().int(), nickName: z.string(), email: z.string() }),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const appliedSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domainMatch: z.boolean(),
  knownDomain: z.string(),
});

/** The public page of a verification: only a VERIFIED one is found. */
export const verifiedDetailSchema = verifiedBadgeSchema.extend({
  role: z.enum(['SUPPLIER', 'BUYER', 'PERSON']),
  companyLink: z.string().nullable(),
});

export type Application = z.infer<typeof applicationSchema>;
export type VerifiedDetail = z.infer<typeof verifiedDetailSchema>;
