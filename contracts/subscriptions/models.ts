import { z } from 'zod';
import { int } from '../core/numbers';
import { ACCESS_TYPES } from '../core/codes';
import { SUBSCRIBE_TYPES } from './codes';

/** Subscriptions and likes (§7): the session decides whose they are; userId and nickName are informative only. */

const countryCode = z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166-1 code');

export const subscribeAddBody = z.object({
  accessType: z.enum(ACCESS_TYPES),
  countryCode,
  nickName: z.string().max(100).optional(),
  subObject: z.string().trim().min(1).max(64).describe('companyCode (COMPANY) or plantNo (FACTORY)'),
  subStatus: z.literal(1).optional(),
  subTerminal: z.literal('PC').optional(),
  subType: z.enum(SUBSCRIBE_TYPES),
  userId: int().optional().describe("Ignored unless it differs from the session's user (then 403)"),
});

export const subscribeRemoveBody = z.object({
  id: int().min(1),
  nickName: z.string().max(100).optional(),
  subStatus: z.literal(2).optional(),
});

export const subscribeListBody = z
  .object({
    subscribeType: z.enum(SUBSCRIBE_TYPES).optional(),
    accessType: z.enum(ACCESS_TYPES).optional(),
    queryWord: z.string().trim().max(100).optional(),
  })
  .nullish();

export const likeAddBody = z.object({
  accessType: z.enum(ACCESS_TYPES),
  countryCode,
  pointObject: z.string().trim().min(1).max(64).describe('The plantNo'),
  pointTerminal: z.literal('PC').optional(),
  pointType: z.literal('FACTORY'),
});

export const likeRemoveBody = z.object({ id: int().min(1) });

export const subscriptionSchema = z.object({
  id: int(),
  subscribeType: z.enum(SUBSCRIBE_TYPES),
  accessType: z.string(),
  subObject: z.string(),
  subObjectName: z.string(),
  companyLogo: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
  createDate: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
