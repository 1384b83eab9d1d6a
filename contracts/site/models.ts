import { z } from 'zod';
import { int } from '../core/numbers';
import { LANGS } from '../core/codes';
import { AGREEMENT_TYPES, DIC_CODES, NOTICE_CODES } from './codes';

/** Site info (§3): who runs the portal and how to reach them. `host` is the mobile site's address. */
export const siteInfoSchema = z.object({
  companyName: z.string(),
  logo: z.string(),
  email: z.string(),
  contactPhone: z.string(),
  address: z.string(),
  host: z.string(),
  icpRecordNumber: z.string(),
  /** True while the database holds generated demo data: pages then say 'Demo data'. */
  demoData: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const friendlyLinkSchema = z.object({
  id: int(),
  linkName: z.string(),
  linkUrl: z.string(),
  sort: int(),
});
export type FriendlyLink = z.infer<typeof friendlyLinkSchema>;

export const countrySchema = z.object({ countryName: z.string(), code: z.string() });
export const regionSchema = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  countries: z.array(countrySchema),
});
export type Region = z.infer<typeof regionSchema>;

export const countryListQuery = z.object({
  lang: z.enum(LANGS).optional().describe('Language of the names; the lang header when absent'),
});

export const dicItemSchema = z.object({
  dicDetailCode: z.string(),
  dicDetailEnName: z.string(),
  dicDetailName: z.string(),
});
export type DicItem = z.infer<typeof dicItemSchema>;

export const dicSelectQuery = z.object({ dicCode: z.enum(DIC_CODES) });

export const agreementSchema = z.object({
  name: z.string(),
  content: z.string(),
  agreementType: z.enum(AGREEMENT_TYPES),
});
export type Agreement = z.infer<typeof agreementSchema>;

export const agreementQuery = z.object({
  agreementType: z.enum(AGREEMENT_TYPES).optional(),
});

/** One notice bar setting: ROLL_MESSAGE (text) or REDIRECT_URL (link), each with its value ('' when unset). */
export const noticeEntrySchema = z.object({ code: z.enum(NOTICE_CODES), value: z.string() });
export type NoticeEntry = z.infer<typeof noticeEntrySchema>;
