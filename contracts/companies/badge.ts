import { z } from 'zod';
import { VERIFICATION_LEVELS } from './codes';

/** What the shared author line carries (contracts/posting/models.ts): kept apart from the calls' models, which use posting's fields. */

export const verifiedPlantSchema = z.object({
  countryCode: z.string(),
  plantNo: z.string(),
  plantName: z.string(),
  /** The plant's page in the market data. */
  link: z.string(),
});

/** What a Verified badge shows beside a name: the company (or person), its plants, since when, and where to read more. */
export const verifiedBadgeSchema = z.object({
  applicationId: z.number().int(),
  level: z.enum(VERIFICATION_LEVELS),
  /** True beside a member of the company's team, who holds no verification of their own. */
  member: z.boolean(),
  name: z.string(),
  plants: z.array(verifiedPlantSchema),
  verifiedAt: z.string(),
  /** The public page of what was verified and when. */
  link: z.string(),
});

export type VerifiedBadge = z.infer<typeof verifiedBadgeSchema>;
