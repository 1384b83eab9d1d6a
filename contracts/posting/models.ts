import { z } from 'zod';
import { pageText } from '../core/fields';
import { int, intText } from '../core/numbers';
import { POSTING_LIMITS as L } from './codes';
import { verifiedBadgeSchema } from '../companies/badge';

/** What supply and demand posts (contracts/leads) and forum topics (contracts/forum) share in their inputs and answers. */

export const media = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https:\/\/)[^\s<>"']*$/, 'Must be the address of a file you uploaded');
/** The author; `verified` is their Verified badge as of now (docs/companies.md), null when they hold none. */
export const userInfo = z.object({ userId: int(), nickName: z.string(), avatar: z.string(), verified: verifiedBadgeSchema.nullable() });
/** A user the body may name (§7): ignored unless it differs from the session's user (then 403). */
export const namedUser = intText({ min: 0 }).optional();
export const optionalSearch = z.string().trim().max(L.searchMax).optional();

export const idsBody = z.object({
  ids: z
    .array(intText({ min: 1 }))
    .min(1)
    .max(L.deletesIdsMax),
});
export const collectPageQuery = z.object({
  page: pageText(),
  limit: intText({ min: 1, max: 100 }).prefault(L.pageSize),
  searchKey: optionalSearch,
});
export const createdSchema = z.object({ id: int(), code: z.string(), checkStatus: int() });
/** An edit's answer (decision 0050): editPending when it waits for review and the approved version stays on show. */
export const editedSchema = z.object({ id: int(), code: z.string(), checkStatus: int(), editPending: z.boolean() });
