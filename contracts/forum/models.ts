import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { CHECK_STATUS_FILTER } from '../moderation/codes';
import { CLIENT_PC, POSTING_LIMITS as L, POSTING_MSG as M } from '../posting/codes';
import { media, namedUser, optionalSearch, userInfo } from '../posting/models';
import { LABEL_CODE, TOPIC_TABS } from './codes';
import { shapedOrEmpty } from '../core/fields';

/** Forum answers and inputs (§3 'Topic', 'Topic form', 'Label'). */

export const topicCollectBody = z.object({ topicId: intText({ min: 1 }), userId: namedUser });
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
  /** The label class's Chinese name: pages show the reader's language. */
  labelClassZhName: z.string(),
  labelEnName: z.string(),
  viewsCount: int(),
  commentCount: int(),
  collectCount: int(),
  collected: z.boolean(),
  checkStatus: int(),
  checkTime: z.string().nullable(),
  refuseReason: z.string(),
  /** An edit of this approved topic waits for review; the public sees the approved version until then (decision 0050). */
  editPending: z.boolean(),
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

const topicFields = z.object({
  labelClass: z.string({ error: M.selectLabelClass }).trim().min(1, M.selectLabelClass).max(40),
  labelCode: z.string().trim().max(40).optional(),
  title: z.string({ error: M.titleMin }).trim().min(L.topicTitleMin, M.titleMin).max(L.topicTitleMax, M.titleMax),
  content: z.string({ error: M.contentMin }).trim().min(L.topicContentMin, M.contentMin).max(L.topicContentMax, M.contentMax),
  images: z.array(media).max(L.imagesMax, M.tooManyImages).default([]),
  video: media.optional().or(z.literal('')),
  userId: namedUser,
  updateName: z.string().max(100).optional(),
  client: z.literal(CLIENT_PC).optional(),
});
const photoOrVideo = (b: { video?: string; images: string[] }) => !(b.video && b.images.length);

export const topicAddBody = topicFields.refine(photoOrVideo, { message: M.photoOrVideo, path: ['video'] });
/** The topic form with the topic's id (decision 0050). */
export const topicUpdateBody = topicFields
  .extend({ id: intText({ min: 1 }) })
  .refine(photoOrVideo, { message: M.photoOrVideo, path: ['video'] });

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
