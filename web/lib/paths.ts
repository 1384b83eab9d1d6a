/**
 * Where 'My Account' leads (§2 'Header'; the breadcrumb's 'My Account' too). The spec names
 * /account/mySupplyPost?type=1, which arrives with the supply and demand posts; until then the
 * first account page that exists is the target, so the link never opens a missing page.
 */
export const MY_ACCOUNT_PATH = '/account/mySubscriptions';
