import { z } from 'zod';
import { int, intText } from '../core/numbers';
import { leadBoardFilter } from '../leads/models';
import { SEARCH_LIMITS as L, SEARCH_MSG as M } from './codes';

/** A saved search of the supply and demand board (docs/community.md 'Saved searches'). */
export const savedSearchSchema = z.object({
  id: int(),
  name: z.string(),
  /** The board's filters, as the board call and the board's address read them. */
  filter: leadBoardFilter,
  /** Matches go into the daily saved-search mail too. */
  mail: z.boolean(),
  /** Posts that matched since the search was saved. */
  matches: int(),
  createDate: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong);

export const searchSaveBody = z.object({
  name,
  filter: leadBoardFilter,
  mail: z.boolean().default(true),
});

export const searchUpdateBody = z
  .object({ id: intText({ min: 1 }), name: name.optional(), mail: z.boolean().optional() })
  .refine((b) => b.name !== undefined || b.mail !== undefined, { message: M.nameRequired, path: ['name'] });

export const searchIdBody = z.object({ id: intText({ min: 1 }) });
