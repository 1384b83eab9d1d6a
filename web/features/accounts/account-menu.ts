/** The account area's left menu (§2 'Account area'), in the spec's order. */
export const ACCOUNT_MENU = [
  { label: 'My Supply Post', to: '/account/mySupplyPost?type=1' },
  { label: 'My Buy Post', to: '/account/myBuyPost?type=2' },
  { label: 'My Topic', to: '/account/myExchange' },
  { label: 'My Favorites', to: '/account/myFavorites' },
  { label: 'My Subscriptions', to: '/account/mySubscriptions' },
  // Not in §2's list: the notification centre of the watchlist alerts sits beside the subscriptions it reports on.
  { label: 'Notifications', to: '/account/notifications' },
] as const;

/** The side navigation's 'Security Settings' group. */
export const SECURITY_MENU = [
  { label: 'Personal Information', to: '/account/personInfo' },
  { label: 'Change Password', to: '/account/changePsd' },
] as const;
