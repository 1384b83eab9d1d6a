/**
 * The account area's left menu (§2 'Account area'), in the spec's order. My Supply Post, My Buy Post,
 * My Topic and My Favorites join it with the posts, topics and favourites features.
 */
export const ACCOUNT_MENU = [{ label: 'My Subscriptions', to: '/account/mySubscriptions' }] as const;

/** The side navigation's 'Security Settings' group. */
export const SECURITY_MENU = [
  { label: 'Personal Information', to: '/account/personInfo' },
  { label: 'Change Password', to: '/account/changePsd' },
] as const;
