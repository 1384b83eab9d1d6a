import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { ACCESS_TYPES } from '../core/codes';
import { CHECK_STATUS_FILTER, checkStatusSchema } from '../moderation/codes';
import { CLIENT_PC, COMMUNITY_LIMITS as L, COMMUNITY_MSG as M, LABEL_CODE, TOPIC_TABS } from './codes';
import { pageText, shapedOrEmpty } from '../core/fields';

/** Community answers and inputs (§3 'Supply/demand post', 'Lead form', 'Topic', 'Topic form', 'Label'). */

const media = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https:\/\/)[^\s<>"']*$/, 'Must be the address of a file you uploaded');
const userInfo = z.object({ userId: int(), nickName: z.string(), avatar: z.string() });
/** A user the body may name (§7): ignored unless it differs from the session's user (then 403). */
const namedUser = intText({ min: 0 }).optional();
const optionalSearch = z.string().trim().max(L.searchMax).optional();

export const leadPlantSchema = z.object({
  plantNo: z.string(),
  countryCode: z.string(),
  plantName: z.string(),
  /** The plant's live GACC status (1 Active, 0 Suspended, 2 Pending), shown once an admin confirmed the author speaks for it. */
  status: int().nullable(),
  link: z.string(),
  confirmed: z.boolean(),
});

export const leadSchema = z.object({
  id: int(),
  code: z.string(),
  type: int(),
  checkStatus: int(),
  refuseReason: z.string(),
  accessType: z.string(),
  goodsType: z.string(),
  goodsTypeName: z.string(),
  userId: int(),
  userInfo,
  enContent: z.string(),
  transformEnTime: z.string(),
  images: z.array(z.string()),
  collected: z.boolean(),
  collectCount: int(),
  comments: int(),
  expiresAt: z.string(),
  expired: z.boolean(),
  plant: leadPlantSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadPageBody = z
  .object({
    checkStatus: CHECK_STATUS_FILTER.optional(),
    type: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .optional(),
    collectUserId: namedUser,
    userId: namedUser.describe('Your own posts, every status (needs a session)'),
    searchKey: optionalSearch,
  })
  .nullish();

export const leadAddBody = z.object({
  type: z.union([z.literal(1), z.literal(2)], { error: M.empty }),
  accessType: z.enum(ACCESS_TYPES, { error: M.selectAccessType }),
  goodsType: z.string({ error: M.selectGoodsType }).trim().min(1, M.selectGoodsType).max(40),
  content: z.string({ error: M.empty }).trim().min(1, M.empty).max(L.leadContentMax, M.leadContentMax),
  images: z.array(media).max(L.imagesMax, M.tooManyImages).default([]),
  client: z.literal(CLIENT_PC).optional(),
  plantNo: z.string().trim().max(L.plantNoMax).optional().describe('A supply post may name your plant by its Reg.No.'),
  plantCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});

export const idsBody = z.object({
  ids: z
    .array(intText({ min: 1 }))
    .min(1)
    .max(L.deletesIdsMax),
});
export const leadCollectBody = z.object({ supplyDemandId: intText({ min: 1 }), userId: namedUser });
export const topicCollectBody = z.object({ topicId: intText({ min: 1 }), userId: namedUser });
export const collectPageQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(L.pageSize),
  searchKey: optionalSearch,
});
export const renewBody = z.object({ id: intText({ min: 1 }) });
export const createdSchema = z.object({ id: int(), code: z.string(), checkStatus: int() });

export const topicSchema = z.object({
  id: int(),
  code: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  video: z.string(),
  userInfo,
  isAdmin: z.boolean(),
  top: int(),
  good: int(),
  labelClass: z.string(),
  labelCode: z.string(),
  labelClassEnName: z.string(),
  labelEnName: z.string(),
  viewsCount: int(),
  commentCount: int(),
  collectCount: int(),
  collected: z.boolean(),
  checkStatus: int(),
  checkTime: z.string().nullable(),
  refuseReason: z.string(),
  keywords: z.string(),
  transformEnTime: z.string(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicPageBody = z
  .object({
    content: optionalSearch,
    userId: namedUser,
    collectUserId: namedUser,
    checkStatus: CHECK_STATUS_FILTER.optional(),
    labelClass: shapedOrEmpty(LABEL_CODE).optional(),
    labelCode: shapedOrEmpty(LABEL_CODE).optional(),
    good: z.coerce.number().pipe(z.literal(1)).optional(),
    top: z.coerce.number().pipe(z.literal(1)).optional(),
    tab: z.coerce
      .number()
      .pipe(z.union(TOPIC_TABS.map((n) => z.literal(n))))
      .optional(),
  })
  .nullish();

export const topicAddBody = z
  .object({
    labelClass: z.string({ error: M.selectLabelClass }).trim().min(1, M.selectLabelClass).max(40),
    labelCode: z.string().trim().max(40).optional(),
    title: z.string({ error: M.titleMin }).trim().min(L.topicTitleMin, M.titleMin).max(L.topicTitleMax, M.titleMax),
    content: z.string({ error: M.contentMin }).trim().min(L.topicContentMin, M.contentMin).max(L.topicContentMax, M.contentMax),
    images: z.array(media).max(L.imagesMax, M.tooManyImages).default([]),
    video: media.optional().or(z.literal('')),
    userId: namedUser,
    updateName: z.string().max(100).optional(),
    client: z.literal(CLIENT_PC).optional(),
  })
  .refine((b) => !(b.video && b.images.length), { message: M.photoOrVideo, path: ['video'] });

export const topicQuery = z.object({
  code: z.string().trim().min(1).max(40),
  userId: intText({ min: 0 }).optional(),
});
export const relatedQuery = z.object({
  limit: intText({ min: 1, max: 20 }).prefault(L.relatedTopics),
  labelCode: z.string().trim().max(40).optional(),
  labelClass: z.string().trim().max(40).optional(),
  code: z.string().trim().max(40).optional(),
});

export const labelSchema = z.object({ labelCode: z.string(), labelNameAlias: z.string(), labelClass: z.string() });
export const labelListBody = z
  .object({
    labelStatus: z.coerce.number().pipe(z.literal(1)).optional(),
    labelClass: z.string().trim().max(40).optional(),
    who: z.literal(CLIENT_PC).optional(),
  })
  .nullish();

export { checkStatusSchema };
