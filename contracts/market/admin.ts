import { z } from 'zod';
import { ACCESS_TYPES } from '../core/codes';
import { defineCall } from '../core/calls';

/**
 * The admin shell's plant status edit (issue 12): it goes through the same history path as the establishment-list
 * import, so the change is recorded as an approval-history event (source 'admin') and in the audit log.
 */
export const ADMIN_PLANT_STATUSES = [0, 1, 3] as const;
export const plantStatusBody = z.object({
  accessType: z.enum(ACCESS_TYPES),
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166-1 code'),
  plantNo: z.string().trim().min(1).max(64),
  status: z
    .union([z.literal(0), z.literal(1), z.literal(3)])
    .describe('0 Suspended (its valid registrations suspended), 1 Active (suspensions lifted), 3 Inactive (registrations cancelled)'),
  reason: z.string().trim().min(5, 'Say why in at least 5 characters').max(300),
  asOf: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
    .optional()
    .describe('The date of the change (default today)'),
});

export const plantStatusChangeSchema = z.object({ plantNo: z.string(), status: z.number().int(), previousStatus: z.number().int() });

export const reviewPlantSchema = z.object({
  accessType: z.string(),
  countryCode: z.string(),
  plantNo: z.string(),
  plantName: z.string(),
  status: z.number().int(),
  reviewFlag: z.string(),
  reviewNote: z.string(),
});
export type ReviewPlant = z.infer<typeof reviewPlantSchema>;

export const marketAdminCalls = {
  reviewPlants: defineCall({
    tag: 'admin',
    access: 'admin',
    method: 'GET',
    path: '/api/admin/market/review',
    query: z.object({}).passthrough(),
    output: z.object({ list: z.array(reviewPlantSchema), total: z.number().int() }),
    summary: 'Plants flagged for review (missing from a later establishment list), at most 200, newest first',
  }),
  setPlantStatus: defineCall({
    tag: 'admin',
    access: 'admin',
    method: 'POST',
    path: '/api/admin/market/plant-status',
    body: plantStatusBody,
    output: plantStatusChangeSchema,
    summary: "Set a plant's status (suspend, resume, deactivate, restore), recorded as an approval-history event and in the audit log",
  }),
};
