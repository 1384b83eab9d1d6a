import { adminOnly, definePolicy, refuse } from '../../platform/policy';

/**
 * Feedback (the 'feedback' subject): anyone sends it, visitors included (the session only names the sender); the
 * inbox, its statuses and replies are the administrators' alone, and to anyone else they do not exist.
 */
export const feedbackPolicy = definePolicy(
  'feedback',
  { send: () => true, read: adminOnly, handle: adminOnly },
  { read: refuse.hide(), handle: refuse.hide() },
);
