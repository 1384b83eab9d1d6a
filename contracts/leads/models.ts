import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { ACCESS_TYPES } from '../core/codes';
import { CHECK_STATUS_FILTER } from '../moderation/codes';
import { CLIENT_PC, POSTING_LIMITS as L, POSTING_MSG as M } from '../posting/codes';
import { media, namedUser, optionalSearch, userInfo } from '../posting/models';

/** Supply and demand post answers and inputs (§3 'Supply/demand post', 'Lead form'). */

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
  /** The product's Chinese name (goodsTypeName is the English one): pages show the reader's language. */
  goodsTypeZhName: z.string(),
  userId: int(),
  userInfo,
  enContent: z.string(),
  transformEnTime: z.string(),
  images: z.array(z.string()),
  collected: z.boolean(),
  collectCount: int(),
  comments: int(),
  /** An edit of this approved post waits for review; the public sees the approved version until then (decision 0050). */
  editPending: z.boolean(),
  expiresAt: z.string(),
  expired: z.boolean(),
  plant: leadPlantSchema.nullable(),
});
export type Lead = z.infer<typeof leadSchema>;

/**
 * The board's filters (/community): what a reader narrows the approved posts by. One schema serves the board call and
 * the saved searches, so a filter added here is one a search can be saved with.
 */
export const leadBoardFilter = z.object({
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  searchKey: optionalSearch,
});
export type LeadBoardFilter = z.output<typeof leadBoardFilter>;

export const leadPageBody = leadBoardFilter
  .extend({
    checkStatus: CHECK_STATUS_FILTER.optional(),
    collectUserId: namedUser,
    userId: namedUser.describe('Your own posts, every status (needs a session)'),
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

export const leadCollectBody = z.object({ supplyDemandId: intText({ min: 1 }), userId: namedUser });
export const renewBody = z.object({ id: intText({ min: 1 }) });

/** §7 'supply/demand update': the lead form with the post's id. */
export const leadUpdateBody = leadAddBody.extend({ id: intText({ min: 1 }) });
