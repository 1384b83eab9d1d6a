/**
 * Where 'My Account' leads (§2 'Header'; the breadcrumb's 'My Account' too). The spec names
 * /account/mySupplyPost?type=1, which arrives with the supply and demand posts; until then the
 * first account page that exists is the target, so the link never opens a missing page.
 */
export const MY_ACCOUNT_PATH = '/account/mySubscriptions';

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
