import { z } from 'zod';
import { int } from '../core/numbers';
import { appliedChangeSchema, noticeChangeSchema } from './notices';

/** What the news calls answer (§3 'News item', 'Customs update item'), in the spec's field names. */

export const newsRowSchema = z.object({
  id: int(),
  newsSource: int().describe('8080 market news, 164 factory news'),
  contentTitle: z.string().describe("The Chinese original title, '' when there is none"),
  enContentTitle: z.string(),
  summary: z.string().describe('The first sentences of the body, as plain text'),
  contentKeyword: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  accessType: z.string(),
  companyTags: z.array(z.string()),
  views: int(),
  commentsCount: int(),
  createDate: z.string().describe('ISO date-time the item was written'),
  sourceDate: z.string().describe('YYYY-MM-DD: when the source published it'),
  updateDate: z.string().describe('ISO date-time of the last change'),
  contentDate: z.string().describe('YYYY-MM-DD: the day the content is about'),
  baiduIncluded: int().describe('1 once announced to search engines'),
});
export type NewsRow = z.infer<typeof newsRowSchema>;

export const newsPlantSchema = z.object({
  plantNo: z.string(),
  plantName: z.string(),
  countryCode: z.string(),
  accessType: z.string(),
  status: int().describe("The plant's GACC status now: 1 Active, 0 Suspended, 2 Pending, 3 Inactive"),
  link: z.string().describe("The plant's page on the portal"),
  companyCode: z.string().describe('The company that owns the plant'),
  companyName: z.string(),
  companyLink: z.string().describe("The company's page on the portal"),
});

export const newsDetailSchema = newsRowSchema.extend({
  content: z.string().describe('Sanitised HTML'),
  plantNos: z.array(z.string()).describe('The Reg.No.s the item is about, as written'),
  plants: z
    .array(newsPlantSchema)
    .describe(
      "The registry's plants of those Reg.No.s (same country and access type), with their status now; a Reg.No. the registry does not hold is left out",
    ),
});
export type NewsDetail = z.infer<typeof newsDetailSchema>;

export const customsUpdateRowSchema = z.object({
  id: int(),
  infoCode: z.string(),
  enInfoTime: z.string().describe('YYYY-MM-DD'),
  enTitle: z.string(),
  contentTitle: z.string().describe("The Chinese original title, '' when there is none"),
  summary: z.string(),
  contentEng: z.string().describe('Sanitised HTML'),
  countryCodes: z.array(z.string()),
  countryNames: z.array(z.string()),
  accessType: z.string(),
  views: int(),
});
export type CustomsUpdateRow = z.infer<typeof customsUpdateRowSchema>;

/** What applying the update changed (docs/news.md 'Notices as events'). */
const applied = {
  changes: z.array(appliedChangeSchema).describe('What the update changed in the market data, with links; empty when it states nothing'),
  appliedAt: z.string().nullable().describe('ISO date-time its changes were applied; null when it states none'),
};
export const customsUpdateDetailSchema = customsUpdateRowSchema.extend(applied);
export type CustomsUpdateDetail = z.infer<typeof customsUpdateDetailSchema>;

export const rollMessageEntrySchema = z.object({
  code: z.string().describe('The page of the headline (a path on the portal)'),
  value: z.string().describe('The headline'),
});
export type RollMessageEntry = z.infer<typeof rollMessageEntrySchema>;

export const linkSubmitSchema = z.object({
  fullPath: z.string(),
  url: z.string().describe('The absolute address search engines are given'),
  sitemap: z.string().describe('The sitemap index that lists it'),
  baiduIncluded: int(),
});

const adminState = {
  state: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
};
/** The Chinese body the admin shell edits beside the English one. */
const zhContent = { zhContent: z.string().describe("The Chinese body (sanitised HTML), '' when there is none") };
export const adminNewsItemSchema = newsDetailSchema.extend({ ...adminState, ...zhContent });
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;
export const adminCustomsUpdateSchema = customsUpdateRowSchema.extend({
  ...adminState,
  ...zhContent,
  changes: z.array(noticeChangeSchema).describe("The changes the update states (the form's changes), applied when it is published"),
  applied: z.array(appliedChangeSchema).describe('What applying them changed; empty until then'),
  appliedAt: applied.appliedAt,
  createDate: z.string(),
  updateDate: z.string(),
});
export type AdminCustomsUpdate = z.infer<typeof adminCustomsUpdateSchema>;
