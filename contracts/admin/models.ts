import { z } from 'zod';
import { int, intText, idText } from '../core/numbers';
import { USER_ROLES } from '../core/codes';
import { userInfoSchema } from '../accounts/models';
import { AGREEMENT_TYPES } from '../site/codes';
import { siteInfoSchema } from '../site/models';
import { ADMIN_LIMITS as L, ADMIN_MSG, ADMIN_PAGE_SIZE, ADMIN_PAGE_SIZES, AUDIT_ACTIONS, AUDIT_SUBJECTS, USER_STATES } from './codes';
import { pageText } from '../core/fields';

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const required = (max: number) => text(max).min(1, 'Cannot be empty');
/** An absolute http(s) address: links open in visitors' browsers, so no other scheme is taken. */
const httpUrl = (max: number = L.url) =>
  text(max).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: ADMIN_MSG.httpUrl }));

const paging = {
  page: pageText(),
  limit: intText({ min: ADMIN_PAGE_SIZES[0], max: ADMIN_PAGE_SIZES[1], multipleOf: ADMIN_PAGE_SIZES[0] })
    .prefault(ADMIN_PAGE_SIZE)
    .describe(ADMIN_PAGE_SIZES.join(' or ')),
};
export const idParams = z.object({ id: idText() });
export const userParams = z.object({ userId: idText() });

/** The administrator the shell is for. */
export const adminMeSchema = z.object({ userId: int(), email: z.string(), nickName: z.string() });

// Users

export const userSearchQuery = z.object({
  keyword: text(L.keyword).optional().describe('Part of the e-mail or nickname'),
  role: z.enum(USER_ROLES).optional(),
  status: z.enum(USER_STATES).optional(),
  ...paging,
});

/** The profile as the user sees it (without the spec's duplicate session fields), plus what only the admin sees. */
export const adminUserSchema = userInfoSchema.omit({ userName: true, realName: true, mobileNum: true }).extend({
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** Sessions still live: signed in somewhere now. */
  sessionCount: int(),
  /** When the newest session on record started; null when none is. */
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

// Site settings

export const siteInfoForm = z.object({
  companyName: required(L.companyName),
  logo: required(L.url).refine((v) => /^\/[^/]/.test(v) || /^https?:\/\//.test(v), 'A site path (/logo.svg) or an http(s) address'),
  email: text(L.email).pipe(z.email()),
  contactPhone: text(L.phone),
  address: text(L.address),
  host: httpUrl(200),
  icpRecordNumber: text(L.icpRecordNumber),
});
export type SiteInfoForm = z.infer<typeof siteInfoForm>;
export const siteInfoSettingsSchema = siteInfoSchema.omit({ demoData: true });

export const linkForm = z.object({
  linkName: required(L.linkName),
  linkUrl: httpUrl(),
  sort: int().min(0).max(L.linkSort).default(0),
  enabled: z.boolean().default(true),
});
export type LinkForm = z.infer<typeof linkForm>;
export const adminLinkSchema = z.object({
  id: int(),
  linkName: z.string(),
  linkUrl: z.string(),
  sort: int(),
  enabled: z.boolean(),
});
export type AdminLink = z.infer<typeof adminLinkSchema>;
export const linkSortBody = z.object({ ids: z.array(int().min(1)).min(1).max(1_000) });

/**
 * Operator HTML: refused when it plainly holds script (a clear error beats silent removal); whatever else is not on
 * the allow-list is removed by the server's sanitiser when saved and when sent.
 */
const UNSAFE_HTML = /<\s*(script|iframe|object|embed)\b|\son[a-z]+\s*=|javascript:/i;
export const agreementForm = z.object({
  name: required(L.agreementName),
  content: required(L.agreementContent).refine((v) => !UNSAFE_HTML.test(v), ADMIN_MSG.unsafeHtml),
});
export const adminAgreementSchema = z.object({
  id: int(),
  appId: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
  name: z.string(),
  content: z.string(),
  updatedAt: z.string(),
});
export type AdminAgreement = z.infer<typeof adminAgreementSchema>;

export const noticeForm = z.object({
  rollMessage: text(L.rollMessage).describe('ROLL_MESSAGE: the notice text; empty hides the bar'),
  redirectUrl: z.union([z.literal(''), httpUrl()]).describe('REDIRECT_URL: where More leads; empty for none'),
});
export type NoticeForm = z.infer<typeof noticeForm>;

// Audit log

export const auditQuery = z.object({
  actor: text(L.email).optional().describe("The actor's user id, or part of their e-mail"),
  action: z.enum(AUDIT_ACTIONS).optional(),
  subjectType: z.enum(AUDIT_SUBJECTS).optional(),
  subjectId: text(L.subjectId).optional(),
  from: z.iso.date().optional().describe('First day, YYYY-MM-DD (UTC)'),
  to: z.iso.date().optional().describe('Last day, YYYY-MM-DD (UTC), included'),
  ...paging,
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: int(),
  at: z.string(),
  actorId: int(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  // Any JSON value or null; unknown rather than z.json(), whose recursive schema OpenAPI cannot reference.
  before: z.unknown().describe('The values before the change (JSON), or null'),
  after: z.unknown().describe('The values after the change (JSON), or null'),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
