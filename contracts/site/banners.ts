import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { DEFAULT_APP_ID } from '../core/codes';
import { BANNER_LIMITS as L, BANNER_MSG, BANNER_POSITIONS } from './codes';

/** Banners (§7 'POST banner listByPosition'): request bodies and answers. */

export const bannerSchema = z.object({
  id: int(),
  appId: z.string(),
  showPosition: z.enum(BANNER_POSITIONS),
  title: z.string(),
  image: z.string().describe('A path on this site or an https address'),
  link: z.string().describe("Where a click goes: a path on this site or an address; '' for none"),
  sort: int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListBody = z.object({
  appId: z.string().trim().min(1).max(L.appId).default(DEFAULT_APP_ID).describe('The app the banners are for: TOOL1000'),
  showPositions: z.array(z.enum(BANNER_POSITIONS)).min(1).max(BANNER_POSITIONS.length),
});

/** The admin shell's view: the banner with its window and switch. */
export const adminBannerSchema = bannerSchema.extend({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;

const sitePathOr = (schemes: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(L.link)
    .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || schemes.test(value), message);

export const bannerForm = z
  .object({
    appId: z.string().trim().min(1).max(L.appId).default(DEFAULT_APP_ID),
    showPosition: z.enum(BANNER_POSITIONS),
    title: z.string().trim().min(1).max(L.title),
    image: sitePathOr(/^https:\/\/[^\s]+$/i, BANNER_MSG.image),
    link: z.union([z.literal(''), sitePathOr(/^https?:\/\/[^\s]+$/i, BANNER_MSG.link)]).default(''),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine((form) => !form.startsAt || !form.endsAt || new Date(form.endsAt) > new Date(form.startsAt), {
    path: ['endsAt'],
    message: BANNER_MSG.window,
  });
export type BannerForm = z.output<typeof bannerForm>;

export const bannerSortBody = z.object({
  showPosition: z.enum(BANNER_POSITIONS),
  ids: z
    .array(intText({ min: 1 }))
    .min(1)
    .max(1_000),
});
