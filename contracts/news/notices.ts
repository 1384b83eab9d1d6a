import { z } from 'zod';
import { ACCESS_TYPES } from '../core/codes';
import { shaped } from '../core/fields';
import { int } from '../core/numbers';
import { COUNTRY_CODE, ISO_DAY } from '../core/rules';
import { GOODS_TYPE } from '../market/codes';

/**
 * Notices as events (docs/news.md 'Notices as events'): besides its text, a GACC customs update states what it
 * changes in the market data. Each change is one row: a plant's registration (registered, renewed, suspended,
 * lifted, cancelled) or a disease ban (imposed, lifted). Publishing the update applies its changes once, through
 * the market's one path of change, or refuses the whole update when a change contradicts the data.
 */

export const PLANT_NOTICE_ACTIONS = ['registered', 'renewed', 'suspended', 'lifted', 'cancelled'] as const;
export type PlantNoticeAction = (typeof PLANT_NOTICE_ACTIONS)[number];
export const BAN_NOTICE_ACTIONS = ['imposed', 'lifted'] as const;
export type BanNoticeAction = (typeof BAN_NOTICE_ACTIONS)[number];
/** How many changes one notice may state. */
export const NOTICE_CHANGES_MAX = 50;

const day = shaped(ISO_DAY);
const countryCode = shaped(COUNTRY_CODE);

export const plantNoticeChangeSchema = z.object({
  kind: z.literal('plant'),
  action: z.enum(PLANT_NOTICE_ACTIONS),
  countryCode,
  accessType: z.enum(ACCESS_TYPES),
  plantNo: z.string().trim().min(1, 'Cannot be empty').max(64).describe('The overseas Reg.No. as the notice writes it'),
  goodsTypes: z
    .array(shaped(GOODS_TYPE))
    .max(20)
    .default([])
    .describe('The products (goods types) it concerns; empty: every registration of the plant the action applies to'),
  plantName: z
    .string()
    .trim()
    .max(200)
    .default('')
    .describe('The establishment name, needed when a registration creates a plant the registry does not hold yet'),
  date: day.describe('YYYY-MM-DD: the day the change takes effect'),
  expiryDate: day.optional().describe('YYYY-MM-DD: the registration valid until (registered, renewed; required to renew)'),
});

export const banNoticeChangeSchema = z.object({
  kind: z.literal('ban'),
  action: z.enum(BAN_NOTICE_ACTIONS),
  countryCode,
  areaName: z.string().trim().max(120).default('').describe("The region; '' for the whole country"),
  disease: z
    .string()
    .trim()
    .min(1, 'Cannot be empty')
    .max(80)
    .describe('The disease by its code (ASF, FMD, HPAI, ...), English or Chinese name'),
  date: day.describe('YYYY-MM-DD: the day the ban is imposed or lifted'),
});

export const noticeChangeSchema = z.discriminatedUnion('kind', [plantNoticeChangeSchema, banNoticeChangeSchema]);
export type NoticeChange = z.output<typeof noticeChangeSchema>;
export type PlantNoticeChange = z.output<typeof plantNoticeChangeSchema>;
export type BanNoticeChange = z.output<typeof banNoticeChangeSchema>;

export const noticeChangesField = z.array(noticeChangeSchema).max(NOTICE_CHANGES_MAX).default([]);

/** What an applied change did, as the notice page lists it, with the links to what it changed. */
export const appliedChangeSchema = z.object({
  kind: z.enum(['plant', 'ban']),
  action: z.string().describe('registered, renewed, suspended, lifted, cancelled (plant); imposed, lifted (ban)'),
  date: z.string().describe('YYYY-MM-DD'),
  countryCode: z.string(),
  accessType: z.string(),
  goodsTypes: z.array(z.string()).describe('The products the change concerned (a ban: the species it covers)'),
  plant: z
    .object({
      plantNo: z.string(),
      plantName: z.string(),
      link: z.string().describe("The plant's page"),
      companyCode: z.string(),
      companyName: z.string(),
      companyLink: z.string().describe("The company's page"),
    })
    .nullable(),
  ban: z
    .object({
      id: int(),
      areaName: z.string(),
      disease: z.string().describe('The disease in English'),
      diseaseZh: z.string(),
      link: z.string().describe('The disease-ban list filtered to it'),
    })
    .nullable(),
});
export type AppliedChange = z.infer<typeof appliedChangeSchema>;
