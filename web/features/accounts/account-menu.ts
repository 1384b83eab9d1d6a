/** The account area's left menu (§2 'Account area'), in the spec's order; `label` names its text in the catalogue. */
export const ACCOUNT_MENU = [
  { label: 'mySupplyPost', to: '/account/mySupplyPost?type=1' },
  { label: 'myBuyPost', to: '/account/myBuyPost?type=2' },
  { label: 'myTopic', to: '/account/myExchange' },
  { label: 'myFavorites', to: '/account/myFavorites' },
  { label: 'mySubscriptions', to: '/account/mySubscriptions' },
  // Saved searches of the board (docs/community.md 'Saved searches').
  { label: 'searches', to: '/account/searches' },
  // Not in §2's list: the notification centre of the watchlist alerts sits beside the subscriptions it reports on.
  { label: 'notifications', to: '/account/notifications' },
  // Enquiries about leads and their conversations (docs/community.md).
  { label: 'messages', to: '/account/messages' },
  // Company and personal verification (docs/companies.md).
  { label: 'verification', to: '/account/verification' },
  // The verified company's team, its posts and their conversations (docs/companies.md 'Teams').
  { label: 'team', to: '/account/team' },
] as const;

/** The side navigation's 'Security Settings' group. */
export const SECURITY_MENU = [
  { label: 'personInfo', to: '/account/personInfo' },
  { label: 'changePassword', to: '/account/changePsd' },
] as const;
