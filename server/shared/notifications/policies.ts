import { definePolicy, signedIn } from '../../platform/policy';

/**
 * A user's own notifications and mail choice (the 'notification' subject): every call reads or changes the caller's
 * own rows only (the queries take the actor's id), so any signed-in user may; a visitor is asked to sign in. The
 * unsubscribe link of a mail is authorised by its signed token instead (tokens.ts), not by a session.
 */
export const notificationPolicy = definePolicy('notification', {
  read: signedIn,
  markRead: signedIn,
  configure: signedIn,
});
