import { adminPolicy } from '../../platform/policy';

/**
 * The click counts (the 'tracking' subject): anyone adds to them (nothing that names a person is kept, so a visitor's
 * click needs no check); only administrators read them.
 */
export const trackingPolicy = adminPolicy('tracking', ['read']);
