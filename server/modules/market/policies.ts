import { adminPolicy } from '../../platform/policy';

/**
 * A plant's status as the admin shell changes it (the 'plant-status' subject), and the list of plants flagged for
 * review: administrators only. The market's lists, plants and pictures are public reads and need no one.
 */
export const plantStatusPolicy = adminPolicy('plant-status', ['read', 'change']);
