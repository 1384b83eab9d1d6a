/* Link relations the portal's pages and its server agree on. */

/** rel for links leaving the portal from article bodies: no window.opener, no referrer. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
/** rel for links written by users (comments): search engines must not credit them (§ issue 8). */
export const USER_LINK_REL = 'nofollow ugc noopener noreferrer';
